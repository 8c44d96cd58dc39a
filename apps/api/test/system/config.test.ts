import { PRIVACY_VERSION } from '@arena/shared/privacy/words';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** docs/product.md#shape: settings from the environment; bad config stops with one line naming the variable. */
describe('loadConfig', () => {
  function refusal(env: Record<string, string>): ConfigError {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).not.toContain('\n');
      return err as ConfigError;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  }

  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3333,
      HOST: '0.0.0.0',
      DATABASE_URL: 'file:./data/arena.sqlite',
      SPACE_TIMEZONE: 'America/Sao_Paulo',
      OPENING_HOURS: '08:00-18:00',
      SLOT_MINUTES: 30,
      BOOKING_HORIZON_DAYS: 180,
      CANCEL_NOTICE_HOURS: 3,
      PUBLIC_URL: 'http://localhost:3333',
      STAFF_EMAIL: 'equipe@arenacowork.com.br',
      WHATSAPP_NUMBER: '5511912345678',
      TRUST_PROXY: false,
      RATE_LIMIT_LOGIN: { max: 10, windowMs: 15 * 60_000 },
      RATE_LIMIT_RECOVERY: { max: 5, windowMs: 3_600_000 },
      RATE_LIMIT_REGISTER: { max: 20, windowMs: 3_600_000 },
      RATE_LIMIT_CONTACT: { max: 20, windowMs: 3_600_000 },
      RATE_LIMIT_GLOBAL: { max: 1000, windowMs: 60_000 },
      // Retention (docs/product.md#retention, docs/operations.md#retention).
      RETENTION_SESSION_DAYS: 30,
      RETENTION_LINK_DAYS: 0,
      RETENTION_DRAFT_DAYS: 1,
      RETENTION_MAIL_BODY_DAYS: 90,
      RETENTION_REFUSED_DAYS: 180,
      RETENTION_VISITOR_DAYS: 30,
      RETENTION_AUDIT_YEARS: 5,
    });
    for (const key of ['REDIS_URL', 'MAIL_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const)
      expect(c[key]).toBeUndefined();
  });

  it('reads the settings it is given', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://arena@db/arena',
      REDIS_URL: 'redis://cache:6379',
      MAIL_URL: '',
      OPENING_HOURS: '09:00-17:00',
      SLOT_MINUTES: '60',
      RATE_LIMIT_LOGIN: '5/30s',
      ADMIN_EMAIL: 'chefe@arena.test',
      ADMIN_PASSWORD: 'forte123',
      WHATSAPP_NUMBER: '+5511912345678',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://arena@db/arena',
      REDIS_URL: 'redis://cache:6379',
      SLOT_MINUTES: 60,
      RATE_LIMIT_LOGIN: { max: 5, windowMs: 30_000 },
      PUBLIC_URL: 'http://localhost:8080',
      STAFF_EMAIL: 'chefe@arena.test',
      WHATSAPP_NUMBER: '5511912345678',
    });
    expect(c.MAIL_URL).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'setenta' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/arena' }],
    ['SPACE_TIMEZONE', { SPACE_TIMEZONE: 'Marte/Olympus' }],
    ['OPENING_HOURS', { OPENING_HOURS: '8h-18h' }],
    ['OPENING_HOURS', { OPENING_HOURS: '18:00-08:00' }],
    ['SLOT_MINUTES', { SLOT_MINUTES: '45' }],
    ['SLOT_MINUTES', { OPENING_HOURS: '08:00-18:10', SLOT_MINUTES: '30' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'chefe@arena.test', ADMIN_PASSWORD: 'fraca' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'chefe@arena.test' }],
    ['ADMIN_EMAIL', { ADMIN_PASSWORD: 'forte123' }],
    ['RATE_LIMIT_LOGIN', { RATE_LIMIT_LOGIN: '10 por 15 minutos' }],
    ['RATE_LIMIT_LOGIN', { RATE_LIMIT_LOGIN: '10/15d' }],
    ['RATE_LIMIT_LOGIN', { RATE_LIMIT_LOGIN: '0/15m' }],
    ['RATE_LIMIT_GLOBAL', { RATE_LIMIT_GLOBAL: '1000/0m' }],
    ['REDIS_URL', { REDIS_URL: 'http://cache:6379' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'app.arena.test' }],
    ['RETENTION_MAIL_BODY_DAYS', { RETENTION_MAIL_BODY_DAYS: '0' }],
    ['RETENTION_AUDIT_YEARS', { RETENTION_AUDIT_YEARS: 'cinco' }],
    ['RETENTION_SESSION_DAYS', { RETENTION_SESSION_DAYS: '-1' }],
  ])('refuses a bad %s', (name, env) => {
    const err = refusal(env);
    expect(err.message).toMatch(new RegExp(`^Invalid ${name}: `));
  });

  it('quotes the bad value', () => {
    expect(refusal({ PORT: 'setenta' }).message).toContain('"setenta"');
  });
});

describe('system routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ NEWS_URL: 'https://arena.test/news', WHATSAPP_NUMBER: '5521987654321' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/health answers ok for the server and the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /api/config answers the public settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      news_url: 'https://arena.test/news',
      whatsapp_number: '5521987654321',
      whatsapp_url: 'https://wa.me/5521987654321',
      plans: ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'],
      // The seeded plans' room hours a month (docs/product.md#plans).
      plan_hours: { 'Arena Compartilhada': 4, 'Arena Dedicada': 10, 'Arena Exclusiva': 20 },
      // Unpriced until staff set them (docs/product.md#plan-prices).
      plan_prices: Object.fromEntries(
        ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'].map((name) => [
          name,
          { monthly_price_cents: 0, seat_price_cents: 0, overage_hour_cents: 0, overage: 'charge' },
        ]),
      ),
      departments: expect.arrayContaining(['Financeiro']),
      opening_hours: '08:00-18:00',
      slot_minutes: 30,
      booking_horizon_days: 180,
      cancel_notice_hours: 3,
      timezone: 'America/Sao_Paulo',
      today: '2026-11-23',
      mail_delivered: false,
      // The controller and the versions in force (docs/product.md#privacy); PRIVACY_EMAIL falls back to STAFF_EMAIL.
      company: {
        name: 'Arena Cowork',
        document: '',
        address: '',
        privacy_email: 'financeiro@arena.test',
        privacy_officer: '',
      },
      data_location: 'Brasil',
      retention: {
        session_days: 30,
        draft_days: 1,
        mail_body_days: 90,
        mail_days: 365,
        statement_days: 365,
        refused_days: 180,
        visitor_days: 30,
        audit_years: 5,
      },
      terms_version: TERMS_TEXT_DATE,
      privacy_version: PRIVACY_VERSION,
      checkin_minutes: 0,
      overdue_block_days: 0,
      invoice_due_day: 10,
      invoice_fine_percent: 2,
      invoice_interest_month_percent: 1,
    });
  });

  it('puts the controller and the privacy policy in every e-mail', async () => {
    const other = await createTestApp({
      COMPANY_NAME: 'Arena Cowork Espaços Ltda.',
      COMPANY_DOCUMENT: '12.345.678/0001-95',
      COMPANY_ADDRESS: 'Rua das Flores, 100, São Paulo - SP',
      PRIVACY_EMAIL: 'privacidade@arena.test',
      PRIVACY_OFFICER: 'Maria Souza',
    });
    try {
      const config = (await other.inject({ method: 'GET', url: '/api/config' })).json();
      expect(config.company).toEqual({
        name: 'Arena Cowork Espaços Ltda.',
        document: '12.345.678/0001-95',
        address: 'Rua das Flores, 100, São Paulo - SP',
        privacy_email: 'privacidade@arena.test',
        privacy_officer: 'Maria Souza',
      });
      await other.inject({ method: 'POST', url: '/api/resgister-email', payload: { email: 'x@empresa.test' } });
      await other.inject({ method: 'POST', url: '/api/recovery-pass', payload: { email: 'staff@arena.test' } });
      await other.background.idle();
      const mails = await other.db.selectFrom('outbox').select(['text', 'html']).execute();
      expect(mails.length).toBeGreaterThan(0);
      for (const m of mails) {
        for (const body of [m.text, m.html]) {
          expect(body).toContain('Arena Cowork Espaços Ltda.');
          expect(body).toContain('CNPJ 12.345.678/0001-95');
          expect(body).toContain('https://app.arena.test/privacidade');
          expect(body).toContain('privacidade@arena.test');
        }
      }
    } finally {
      await other.close();
    }
  });

  it('GET /api/closed-days lists closed days from today on', async () => {
    const now = app.clock().toISOString();
    await app.db
      .insertInto('closed_days')
      .values([
        { date: '2026-11-20', reason: 'Passado', created_at: now },
        { date: '2026-12-25', reason: 'Natal', created_at: now },
        { date: '2026-11-23', reason: 'Hoje', created_at: now },
        { date: '2027-01-01', reason: 'Ano-Novo', created_at: now },
      ])
      .execute();
    const res = await app.inject({ method: 'GET', url: '/api/closed-days' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { date: '2026-11-23', reason: 'Hoje' },
      { date: '2026-12-25', reason: 'Natal' },
      { date: '2027-01-01', reason: 'Ano-Novo' },
    ]);
    app.clock.set('2026-11-24T02:59:00.000Z'); // 23:59 on the 23rd in São Paulo
    expect((await app.inject({ method: 'GET', url: '/api/closed-days' })).json()).toHaveLength(3);
    app.clock.set('2026-11-24T03:00:00.000Z'); // midnight: the 23rd is past
    expect((await app.inject({ method: 'GET', url: '/api/closed-days' })).json()).toHaveLength(2);
  });

  it('GET /api/docs serves the OpenAPI document with the seed’s paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Arena Cowork API');
    for (const path of [
      '/api/session',
      '/api/resgister-email',
      '/api/register-terms',
      '/api/team',
      '/api/admin/users',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/session'].post).toBeDefined();
    expect(doc.paths['/api/session'].delete).toBeDefined();
    expect(doc.paths['/api/resgister-email'].post.requestBody).toBeDefined();
  });
});
