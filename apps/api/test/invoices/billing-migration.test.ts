import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.ts';
import { migrationNames } from '../../src/db/migrate.ts';
import { freshDatabase } from '../helpers.ts';

/**
 * The billing migrations keep what invoices already billed (docs/product.md#invoices): the
 * excedente of M−1 an invoice of M billed is marked as billed by it (the rest stays free for the
 * next invoice), and existing invoices take their bill-to from the account — a company's razão
 * social and CNPJ, a person's name and CPF.
 */
const database = await freshDatabase();
afterAll(async () => {
  await database.drop();
});

async function migrator(db: Kysely<unknown>): Promise<Migrator> {
  const migrations: Record<string, Migration> = {};
  for (const name of migrationNames) migrations[name] = await import(`../../src/db/migrations/${name}.ts`);
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

describe('the billed excedente and bill-to migrations', () => {
  it('mark the excedente existing invoices billed and snapshot who they billed', async () => {
    const { db } = await connect(database.url);
    const raw = db as unknown as Kysely<unknown>;
    try {
      const m = await migrator(raw);
      expect((await m.migrateTo('20261127160000_invoice_corrections')).error).toBeUndefined();
      const now = '2026-11-20T12:00:00.000Z';
      const ids: number[] = [];
      for (const [email, name] of [
        ['firma@empresa.test', 'Ana'],
        ['pessoa@empresa.test', 'Zélia'],
      ] as const) {
        const row = await sql<{ id: number }>`
          insert into users (email, name, lastname, phone, status, level, role, qtd_team, created_at, updated_at)
          values (${email}, ${name}, 'Souza', '', 'Ativo', 2, 'member', 0, ${now}, ${now}) returning id`.execute(raw);
        ids.push(row.rows[0]?.id ?? 0);
      }
      const [firm = 0, person = 0] = ids;
      await sql`insert into companies (user_id, document, name, activity, phone, site)
        values (${firm}, '11222333000181', 'Empresa Teste', '', '', ''), (${person}, '52998224725', 'Zélia ME', '', '', '')`.execute(
        raw,
      );
      const room = await sql<{ id: number }>`
        insert into rooms (name, img, capacity, active, created_at) values ('Sala Migração', '', 4, 1, ${now}) returning id`.execute(
        raw,
      );
      const roomId = room.rows[0]?.id ?? 0;
      const invoice = async (account: number, month: string, number: string, status: string) =>
        (
          await sql<{ id: number }>`
            insert into invoices (account_id, month, number, status, issued_at, due_date, total_cents, lines)
            values (${account}, ${month}, ${number}, ${status}, ${now}, ${`${month}-10`}, 100, '[]') returning id`.execute(
            raw,
          )
        ).rows[0]?.id ?? 0;
      const december = await invoice(firm, '2026-12', '2026-000001', 'aberta');
      await invoice(person, '2026-12', '2026-000002', 'cancelada');
      const booking = async (user: number, day: string, uid: string) =>
        sql`insert into appointments (room_id, user_id, date_initial, date_final, uid, created_at, overage_minutes, overage_hour_cents)
          values (${roomId}, ${user}, ${`${day} 09:00:00`}, ${`${day} 12:30:00`}, ${uid}, ${now}, 90, 6000)`.execute(
          raw,
        );
      await booking(firm, '2026-11-24', 'a1');
      await booking(firm, '2026-12-03', 'a2');
      await booking(person, '2026-11-25', 'a3');
      expect((await m.migrateToLatest()).error).toBeUndefined();

      const billed = await db.selectFrom('appointments').select(['uid', 'billed_invoice_id']).orderBy('uid').execute();
      // November's excedente went on December's invoice; December's waits; a cancelled invoice billed nothing.
      expect(billed).toEqual([
        { uid: 'a1', billed_invoice_id: december },
        { uid: 'a2', billed_invoice_id: null },
        { uid: 'a3', billed_invoice_id: null },
      ]);
      const billTo = await db
        .selectFrom('invoices')
        .select(['number', 'bill_to_name', 'bill_to_document', 'bill_to_address'])
        .orderBy('number')
        .execute();
      expect(billTo).toEqual([
        {
          number: '2026-000001',
          bill_to_name: 'Empresa Teste',
          bill_to_document: '11222333000181',
          bill_to_address: null,
        },
        { number: '2026-000002', bill_to_name: 'Zélia Souza', bill_to_document: '52998224725', bill_to_address: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
