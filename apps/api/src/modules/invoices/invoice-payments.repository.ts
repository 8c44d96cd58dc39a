import { sql } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import type { InvoiceTable } from '../../db/schema.ts';

/**
 * What payments read and write on invoices (docs/product.md#financeiro): the conditional write of
 * a payment and its undo, the open invoices a statement is matched against, an invoice by the
 * number staff type. The ledger itself is payments.repository.ts.
 */

/**
 * Receives `amount` on an open invoice (docs/product.md#financeiro): the one conditional write of
 * every payment, so racing payments never exceed the total — it adds to `received_cents` only
 * while the invoice is `aberta` and the sum stays within `total_cents`, and makes it `paga` when
 * the sum reaches it (then `settled` says when and how). The invoice's status after, or null when
 * it was not open or the amount is above its balance.
 */
export async function receivePayment(
  trx: Trx,
  id: number,
  amount: number,
  settled: {
    paid_on: string;
    paid_method: NonNullable<InvoiceTable['paid_method']>;
    paid_note: string | null;
    paid_by: number | null;
    paid_at: string;
  },
): Promise<'aberta' | 'paga' | null> {
  const row = await trx
    .updateTable('invoices')
    .set({
      received_cents: sql<number>`received_cents + ${amount}`,
      status: sql<'aberta' | 'paga'>`case when received_cents + ${amount} >= total_cents then 'paga' else 'aberta' end`,
    })
    .where('id', '=', id)
    .where('status', '=', 'aberta')
    .where(sql<boolean>`received_cents + ${amount} <= total_cents`)
    .returning('status')
    .executeTakeFirst();
  if (!row) return null;
  if (row.status === 'paga') await trx.updateTable('invoices').set(settled).where('id', '=', id).execute();
  return row.status === 'paga' ? 'paga' : 'aberta';
}

/** Undoes an invoice's payments: open again, nothing received. True when it had received any. */
export async function unpayInvoice(trx: Trx, id: number): Promise<boolean> {
  const res = await trx
    .updateTable('invoices')
    .set({
      status: 'aberta',
      received_cents: 0,
      paid_on: null,
      paid_method: null,
      paid_note: null,
      paid_by: null,
      paid_at: null,
    })
    .where('id', '=', id)
    .where('status', '!=', 'cancelada')
    .where('received_cents', '>', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Every open invoice, for matching a statement: its number (the txid), issue, total and what it received. */
export function openInvoices(db: Db) {
  return db
    .selectFrom('invoices')
    .select(['id', 'account_id', 'number', 'issued_at', 'total_cents', 'received_cents'])
    .where('status', '=', 'aberta')
    .execute();
}

/** Which of `numbers` (`2026-000123`) are invoices, of any status. */
export async function existingNumbers(db: Db, numbers: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .selectFrom('invoices')
      .select('number')
      .where('number', 'in', numbers.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.number);
  }
  return found;
}

/** Every open invoice with its account's names and document, for a waiting credit's suggestions. */
export function openInvoicesWithAccounts(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.account_id')
    .leftJoin('companies', 'companies.user_id', 'invoices.account_id')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.total_cents',
      'invoices.received_cents',
      'users.name',
      'users.lastname',
      'companies.name as company',
      'companies.document',
    ])
    .where('invoices.status', '=', 'aberta')
    .orderBy('invoices.number')
    .execute();
}

/** An invoice by the number staff see (`2026-000004`). */
export function findInvoiceByNumber(db: Db, number: string) {
  return db
    .selectFrom('invoices')
    .select(['id', 'status', 'total_cents', 'received_cents'])
    .where('number', '=', number)
    .executeTakeFirst();
}
