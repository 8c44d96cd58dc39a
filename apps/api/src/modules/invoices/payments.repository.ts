import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import type { PaymentTable } from '../../db/schema.ts';

/**
 * The payments ledger (docs/product.md#financeiro), table `payments`: each amount received on an
 * invoice, by a statement's credit (`statement_line_id`) or recorded by hand (`recorded_by`).
 * Their sum is the invoice's `received_cents`, moved in the same transaction (payment-step.ts).
 */

export async function insertPayment(trx: Trx, row: Insertable<PaymentTable>): Promise<number> {
  const inserted = await trx.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

function paymentsQuery(db: Db) {
  return db
    .selectFrom('payments')
    .leftJoin('statement_lines', 'statement_lines.id', 'payments.statement_line_id')
    .leftJoin('users as recorder', 'recorder.id', 'payments.recorded_by')
    .select([
      'payments.id',
      'payments.invoice_id',
      'payments.amount_cents',
      'payments.paid_on',
      'payments.method',
      'payments.note',
      'payments.statement_line_id',
      'payments.recorded_at',
      'statement_lines.posted_on as line_posted_on',
      'statement_lines.fitid as line_fitid',
      'statement_lines.name as line_name',
      'statement_lines.memo as line_memo',
      'recorder.name as recorded_by_name',
    ])
    .orderBy('payments.paid_on')
    .orderBy('payments.id');
}

export type PaymentRow = Awaited<ReturnType<typeof paymentsOf>>[number];

/** An invoice's payments, oldest first, each with its statement line or who recorded it. */
export function paymentsOf(db: Db, invoiceId: number) {
  return paymentsQuery(db).where('payments.invoice_id', '=', invoiceId).execute();
}

/** Undo: removes the invoice's payments, answering what each took from a statement line. */
export async function deletePaymentsOf(trx: Trx, invoiceId: number) {
  return trx
    .deleteFrom('payments')
    .where('invoice_id', '=', invoiceId)
    .returning(['id', 'amount_cents', 'statement_line_id'])
    .execute();
}

export async function rewritePaymentNote(db: Db, id: number, note: string): Promise<void> {
  await db.updateTable('payments').set({ note }).where('id', '=', id).execute();
}
