import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/migrations/dialect.ts';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from '../../src/modules/mail/mail.queue.ts';
import { activeManager, post } from '../flows.ts';
import { createTestApp, freshDatabase, type TestApp, testClock } from '../helpers.ts';
import { appOn, smtpServer } from './smtp.ts';

/**
 * The mail queue (docs/product.md#shape, docs/operations.md "E-mail"): mail is written with the change
 * that causes it, then sent by a worker that retries with backoff, so an SMTP outage or a restart
 * loses nothing and sends nothing twice.
 */
const contact = (subject: string) => ({ name: 'Ana', email: 'ana@empresa.test', subject, message: 'Olá' });
const rows = (app: TestApp) => app.db.selectFrom('outbox').selectAll().orderBy('id').execute();

describe('mail written with its change', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('leaves no mail when the transaction that queued it rolls back', async () => {
    const mail = { to: 'ana@empresa.test', subject: 'Desfeita', text: 'Oi', html: '<p>Oi</p>' };
    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.mailer.send(mail, { db: trx });
        throw new Error('the change fails after its mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rows(app)).toEqual([]);
  });

  it('keeps no booking whose confirmation could not be queued', async () => {
    const ana = await activeManager(app);
    // The database refuses this member's mail, as a full disk or a constraint would.
    if (isPostgres(app.db)) {
      await sql
        .raw(
          `CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN IF NEW.recipient = '${ana.email}' THEN RAISE EXCEPTION 'mail refused'; END IF; RETURN NEW; END $$`,
        )
        .execute(app.db);
      await sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()`.execute(
        app.db,
      );
    } else {
      await sql
        .raw(
          `CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox WHEN NEW.recipient = '${ana.email}'
           BEGIN SELECT RAISE(ABORT, 'mail refused'); END`,
        )
        .execute(app.db);
    }
    const booking = {
      isStudio: false,
      participants: 'Sala 10',
      date_initial: '2026-11-25 14:00:00',
      date_final: '2026-11-25 15:00:00',
    };
    const res = await post(app, '/api/manager/appointment/store', booking, ana.token);
    expect(res.statusCode).toBe(500);
    const kept = await app.db.selectFrom('appointments').select('id').where('user_id', '=', ana.id).execute();
    expect(kept).toEqual([]);
    await sql`DROP TRIGGER refuse_mail${sql.raw(isPostgres(app.db) ? ' ON outbox' : '')}`.execute(app.db);
    const again = await post(app, '/api/manager/appointment/store', booking, ana.token);
    expect(again.statusCode, again.body).toBe(200);
    const mine = (await rows(app)).filter((m) => m.recipient === ana.email && m.subject.startsWith('Reserva'));
    expect(mine.map((m) => m.subject)).toEqual(['Reserva confirmada no Arena Cowork']);
  });
});

describe('an SMTP server that refuses, then recovers', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await smtpServer();
    app = await createTestApp({ MAIL_URL: smtp.url, RATE_LIMIT_CONTACT: '1000/1h' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('keeps the message queued, retries after 1 then 2 minutes, and delivers it once', async () => {
    smtp.state.refuse = true;
    expect((await post(app, '/api/contact', contact('Fora do ar'))).statusCode).toBe(200);
    await app.mailQueue.deliverDue();
    let [row] = await rows(app);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
    expect(row?.error).toMatch(/421|try again later/i);
    const first = Date.parse(String(row?.next_attempt_at)) - app.clock().getTime();
    expect(first).toBe(backoffMs(1));
    expect(backoffMs(1)).toBe(60_000);

    // Not due yet: nothing is tried before the backoff.
    app.clock.advance(59_000);
    await app.mailQueue.deliverDue();
    expect((await rows(app))[0]?.attempts).toBe(1);

    app.clock.advance(1_000);
    await app.mailQueue.deliverDue();
    [row] = await rows(app);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(Date.parse(String(row?.next_attempt_at)) - app.clock().getTime()).toBe(120_000);

    smtp.state.refuse = false;
    app.clock.advance(120_000);
    await app.mailQueue.deliverDue();
    await app.mailQueue.deliverDue();
    [row] = await rows(app);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, error: null });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Mensagem para o atendimento: Fora do ar']);
    // Every attempt carries the row's Message-ID, so a repeat would be recognisable.
    expect(smtp.received[0]?.messageId).toBe(row?.message_id);
  });

  it(`fails a message after ${MAX_ATTEMPTS} attempts, and tries it no more`, async () => {
    smtp.state.refuse = true;
    await post(app, '/api/contact', contact('Sem volta'));
    for (let i = 1; i <= MAX_ATTEMPTS; i += 1) {
      await app.mailQueue.deliverDue();
      app.clock.advance(backoffMs(i));
    }
    const row = (await rows(app)).at(-1);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row?.error).toMatch(/421|try again later/i);
    smtp.state.refuse = false;
    await app.mailQueue.deliverDue();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('a restart', () => {
  it('loses nothing: what one app queued, the next one on the same database sends once', async () => {
    const database = await freshDatabase();
    const smtp = await smtpServer();
    const clock = testClock();
    // The first app's mail server is not there at all (connection refused).
    const first = await appOn(database.url, { MAIL_URL: 'smtp://127.0.0.1:9', RATE_LIMIT_CONTACT: '1000/1h' }, clock);
    try {
      await post(first, '/api/contact', contact('Antes de reiniciar'));
      await post(first, '/api/contact', contact('No meio do envio'));
      await first.mailQueue.deliverDue();
      const [refused, inFlight] = await rows(first);
      expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
      // A process that died while sending leaves its lease behind.
      await first.db
        .updateTable('outbox')
        .set({ claimed_until: new Date(clock().getTime() + LEASE_MS).toISOString(), attempts: 2 })
        .where('id', '=', Number(inFlight?.id))
        .execute();
    } finally {
      await first.close();
    }

    const second = await appOn(database.url, { MAIL_URL: smtp.url }, clock);
    try {
      clock.advance(backoffMs(1));
      await second.mailQueue.deliverDue();
      expect(smtp.received.map((m) => m.subject)).toEqual(['Mensagem para o atendimento: Antes de reiniciar']);
      // The dead process's message waits for its lease to run out, then leaves, once.
      clock.advance(LEASE_MS);
      await second.mailQueue.deliverDue();
      await second.mailQueue.deliverDue();
      expect(smtp.received.map((m) => m.subject).sort()).toEqual([
        'Mensagem para o atendimento: Antes de reiniciar',
        'Mensagem para o atendimento: No meio do envio',
      ]);
      expect((await rows(second)).map((m) => m.status)).toEqual(['sent', 'sent']);
    } finally {
      await second.close();
      await smtp.close();
      await database.drop();
    }
  });

  it('does not send late what no worker tried for a day: it is failed, for staff to resend', async () => {
    const database = await freshDatabase();
    const smtp = await smtpServer();
    const clock = testClock();
    const demo = await appOn(database.url, { RATE_LIMIT_CONTACT: '1000/1h' }, clock);
    try {
      await post(demo, '/api/contact', contact('Da demonstração'));
    } finally {
      await demo.close();
    }
    clock.advance(25 * 3_600_000);
    const live = await appOn(database.url, { MAIL_URL: smtp.url }, clock);
    try {
      await live.mailQueue.deliverDue();
      const [row] = await rows(live);
      expect(row).toMatchObject({ status: 'failed', attempts: 0 });
      expect(row?.error).toMatch(/24 horas/);
      expect(smtp.received).toEqual([]);
    } finally {
      await live.close();
      await smtp.close();
      await database.drop();
    }
  });
});
