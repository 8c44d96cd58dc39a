import { randomUUID } from 'node:crypto';
import { privacyWords } from '@arena/shared/privacy/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { runRetention } from '../../src/modules/retention/retention.service.ts';
import { activeManager, type Member } from '../flows.ts';
import { createTestApp, type TestApp, usingPostgres } from '../helpers.ts';

/**
 * The daily retention (docs/product.md#retention) with the injected clock, in São Paulo time: it
 * deletes exactly what each period says and nothing else, runs once a day however many runs race
 * (two app instances on one database: two connection pools, on PostgreSQL two sessions), and a day
 * missed while the server was down is made up when an app starts.
 */
const DAY = 86_400_000;
/** Tuesday 2026-11-24, 10:00 in São Paulo: the day after the app's own first run (Monday). */
const NOW = '2026-11-24T13:00:00.000Z';
const at = (ms: number) => new Date(new Date(NOW).getTime() + ms).toISOString();

let app: TestApp;
let ana: Member;
let room: number;

/** One row of each kind on each side of its period; `gone` are due, `kept` are not (yet). */
const gone = {
  sessions: [] as number[],
  links: [] as number[],
  devices: [] as number[],
  mails: [] as number[],
  audit: [] as number[],
};
const kept = {
  sessions: [] as number[],
  links: [] as number[],
  devices: [] as number[],
  mails: [] as number[],
  audit: [] as number[],
};
let refusedOld = 0;
let refusedRecent = 0;
let visitOld = 0;
let visitRecent = 0;
const lines = { unpaidOld: 0, unpaidRecent: 0, paidOld: 0 };
const wholeMails = { gone: 0, kept: 0 };
const invitations = { old: 0, recent: 0, other: 0 };

async function session(fields: { expires_at: string; revoked_at?: string; last_seen_at: string }) {
  const row = await app.db
    .insertInto('sessions')
    .values({ user_id: ana.id, token_hash: randomUUID(), created_at: at(-40 * DAY), ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function link(fields: { expires_at: string; used_at?: string }) {
  const row = await app.db
    .insertInto('one_time_tokens')
    .values({ user_id: ana.id, token_hash: randomUUID(), purpose: 'recovery', created_at: at(-8 * DAY), ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function device(last_used_at: string) {
  const row = await app.db
    .insertInto('trusted_devices')
    .values({ user_id: ana.id, token_hash: randomUUID(), created_at: at(-400 * DAY), last_used_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function mail(status: 'sent' | 'queued', created_at: string, sent_at: string | null) {
  const row = await app.db
    .insertInto('outbox')
    .values({
      recipient: 'antiga@empresa.test',
      subject: 'Assunto guardado',
      text: 'Corpo da mensagem',
      html: '<p>Corpo da mensagem</p>',
      created_at,
      sent_at,
      status,
      next_attempt_at: created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function auditEntry(created_at: string) {
  const row = await app.db
    .insertInto('audit')
    .values({ actor_id: null, action: 'room.update', target: 'room:1', detail: '{}', created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function statementLine(imported_at: string, paid: boolean) {
  const row = await app.db
    .insertInto('statement_lines')
    .values({
      line_key: randomUUID(),
      account: '0001-1',
      fitid: randomUUID(),
      posted_on: imported_at.slice(0, 10),
      amount_cents: 1234,
      memo: 'PIX RECEBIDO FULANO DE TAL',
      name: 'FULANO DE TAL',
      refnum: '',
      kind: 'CREDIT',
      imported_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (paid) {
    const invoice = await app.db
      .insertInto('invoices')
      .values({
        account_id: ana.id,
        month: '2025-10',
        number: `2025-${String(row.id).padStart(6, '0')}`,
        status: 'paga',
        issued_at: imported_at,
        due_date: imported_at.slice(0, 10),
        total_cents: 1,
        lines: '[]',
        issued_by: null,
        paid_notice_at: null,
        paid_on: null,
        paid_method: null,
        paid_note: null,
        paid_by: null,
        paid_at: null,
        cancelled_at: null,
        cancel_reason: null,
        cancelled_by: null,
        nfse_number: null,
        reminded_at: null,
        overdue_notice_at: null,
        replaces_id: null,
        period_from: null,
        bill_to_document: null,
        bill_to_address: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('payments')
      .values({
        invoice_id: invoice.id,
        amount_cents: 1,
        paid_on: imported_at.slice(0, 10),
        method: 'pix',
        note: null,
        statement_line_id: row.id,
        recorded_by: null,
        recorded_at: imported_at,
      })
      .execute();
  }
  return row.id;
}

async function guestInvitation(recipient: string, subject: string, created_at: string) {
  const row = await app.db
    .insertInto('outbox')
    .values({
      recipient,
      subject,
      text: '',
      html: '',
      created_at,
      sent_at: created_at,
      status: 'sent',
      next_attempt_at: created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function refusedRegistration(refused_at: string) {
  const email = `recusado-${randomUUID()}@empresa.test`;
  const row = await app.db
    .insertInto('users')
    .values({
      email,
      password_hash: 'x',
      name: 'Rui',
      lastname: 'Recusado',
      phone: '11900000000',
      status: 'Inativo',
      level: 2,
      role: 'member',
      plan_id: null,
      qtd_team: 0,
      manager_id: null,
      created_at: at(-400 * DAY),
      updated_at: refused_at,
      refused_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('companies')
    .values({ user_id: row.id, document: '52998224725', name: 'Rui ME', activity: '', phone: '', site: '' })
    .execute();
  return row.id;
}

async function visit(date: string, email: string | null = null) {
  const booking = await app.db
    .insertInto('appointments')
    .values({
      room_id: room,
      user_id: ana.id,
      date_initial: `${date} 23:00:00`,
      date_final: `${date} 23:30:00`,
      uid: randomUUID(),
      created_at: at(-60 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const guest = await app.db
    .insertInto('booking_guests')
    .values({ appointment_id: booking.id, name: 'Visita', email, created_at: at(-60 * DAY) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return guest.id;
}

/** Every table's rows, to show the run touched nothing but what it should. */
async function snapshot() {
  const tables = ['sessions', 'one_time_tokens', 'trusted_devices', 'outbox', 'audit', 'users', 'companies'] as const;
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = await app.db.selectFrom(t).selectAll().execute();
  out.booking_guests = await app.db.selectFrom('booking_guests').selectAll().execute();
  out.registration_drafts = await app.db.selectFrom('registration_drafts').selectAll().execute();
  return out;
}

beforeAll(async () => {
  app = await createTestApp();
  ana = await activeManager(app);
  room = (await app.db.selectFrom('rooms').select('id').where('name', '=', 'Sala 20').executeTakeFirstOrThrow()).id;
  // The app's own run at start (Monday) is over before the rows below exist.
  for (let i = 0; i < 100 && (await app.db.selectFrom('retention_runs').select('day').execute()).length === 0; i += 1)
    await new Promise((r) => setTimeout(r, 50));

  // The confirmation link used at Ana's registration is a used link too: due like those below.
  gone.links.push(
    ...(await app.db.selectFrom('one_time_tokens').select('id').where('used_at', 'is not', null).execute()).map(
      (r) => r.id,
    ),
  );
  // Sessions (RETENTION_SESSION_DAYS 30): ended — expired, revoked or idle 14 days — over 30 days
  // ago → gone; ended since (its token still told why, docs/product.md#sessions) or live → kept.
  gone.sessions.push(await session({ expires_at: at(-30 * DAY - 60_000), last_seen_at: at(-31 * DAY) }));
  gone.sessions.push(
    await session({ expires_at: at(DAY), revoked_at: at(-30 * DAY - 60_000), last_seen_at: at(-31 * DAY) }),
  );
  gone.sessions.push(await session({ expires_at: at(DAY), last_seen_at: at(-44 * DAY - 60_000) }));
  kept.sessions.push(
    await session({ expires_at: at(DAY), revoked_at: at(-30 * DAY + 60_000), last_seen_at: at(-DAY) }),
  );
  kept.sessions.push(await session({ expires_at: at(60_000), last_seen_at: at(-14 * DAY + 60_000) }));
  // Links (RETENTION_LINK_DAYS 0): used or expired → gone; unused and live → kept.
  gone.links.push(await link({ expires_at: at(DAY), used_at: at(-60_000) }));
  gone.links.push(await link({ expires_at: at(-60_000) }));
  kept.links.push(await link({ expires_at: at(60_000) }));
  // Known browsers: no longer known 180 days after their last use, deleted 30 days after that.
  gone.devices.push(await device(at(-210 * DAY - 60_000)));
  kept.devices.push(await device(at(-210 * DAY + 60_000)));
  // E-mail bodies (90 days after sending); a message still queued keeps its body.
  gone.mails.push(await mail('sent', at(-91 * DAY), at(-90 * DAY - 60_000)));
  kept.mails.push(await mail('sent', at(-91 * DAY), at(-90 * DAY + 60_000)));
  kept.mails.push(await mail('queued', at(-100 * DAY), null));
  // Whole copies (RETENTION_MAIL_DAYS 365): deleted, recipient and subject with them.
  wholeMails.gone = await guestInvitation('antiga@empresa.test', 'Assunto de um ano', at(-365 * DAY - 60_000));
  wholeMails.kept = await guestInvitation('antiga@empresa.test', 'Assunto de quase um ano', at(-365 * DAY + 60_000));
  // Statement credits that paid no member (RETENTION_STATEMENT_DAYS 365) lose memo and payer.
  lines.unpaidOld = await statementLine(at(-365 * DAY - 60_000), false);
  lines.unpaidRecent = await statementLine(at(-365 * DAY + 60_000), false);
  lines.paidOld = await statementLine(at(-400 * DAY), true);
  // Audit entries: 5 years.
  gone.audit.push(await auditEntry('2021-11-24T12:59:00.000Z'));
  kept.audit.push(await auditEntry('2021-11-24T13:01:00.000Z'));
  // Refused registrations: anonymised 180 days after the refusal.
  refusedOld = await refusedRegistration(at(-180 * DAY - 60_000));
  refusedRecent = await refusedRegistration(at(-180 * DAY + 60_000));
  // Visitors: 30 days after the visit (the space's days: the 25th of October is 30 days before).
  visitOld = await visit('2026-10-25', 'visita@cliente.test');
  visitRecent = await visit('2026-10-26', 'outra-visita@cliente.test');
  // The copies of their invitations go with the guests of the old visit, and only those.
  invitations.old = await guestInvitation(
    'visita@cliente.test',
    'Convite para uma reunião no Arena Cowork',
    at(-40 * DAY),
  );
  invitations.other = await guestInvitation('visita@cliente.test', 'Sua reserva foi confirmada', at(-40 * DAY));
  invitations.recent = await guestInvitation(
    'outra-visita@cliente.test',
    'Convite para uma reunião no Arena Cowork',
    at(-40 * DAY),
  );
  // Registration drafts (RETENTION_DRAFT_DAYS 1): untouched for a day.
  for (const [email, updated] of [
    ['rascunho-velho@empresa.test', at(-DAY - 60_000)],
    ['rascunho-novo@empresa.test', at(-DAY + 60_000)],
  ] as const) {
    await app.db
      .insertInto('registration_drafts')
      .values({ email, browser_hash: randomUUID(), created_at: updated, updated_at: updated })
      .execute();
  }
});

afterAll(async () => {
  await app.close();
});

describe('the daily retention', () => {
  it('deletes exactly what each period says, once, however many runs of two app instances race', async () => {
    const before = await snapshot();
    app.clock.set(NOW);
    // On PostgreSQL a second app instance (its own pool: other sessions, as another process has).
    // SQLite's driver is synchronous: a second connection in this process waiting on the lock would
    // block the first one holding it, so there the runs race inside one app.
    const other = usingPostgres ? await buildApp({ config: app.config, clock: app.clock, logger: false }) : app;
    try {
      const runs = await Promise.all(
        Array.from({ length: 24 }, (_, i) => runRetention(i % 2 ? app : (other as unknown as TestApp))),
      );
      const done = runs.filter((r) => r !== null);
      expect(done).toEqual([
        {
          sessions: 3,
          links: gone.links.length,
          devices: 1,
          drafts: 1,
          mail_bodies: 1,
          mails: 1,
          statement_memos: 1,
          refused: 1,
          visitors: 1,
          visitor_mails: 1,
          audit: 1,
        },
      ]);
    } finally {
      if (other !== app) await other.close();
    }
    const after = await snapshot();
    const ids = (rows: unknown[]) => (rows as Array<{ id: number }>).map((r) => r.id);
    const without = (rows: unknown[], out: number[]) =>
      (rows as Array<{ id: number }>).filter((r) => !out.includes(r.id));
    expect(after.sessions).toEqual(without(before.sessions ?? [], gone.sessions));
    expect(ids(after.sessions ?? [])).toEqual(expect.arrayContaining(kept.sessions));
    expect(after.one_time_tokens).toEqual(without(before.one_time_tokens ?? [], gone.links));
    expect(after.trusted_devices).toEqual(without(before.trusted_devices ?? [], gone.devices));
    expect(after.booking_guests).toEqual(without(before.booking_guests ?? [], [visitOld]));
    expect(ids(after.booking_guests ?? [])).toContain(visitRecent);
    expect((after.registration_drafts as Array<{ email: string }>).map((d) => d.email)).toEqual([
      'rascunho-novo@empresa.test',
    ]);
    // Bodies cleared, the rest of the message kept; nothing else in the outbox changed.
    const cleared = (after.outbox as Array<{ id: number }>).find((m) => m.id === gone.mails[0]);
    expect(cleared).toMatchObject({
      recipient: 'antiga@empresa.test',
      subject: 'Assunto guardado',
      text: '',
      html: '',
      status: 'sent',
    });
    const deleted = [wholeMails.gone, invitations.old];
    expect(ids(after.outbox ?? [])).not.toContain(wholeMails.gone);
    expect(ids(after.outbox ?? [])).not.toContain(invitations.old);
    expect(ids(after.outbox ?? [])).toEqual(
      expect.arrayContaining([wholeMails.kept, invitations.recent, invitations.other]),
    );
    expect(without(after.outbox ?? [], [...gone.mails, ...deleted])).toEqual(
      without(before.outbox ?? [], [...gone.mails, ...deleted]),
    );
    // The credit of a year ago that paid no member lost memo and payer; the others are as they were.
    const memos = await app.db.selectFrom('statement_lines').select(['id', 'memo', 'name', 'amount_cents']).execute();
    expect(memos.find((l) => l.id === lines.unpaidOld)).toMatchObject({
      memo: '[removido]',
      name: '[removido]',
      amount_cents: 1234,
    });
    for (const id of [lines.unpaidRecent, lines.paidOld])
      expect(memos.find((l) => l.id === id)).toMatchObject({
        memo: 'PIX RECEBIDO FULANO DE TAL',
        name: 'FULANO DE TAL',
      });
    // Audit: the old entry gone; one new entry, the anonymisation of the old refusal, without actor.
    const audit = after.audit as Array<{ id: number; action: string; target: string; actor_id: number | null }>;
    expect(ids(audit)).not.toContain(gone.audit[0]);
    expect(without(audit, gone.audit).slice(0, -1)).toEqual(without(before.audit ?? [], gone.audit));
    expect(audit.at(-1)).toMatchObject({ action: 'user.anonymize', target: `user:${refusedOld}`, actor_id: null });
    // The old refusal anonymised, the recent one as it was; every other user untouched.
    const users = after.users as Array<{ id: number; name: string; anonymized_at: string | null }>;
    expect(users.find((u) => u.id === refusedOld)).toMatchObject({ name: privacyWords.anonymizedPerson });
    expect(without(users, [refusedOld])).toEqual(without(before.users ?? [], [refusedOld]));
    expect(users.find((u) => u.id === refusedRecent)?.anonymized_at).toBeNull();
    const companies = after.companies as Array<{ user_id: number; document: string }>;
    expect(companies.find((c) => c.user_id === refusedOld)?.document).toBe('');
    expect(companies.filter((c) => c.user_id !== refusedOld)).toEqual(
      (before.companies as Array<{ user_id: number }>).filter((c) => c.user_id !== refusedOld),
    );
  });

  it('takes the day in São Paulo time: 23:30 is still the same day, 00:30 the next', async () => {
    // 2026-11-24 23:30 in São Paulo (02:30 UTC on the 25th): Tuesday, already done.
    app.clock.set('2026-11-25T02:30:00.000Z');
    expect(await runRetention(app)).toBeNull();
    // 00:30 on Wednesday the 25th: a new day, 14.5 hours on; each row kept on Tuesday by a minute
    // (and a day, for the visit of the 26th of October) is now due, and nothing more.
    app.clock.set('2026-11-25T03:30:00.000Z');
    const wednesday = await runRetention(app);
    expect(wednesday).toEqual({
      sessions: 1,
      links: 1,
      devices: 1,
      drafts: 1,
      mail_bodies: 1,
      mails: 1,
      statement_memos: 1,
      refused: 1,
      visitors: 1,
      visitor_mails: 1,
      audit: 1,
    });
    const recent = await app.db.selectFrom('users').select('name').where('id', '=', refusedRecent).executeTakeFirst();
    expect(recent?.name).toBe(privacyWords.anonymizedPerson);
    const days = await app.db.selectFrom('retention_runs').select('day').orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('makes up at start what fell due while the server was down', async () => {
    // Down from Wednesday to Saturday: a guest whose visit turned 30 days old on Friday.
    const friday = await visit('2026-10-28');
    const down = loadConfig({ ...process.env, ...envOf(app) });
    app.clock.set('2026-11-28T12:00:00.000Z');
    const restarted = await buildApp({ config: down, clock: app.clock, logger: false });
    try {
      await restarted.ready();
      await expect
        .poll(() => app.db.selectFrom('retention_runs').select('day').where('day', '=', '2026-11-28').execute())
        .toHaveLength(1);
      await expect
        .poll(() => app.db.selectFrom('booking_guests').select('id').where('id', '=', friday).execute())
        .toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});

/** The settings the test app was built with, as the environment a restarted server would read. */
function envOf(a: TestApp): Record<string, string> {
  return { DATABASE_URL: a.config.DATABASE_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test', REMINDER_MINUTES: '0' };
}
