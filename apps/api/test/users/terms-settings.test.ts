import type { PublicConfig } from '@arena/shared/system/schemas';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { termsContextOf, termsOfUse } from '@arena/shared/terms/terms-text';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { termsInForce } from '../../src/modules/users/terms.service.ts';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, envOf, type TestApp, testClock } from '../helpers.ts';

/**
 * docs/product.md#terms: the contract is built from the settings it quotes (check-in, the overdue
 * block, the late fee and interest, the cancellation notice), the app shows the very text the
 * server dates and e-mails, and a change of such a setting is a new version without anyone dating
 * it. The test clock says Monday 2026-11-23; a later start is 2026-12-01.
 */
let app: TestApp;
/** A member registered before any restart: a server started on a later day runs that day's retention, drafts included. */
let ana: Member;
const others: App[] = [];

/** The same database served again with other settings, as after a restart that changes them. */
async function restart(env: Record<string, string>, today = '2026-12-01T13:00:00.000Z') {
  const clock = () => new Date(today);
  const next = await buildApp({ config: loadConfig({ ...envOf(app), ...env }), clock, logger: false });
  others.push(next);
  return next;
}

const textOf = (on: App) =>
  termsInForce(on.deps.config)
    .flatMap((s) => s.paragraphs.map((p) => p.text))
    .join('\n');

beforeAll(async () => {
  app = await createTestApp();
  ana = await activeManager(app);
});
afterAll(async () => {
  for (const o of others) await o.close();
  await app.close();
});

describe('the terms built from the settings', () => {
  it('have no check-in or block clause when they are off, and the fee and interest set', () => {
    const text = textOf(app);
    expect(text).not.toMatch(/Cheguei|check-in|confirma a chegada/);
    expect(text).not.toContain('ficam bloqueadas');
    expect(text).toContain('Em caso de atraso, incidem multa de 2% e juros de mora de 1% ao mês');
    expect(text).toContain(`com pelo menos ${app.deps.config.CANCEL_NOTICE_HOURS} horas de antecedência`);
    // What the app does not do is not in the text: no fixed 15 minutes, no hours "contam como usadas" on release.
    expect(text).not.toContain('15 (quinze) minutos');
  });

  it('say the check-in minutes and that a released booking’s hours return to the plan, when check-in is on', async () => {
    const on = await restart({ CHECKIN_MINUTES: '20', OVERDUE_BLOCK_DAYS: '5', INVOICE_FINE_PERCENT: '0' });
    const text = textOf(on);
    expect(text).toContain(
      'Quem reservou confirma a chegada pelo Aplicativo (Cheguei) até 20 minutos depois do início da reserva. Sem essa confirmação, a reserva é cancelada e a sala fica livre para outros membros; as horas da reserva voltam ao Plano.',
    );
    expect(text).toContain(
      'Com uma fatura em aberto vencida há 5 dias ou mais, novas reservas de salas ficam bloqueadas',
    );
    expect(text).toContain('Em caso de atraso, incidem juros de mora de 1% ao mês');
    expect(text).not.toContain('multa de');
  });

  it('are the same text on the screens (GET /config) as the server versions and e-mails', async () => {
    for (const on of [app as App, await restart({ CHECKIN_MINUTES: '10', OVERDUE_BLOCK_DAYS: '3' })]) {
      const config = (await on.inject({ method: 'GET', url: '/api/config' })).json() as PublicConfig;
      const context = termsContextOf(config);
      expect(context).not.toBeNull();
      expect(termsOfUse(context as NonNullable<typeof context>)).toEqual(termsInForce(on.deps.config));
    }
  });
});

describe('the version of the terms', () => {
  const DEC_3 = '2026-12-03T13:00:00.000Z';
  it('is the text’s date at first, and a setting the text quotes changes it at the next start', async () => {
    expect(app.deps.config.TERMS_VERSION).toBe(TERMS_TEXT_DATE);
    // The same settings again: the same version, nobody is asked again.
    const same = await restart({}, DEC_3);
    expect(same.deps.config.TERMS_VERSION).toBe(TERMS_TEXT_DATE);
    const changed = await restart({ CHECKIN_MINUTES: '15' }, DEC_3);
    expect(changed.deps.config.TERMS_VERSION).toBe('2026-12-03');
    const login = await post(changed, '/api/session', { email: ana.email, password: ana.password });
    expect(login.json().user.terms_pending).toBe(true);
    // What changed since the version Ana accepted, and what stays open meanwhile.
    const get = (url: string) =>
      changed.inject({ method: 'GET', url, headers: { authorization: `Bearer ${login.json().token}` } });
    expect((await get('/api/terms/changes')).json()).toEqual({
      from_version: TERMS_TEXT_DATE,
      known: true,
      sections: [
        {
          title: 'Uso do espaço e reservas de salas',
          added: [expect.stringContaining('confirma a chegada pelo Aplicativo (Cheguei) até 15 minutos')],
          removed: [],
        },
      ],
    });
    expect((await get('/api/invoices')).statusCode).toBe(200);
    expect((await get('/api/users/me/usage')).json().code).toBe('TERMS_PENDING');
    // The version Ana accepted stays readable as it was, to her meanwhile and to anyone (Decreto 7.962 art. 4 IV).
    const accepted = (await get(`/api/terms/versions/${TERMS_TEXT_DATE}`)).json();
    expect(accepted).toMatchObject({ version: TERMS_TEXT_DATE, in_force: false });
    expect(accepted.sections).toEqual(JSON.parse(JSON.stringify(termsInForce(app.deps.config))));
    const inForce = await changed.inject({ method: 'GET', url: '/api/terms/versions/2026-12-03' });
    expect(inForce.json()).toMatchObject({ version: '2026-12-03', in_force: true });
    expect(inForce.json().sections).toEqual(JSON.parse(JSON.stringify(termsInForce(changed.deps.config))));
    for (const [version, status] of [
      ['2020-01-01', 404],
      ['ontem', 400],
    ] as const) {
      const res = await changed.inject({ method: 'GET', url: `/api/terms/versions/${version}` });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe('Não encontramos essa versão dos Termos de Uso.');
    }
    // A second change the same day is a version of its own; setting it back finds the first again.
    const again = await restart({ CHECKIN_MINUTES: '30' }, DEC_3);
    expect(again.deps.config.TERMS_VERSION).toBe('2026-12-03.2');
    expect((await restart({ CHECKIN_MINUTES: '15' }, DEC_3)).deps.config.TERMS_VERSION).toBe('2026-12-03');
    expect((await restart({}, DEC_3)).deps.config.TERMS_VERSION).toBe(TERMS_TEXT_DATE);
  });

  it('is the text’s own date for the first text of a database, whatever day it starts', async () => {
    const later = await createTestApp({ CHECKIN_MINUTES: '20' }, testClock('2027-02-01T13:00:00.000Z'));
    try {
      expect(later.deps.config.TERMS_VERSION).toBe(TERMS_TEXT_DATE);
    } finally {
      await later.close();
    }
  });

  it('is settled once when processes start together', async () => {
    const started = await Promise.all(
      Array.from({ length: 6 }, () => restart({ OVERDUE_BLOCK_DAYS: '9' }, '2026-12-02T13:00:00.000Z')),
    );
    expect(new Set(started.map((s) => s.deps.config.TERMS_VERSION))).toEqual(new Set(['2026-12-02']));
    const rows = await app.db
      .selectFrom('terms_versions')
      .selectAll()
      .where('version', 'like', '2026-12-02%')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is TERMS_VERSION when set, for the text in force', async () => {
    const set = await restart({ TERMS_VERSION: '2027-01-04', COMPANY_ADDRESS: 'Rua Nova, 10' });
    expect(set.deps.config.TERMS_VERSION).toBe('2027-01-04');
    const row = await app.db.selectFrom('terms_versions').selectAll().where('version', '=', '2027-01-04').execute();
    expect(row.map((r) => r.fingerprint)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
  });
});
