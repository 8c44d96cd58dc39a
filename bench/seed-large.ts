import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { App } from '../apps/api/src/app.ts';
import type { Database } from '../apps/api/src/db/schema.ts';

/**
 * A space five years into its life at 100× the young bench (issue 34): 2,000 accounts with 6,000
 * team members, 24 rooms booked on every weekday for five years (about 600,000 bookings, a tenth
 * with a guest), an invoice, a payment and a statement line per account and month, an audit log
 * of a million entries and an outbox of 500,000 messages. `scale` shrinks every count alike (0.1
 * is a tenth). Inserted directly in chunks, in one transaction per table, since the rules would
 * refuse the past; the values are deterministic, so two runs seed the same space.
 */
export const LARGE_SEED_VERSION = 4;

export type LargeSeed = {
  holders: number[];
  team: number[];
  counts: Record<string, number>;
  /** A holder with bookings, invoices and a team, to sign in as. */
  holderEmail: string;
  /** An account the anonymisation bench erases. */
  eraseId: number;
  roomName: string;
};

const CHUNK = 1000;

async function insertAll<T extends keyof Database & string>(app: App, table: T, rows: Insertable<Database[T]>[]) {
  await app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      // Kysely's insert types are per table; the rows were built for this one.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + CHUNK) as never)
        .execute();
    }
  });
  return rows.length;
}

/** Weekdays from five years ago to a month ahead, as YYYY-MM-DD. */
function weekdays(today: string): string[] {
  const days: string[] = [];
  const start = new Date(`${today}T12:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 5);
  const end = new Date(`${today}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 31);
  for (const d = start; d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/** Five years of months up to the one before last, as YYYY-MM: the bench's issue run bills last month. */
function pastMonths(today: string): string[] {
  const months: string[] = [];
  const [y = 0, m = 1] = today.split('-').map(Number);
  for (let i = 61; i >= 2; i -= 1) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

export async function seedLarge(app: App, passwordHash: string, today: string, scale = 1): Promise<LargeSeed> {
  const counts: Record<string, number> = {};
  const now = new Date().toISOString();
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  // Priced, so the issue run bills every account (a fresh database's plans are free until staff price them).
  await app.db
    .updateTable('plans')
    .set({ monthly_price_cents: 60_000, seat_price_cents: 15_000, overage_hour_cents: 8_000 })
    .where('name', '=', 'Arena Dedicada')
    .execute();
  const plan = await app.db
    .selectFrom('plans')
    .select('id')
    .where('name', '=', 'Arena Dedicada')
    .executeTakeFirstOrThrow();
  const since = `${weekdays(today)[0]}T12:00:00.000Z`;
  const person = (email: string, extra: Partial<Insertable<Database['users']>>): Insertable<Database['users']> => ({
    email,
    password_hash: passwordHash,
    name: 'Pessoa',
    lastname: 'Silva',
    phone: '11912345678',
    status: 'Ativo',
    level: 2,
    role: 'member',
    plan_id: plan.id,
    qtd_team: 3,
    manager_id: null,
    terms_version: app.config.TERMS_VERSION,
    // Members for five years, so every month bills them.
    created_at: since,
    updated_at: since,
    email_confirmed_at: since,
    ...extra,
  });
  const holderRows = Array.from({ length: n(2000) }, (_, i) =>
    person(`titular${i + 1}@empresa${i + 1}.test`, { name: `Titular ${i + 1}` }),
  );
  counts.accounts = await insertAll(app, 'users', holderRows);
  const holders = (
    await app.db.selectFrom('users').select('id').where('email', 'like', 'titular%').orderBy('id').execute()
  ).map((r) => r.id);
  counts.companies = await insertAll(
    app,
    'companies',
    holders.map((user_id, i) => ({
      user_id,
      document: '11222333000181',
      name: `Empresa ${i + 1}`,
      activity: 'Consultoria',
      phone: '1134567890',
      site: '',
    })),
  );
  const teamRows = holders.flatMap((manager_id, i) =>
    [1, 2, 3].map((k) =>
      person(`equipe${k}.${i + 1}@empresa${i + 1}.test`, { level: 1, qtd_team: 0, manager_id, name: `Equipe ${k}` }),
    ),
  );
  counts.teamMembers = await insertAll(app, 'users', teamRows);
  const team = (
    await app.db.selectFrom('users').select('id').where('email', 'like', 'equipe%').orderBy('id').execute()
  ).map((r) => r.id);
  const people = [...holders, ...team];

  await insertAll(
    app,
    'rooms',
    Array.from({ length: 19 }, (_, i) => ({
      name: `Sala ${i + 60}`,
      img: '/rooms/sala-10.svg',
      capacity: 6,
      active: 1,
      created_at: now,
    })),
  );
  const rooms = await app.db.selectFrom('rooms').select(['id', 'name']).orderBy('id').execute();

  // 20 half-hour slots a room and weekday; every slot a booking, but 600,000 × scale in all.
  const days = weekdays(today);
  const perDay = Math.ceil(n(600_000) / days.length);
  const appointments: Insertable<Database['appointments']>[] = [];
  let k = 0;
  for (const date of days) {
    for (let s = 0; s < perDay; s += 1) {
      const room = rooms[s % rooms.length];
      const slot = Math.floor(s / rooms.length) % 20;
      const start = 8 * 60 + slot * 30;
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      appointments.push({
        room_id: room?.id ?? 0,
        user_id: people[k++ % people.length] ?? 0,
        date_initial: `${date} ${hhmm(start)}:00`,
        date_final: `${date} ${hhmm(start + 30)}:00`,
        uid: randomUUID(),
        created_at: now,
        cancelled_at: k % 17 === 0 ? now : null,
      });
    }
  }
  counts.bookings = await insertAll(app, 'appointments', appointments);
  const firstBooking =
    (await app.db.selectFrom('appointments').select('id').orderBy('id').limit(1).executeTakeFirst())?.id ?? 1;
  counts.guests = await insertAll(
    app,
    'booking_guests',
    Array.from({ length: Math.floor(appointments.length / 10) }, (_, i) => ({
      appointment_id: firstBooking + i * 10,
      name: `Convidado ${i}`,
      email: `convidado${i}@fora.test`,
      created_at: now,
    })),
  );

  // An invoice per account and month, each paid by a Pix found in a statement line.
  const months = pastMonths(today);
  const invoices: Insertable<Database['invoices']>[] = [];
  let number = 0;
  for (const month of months) {
    for (const account_id of holders) {
      number += 1;
      invoices.push({
        account_id,
        month,
        number: `${month.slice(0, 4)}-${String(number).padStart(6, '0')}`,
        status: 'paga',
        issued_at: `${month}-01T09:00:00.000Z`,
        due_date: `${month}-10`,
        total_cents: 60_000,
        lines: JSON.stringify([
          { description: 'Plano Arena Dedicada', quantity: 1, unit_cents: 60_000, total_cents: 60_000 },
        ]),
        paid_on: `${month}-08`,
        paid_method: 'pix',
        paid_at: `${month}-08T12:00:00.000Z`,
        received_cents: 60_000,
        bill_to_name: 'Empresa',
      });
    }
  }
  counts.invoices = await insertAll(app, 'invoices', invoices);
  const paidInvoices = await app.db
    .selectFrom('invoices')
    .select(['id', 'month', 'number'])
    .where('status', '=', 'paga')
    .orderBy('id')
    .execute();
  counts.statementLines = await insertAll(
    app,
    'statement_lines',
    paidInvoices.map((inv) => ({
      line_key: `bench:${inv.id}`,
      account: '0001-12345',
      fitid: `F${inv.id}`,
      posted_on: `${inv.month}-08`,
      amount_cents: 60_000,
      applied_cents: 60_000,
      memo: `PIX RECEBIDO ${inv.number}`,
      name: 'EMPRESA LTDA',
      refnum: '',
      kind: 'CREDIT',
      imported_at: `${inv.month}-09T12:00:00.000Z`,
    })),
  );
  const lines = await app.db.selectFrom('statement_lines').select(['id', 'line_key']).orderBy('id').execute();
  const lineOf = new Map(lines.map((l) => [l.line_key, l.id]));
  counts.payments = await insertAll(
    app,
    'payments',
    paidInvoices.map((inv) => ({
      invoice_id: inv.id,
      amount_cents: 60_000,
      paid_on: `${inv.month}-08`,
      method: 'pix' as const,
      statement_line_id: lineOf.get(`bench:${inv.id}`) ?? null,
      recorded_at: `${inv.month}-09T12:00:00.000Z`,
    })),
  );

  // The audit log and the outbox, spread over the five years.
  const span = Date.parse(`${today}T12:00:00Z`) - Date.parse(`${days[0]}T12:00:00Z`);
  const at = (i: number, total: number) =>
    new Date(Date.parse(`${days[0]}T12:00:00Z`) + Math.floor((span * i) / total)).toISOString();
  const auditTotal = n(1_000_000);
  const actions = ['user.update', 'booking.cancel', 'invoice.pay', 'invoice.issue', 'outbox.resend'];
  for (let i = 0; i < auditTotal; i += 100_000) {
    await insertAll(
      app,
      'audit',
      Array.from({ length: Math.min(100_000, auditTotal - i) }, (_, j) => ({
        actor_id: null,
        action: actions[(i + j) % actions.length] ?? 'user.update',
        target: `user:${people[(i + j) % people.length]}`,
        detail: '{"before":{"status":"Pendente"},"after":{"status":"Ativo"}}',
        created_at: at(i + j, auditTotal),
      })),
    );
  }
  counts.audit = auditTotal;
  const outboxTotal = n(500_000);
  for (let i = 0; i < outboxTotal; i += 100_000) {
    await insertAll(
      app,
      'outbox',
      Array.from({ length: Math.min(100_000, outboxTotal - i) }, (_, j) => {
        const when = at(i + j, outboxTotal);
        return {
          recipient: `titular${((i + j) % holders.length) + 1}@empresa.test`,
          subject: 'Reserva confirmada',
          text: 'Sua reserva da Sala 60 está confirmada.',
          html: '<p>Sua reserva da Sala 60 está confirmada.</p>',
          created_at: when,
          sent_at: when,
          status: 'sent' as const,
          attempts: 1,
          next_attempt_at: when,
        };
      }),
    );
  }
  counts.outbox = outboxTotal;
  return {
    holders,
    team,
    counts,
    holderEmail: holderRows[0]?.email ?? '',
    eraseId: holders.at(-1) ?? 0,
    roomName: rooms[0]?.name ?? '',
  };
}
