import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.ts';
import { migrationNames } from '../../src/db/migrate.ts';
import { freshDatabase } from '../helpers.ts';

/**
 * The payments ledger migration (20261128090000_payments_ledger): each invoice paid before it gets
 * one payment of its total, from its paid_* columns and linked to the statement line that paid it;
 * the old lines keep their FITID as key and what of them paid an invoice; and it goes back down.
 */
const database = await freshDatabase();
afterAll(async () => {
  await database.drop();
});

const LEDGER = '20261128090000_payments_ledger';

async function migrator(db: Kysely<unknown>): Promise<Migrator> {
  const migrations: Record<string, Migration> = {};
  for (const name of migrationNames) migrations[name] = await import(`../../src/db/migrations/${name}.ts`);
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

describe('the payments ledger migration', () => {
  it('moves paid invoices and statement lines into the ledger, and back', async () => {
    const { db } = await connect(database.url);
    const raw = db as unknown as Kysely<unknown>;
    try {
      const m = await migrator(raw);
      expect((await m.migrateTo(migrationNames[migrationNames.indexOf(LEDGER) - 1] as string)).error).toBeUndefined();
      const now = '2026-11-20T12:00:00.000Z';
      await sql`insert into users (email, name, status, level, role, qtd_team, created_at, updated_at)
        values ('fin@arena.test', 'Fabi', 'Ativo', 2, 'staff', 0, ${now}, ${now})`.execute(raw);
      const invoice = (n: number, status: string, total: number, paid: Record<string, string | number | null>) =>
        sql`insert into invoices (account_id, month, number, status, issued_at, due_date, total_cents, lines,
            paid_on, paid_method, paid_note, paid_by, paid_fitid, paid_at)
          values (1, ${`2026-${String(n).padStart(2, '0')}`}, ${`2026-00000${n}`}, ${status}, ${now}, '2026-11-28',
            ${total}, '[]', ${paid.on ?? null}, ${paid.method ?? null}, ${paid.note ?? null}, ${paid.by ?? null},
            ${paid.fitid ?? null}, ${paid.at ?? null})`.execute(raw);
      await invoice(1, 'paga', 30_000, { on: '2026-11-21', method: 'pix', fitid: 'OLD-1', by: 1, at: now });
      await invoice(2, 'paga', 20_000, { on: '2026-11-22', method: 'dinheiro', note: 'No balcão', by: 1, at: now });
      await invoice(3, 'aberta', 10_000, {});
      const line = (fitid: string, amount: number, invoiceId: number | null) =>
        sql`insert into statement_lines (fitid, posted_on, amount_cents, memo, invoice_id, imported_at, imported_by)
          values (${fitid}, '2026-11-21', ${amount}, ${`PIX ${fitid}`}, ${invoiceId}, ${now}, 1)`.execute(raw);
      await line('OLD-1', 35_000, 1);
      await line('OLD-2', 1_234, null);
      expect((await m.migrateToLatest()).error).toBeUndefined();

      const payments = await db
        .selectFrom('payments')
        .select(['invoice_id', 'amount_cents', 'paid_on', 'method', 'note', 'statement_line_id', 'recorded_by'])
        .orderBy('invoice_id')
        .execute();
      const lines = await db
        .selectFrom('statement_lines')
        .select(['id', 'line_key', 'fitid', 'amount_cents', 'applied_cents', 'set_aside_at'])
        .orderBy('fitid')
        .execute();
      expect(lines).toEqual([
        {
          id: expect.any(Number),
          line_key: 'fitid:OLD-1',
          fitid: 'OLD-1',
          amount_cents: 35_000,
          applied_cents: 30_000,
          set_aside_at: null,
        },
        {
          id: expect.any(Number),
          line_key: 'fitid:OLD-2',
          fitid: 'OLD-2',
          amount_cents: 1_234,
          applied_cents: 0,
          set_aside_at: null,
        },
      ]);
      expect(payments).toEqual([
        {
          invoice_id: 1,
          amount_cents: 30_000,
          paid_on: '2026-11-21',
          method: 'pix',
          note: null,
          statement_line_id: lines[0]?.id,
          recorded_by: 1,
        },
        {
          invoice_id: 2,
          amount_cents: 20_000,
          paid_on: '2026-11-22',
          method: 'dinheiro',
          note: 'No balcão',
          statement_line_id: null,
          recorded_by: 1,
        },
      ]);
      const invoices = await db
        .selectFrom('invoices')
        .select(['id', 'status', 'received_cents'])
        .orderBy('id')
        .execute();
      expect(invoices).toEqual([
        { id: 1, status: 'paga', received_cents: 30_000 },
        { id: 2, status: 'paga', received_cents: 20_000 },
        { id: 3, status: 'aberta', received_cents: 0 },
      ]);

      // Back to just before the ledger (later migrations, if any, go down first).
      expect((await m.migrateTo(migrationNames[migrationNames.indexOf(LEDGER) - 1] as string)).error).toBeUndefined();
      const back = await sql<{ fitid: string; invoice_id: number | null }>`
        select fitid, invoice_id from statement_lines order by fitid`.execute(raw);
      expect(back.rows).toEqual([
        { fitid: 'OLD-1', invoice_id: 1 },
        { fitid: 'OLD-2', invoice_id: null },
      ]);
      expect((await m.migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});
