import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, outbox, post, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * What the e-mails say (docs/product.md#booking-rules, #back-office, #words): the staff's request mails name the request once,
 * without the app's internal "Update Plan - " prefix; a reactivated member is told so, not that a
 * registration was approved; the booking confirmation states the cancellation notice in hours.
 */
describe('the words of staff and member e-mails', () => {
  const STAFF_EMAIL = 'financeiro@arena.test';
  let app: TestApp;
  let ana: Member;

  beforeAll(async () => {
    app = await createTestApp({ CANCEL_NOTICE_HOURS: '5' });
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('subjects a studio request once, without repeating itself', async () => {
    const res = await post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'studio',
        name: 'Ana',
        phone: '(11) 91234-5678',
        email: ana.email,
        mensage: 'Podcast',
        isStudio: true,
      },
      ana.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await outbox(app, STAFF_EMAIL)).at(-1);
    expect(mail?.subject).toBe('Pedido de uso do estúdio');
    expect(mail?.text).toContain('Podcast');
    // The footer fits its reader (walk P8): staff are not sent to the members' Atendimento.
    expect(mail?.text).not.toContain('use o Atendimento no aplicativo');
    expect(mail?.text).toContain('para a equipe do espaço');
  });

  it('names the plan asked for, without the stored "Update Plan - " prefix', async () => {
    const plan = { name: 'Ana', email: ana.email, subject: 'Update Plan - Arena Dedicada', message: 'Quero mudar' };
    expect((await post(app, '/api/contact', plan, ana.token)).statusCode).toBe(200);
    const mail = (await outbox(app, STAFF_EMAIL)).at(-1);
    expect(mail?.subject).toBe('Pedido de mudança de plano: Arena Dedicada');
    expect(mail?.text).toContain('Plano pedido: Arena Dedicada');
    expect(mail?.text).not.toContain('Update Plan');
    expect(mail?.html).not.toContain('Update Plan');
  });

  it('tells a reactivated member their access is back, not that a registration was approved', async () => {
    const staff = await staffToken(app);
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${ana.id}`,
        headers: { authorization: `Bearer ${staff}` },
        payload,
      });
    expect((await patch({ status: 'Inativo', reason: 'Boleto em aberto' })).statusCode).toBe(200);
    expect((await patch({ status: 'Ativo' })).statusCode).toBe(200);
    const mail = (await outbox(app, ana.email)).at(-1);
    expect(mail?.subject).toBe('Seu acesso ao Arena Cowork foi reativado');
    expect(mail?.text).not.toContain('cadastro foi aprovado');
  });

  it('states the cancellation notice in hours in the booking confirmation', async () => {
    const res = await post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'Sala 10',
        date_initial: '2026-11-24 09:00:00',
        date_final: '2026-11-24 10:00:00',
        isStudio: false,
      },
      ana.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await outbox(app, ana.email)).at(-1);
    expect(mail?.text).toContain('com no mínimo 5 horas de antecedência');
  });
});
