import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { localDateTime } from '../../src/lib/time.ts';
import { activeManager, type Member } from '../flows.ts';
import { ADMIN, freshDatabase } from '../helpers.ts';
import { smtpServer } from '../mail/smtp.ts';
import { freePort, type ServerProcess, startServer } from '../process.ts';

/**
 * Several processes on one database (docs/operations.md §4; PostgreSQL in CI's second run) share
 * the mail queue and the reminders: whichever process takes a message or a reminder, it leaves
 * exactly once.
 */
const BOOKINGS = 30;
const MESSAGES = 40;
const database = await freshDatabase();
const smtp = await smtpServer();
const env = {
  DATABASE_URL: database.url,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  MAIL_URL: smtp.url,
  REMINDER_MINUTES: '120',
  REMINDER_CHECK_SECONDS: '1',
  RATE_LIMIT_GLOBAL: '100000/1m',
  RATE_LIMIT_CONTACT: '100000/1h',
  LOG_LEVEL: 'warn',
};
let one: ServerProcess;
let two: ServerProcess;
const members: Member[] = [];
/** What setting up the members queued (registration, approval): the processes send it too. */
let earlier = 0;

beforeAll(async () => {
  const setup = await buildApp({ config: loadConfig({ ...env, MAIL_URL: '' }), logger: false });
  try {
    for (let i = 0; i < 3; i += 1) members.push(await activeManager(setup as never));
    const rooms = await setup.db.selectFrom('rooms').select('id').orderBy('id').execute();
    // Bookings that start within the next two hours, made yesterday: every reminder is due now.
    const now = Date.now();
    const local = (ms: number) => localDateTime(new Date(now + ms), 'America/Sao_Paulo');
    await setup.db
      .insertInto('appointments')
      .values(
        Array.from({ length: BOOKINGS }, (_, k) => ({
          room_id: rooms[k % rooms.length]?.id ?? 0,
          user_id: members[k % members.length]?.id ?? 0,
          date_initial: local(20 * 60_000 + k * 3 * 60_000),
          date_final: local(22 * 60_000 + k * 3 * 60_000),
          uid: randomUUID(),
          created_at: new Date(now - 86_400_000).toISOString(),
        })),
      )
      .execute();
    earlier = (await setup.db.selectFrom('outbox').select('id').execute()).length;
  } finally {
    await setup.close();
  }
  [one, two] = [startServer(env, await freePort()), startServer(env, await freePort())];
  await Promise.all([one.ready(), two.ready()]);
}, 60_000);

afterAll(async () => {
  for (const p of [one, two]) if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all([one?.exit, two?.exit]);
  await smtp.close();
  await database.drop();
});

describe('two processes on one database', () => {
  it('send every queued message and every due reminder exactly once', async () => {
    // Each process queues half the messages and wakes its own worker; both workers race for all.
    const sent = await Promise.all(
      Array.from({ length: MESSAGES }, (_, i) =>
        fetch(`${(i % 2 ? one : two).url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Ana', email: 'ana@empresa.test', subject: `Pedido ${i}`, message: 'Olá' }),
        }).then((r) => r.status),
      ),
    );
    expect(sent.every((status) => status === 200)).toBe(true);

    await expect
      .poll(() => smtp.received.length, { timeout: 30_000, interval: 200 })
      .toBeGreaterThanOrEqual(MESSAGES + BOOKINGS);
    // Stop both (each finishes what it holds), then count what arrived.
    for (const p of [one, two]) p.child.kill('SIGTERM');
    expect(await Promise.all([one.exit, two.exit])).toEqual([0, 0]);

    const subjects = smtp.received.map((m) => m.subject);
    const contacts = subjects.filter((s) => s.startsWith('Mensagem para o atendimento'));
    const reminders = smtp.received.filter((m) => m.subject.startsWith('Lembrete'));
    expect(contacts).toHaveLength(MESSAGES);
    expect(new Set(contacts).size).toBe(MESSAGES);
    expect(reminders).toHaveLength(BOOKINGS);
    // One reminder per booking: each names its own start time, to its owner.
    expect(new Set(reminders.map((m) => `${m.to.join()} ${m.subject}`)).size).toBe(BOOKINGS);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(smtp.received.length);
    // The outbox agrees: everything sent once, nothing left.
    const check = await buildApp({ config: loadConfig({ ...env, MAIL_URL: '' }), logger: false });
    try {
      const rows = await check.db.selectFrom('outbox').select(['status']).execute();
      expect(rows).toHaveLength(earlier + MESSAGES + BOOKINGS);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      expect(smtp.received).toHaveLength(earlier + MESSAGES + BOOKINGS);
      const reminded = await check.db
        .selectFrom('appointments')
        .select('id')
        .where('reminded_at', 'is', null)
        .execute();
      expect(reminded).toEqual([]);
    } finally {
      await check.close();
    }
  }, 60_000);
});
