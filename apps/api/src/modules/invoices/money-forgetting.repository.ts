import type { Db } from '../../db/connect.ts';
import { findMentioning } from '../../lib/mentions.ts';

/**
 * The money records an anonymisation reads (docs/product.md#anonymize): statement memos, _Já
 * paguei_ notes, payment notes and Pix payers that name a person, however spelt (a Pix from their
 * own account names them), each read a page at a time from after an id and compared in JS
 * (lib/mentions.ts), and the same rows again by id, as they are now, in a short transaction.
 */

export type MoneyMarks = { lines: number; notes: number; payments: number; pix: number };

type Line = { id: number; memo: string; name: string; refnum: string };
type PaymentNote = { id: number; note: string | null };
type Payer = { id: number; invoice_id: number | null; payer_name: string | null; payer_document: string | null };
/** Rows that are the person's by their link rather than their text (an account's own payments). */
export type MoneyLinked = {
  line: (l: Line) => boolean;
  payment: (p: PaymentNote) => boolean;
  payer: (r: Payer) => boolean;
};

export function listMoneyTextMentioning(db: Db, needles: string[], after: MoneyMarks, also: MoneyLinked) {
  return Promise.all([
    findMentioning(
      (from, size) => pageOfLines(db, from, size),
      (l) => [l.memo, l.name, l.refnum],
      needles,
      {
        after: after.lines,
        also: also.line,
        inTransaction: db.isTransaction,
      },
    ),
    findMentioning(
      (from, size) => pageOfNotes(db, from, size),
      (i) => [i.paid_note],
      needles,
      { after: after.notes, inTransaction: db.isTransaction },
    ),
    findMentioning(
      (from, size) => pageOfPaymentNotes(db, from, size),
      (p) => [p.note],
      needles,
      {
        after: after.payments,
        also: also.payment,
        inTransaction: db.isTransaction,
      },
    ),
    findMentioning(
      (from, size) => pageOfPayers(db, from, size),
      (r) => [r.payer_name, r.payer_document],
      needles,
      {
        after: after.pix,
        also: also.payer,
        inTransaction: db.isTransaction,
      },
    ),
  ]);
}

const lines = (db: Db) => db.selectFrom('statement_lines').select(['id', 'memo', 'name', 'refnum']);
const notes = (db: Db) => db.selectFrom('invoices').select(['id', 'paid_note']).where('paid_note', 'is not', null);
const paymentNotes = (db: Db) => db.selectFrom('payments').select(['id', 'note']).where('note', 'is not', null);
const payers = (db: Db) => db.selectFrom('pix_received').select(['id', 'invoice_id', 'payer_name', 'payer_document']);

const pageOfLines = (db: Db, after: number, size: number) =>
  lines(db).where('id', '>', after).orderBy('id').limit(size).execute();
const pageOfNotes = (db: Db, after: number, size: number) =>
  notes(db).where('id', '>', after).orderBy('id').limit(size).execute();
const pageOfPaymentNotes = (db: Db, after: number, size: number) =>
  paymentNotes(db).where('id', '>', after).orderBy('id').limit(size).execute();
const pageOfPayers = (db: Db, after: number, size: number) =>
  payers(db).where('id', '>', after).orderBy('id').limit(size).execute();

export const linesById = (db: Db, ids: number[]) =>
  ids.length ? lines(db).where('id', 'in', ids).execute() : Promise.resolve([]);
export const notesById = (db: Db, ids: number[]) =>
  ids.length ? notes(db).where('id', 'in', ids).execute() : Promise.resolve([]);
export const paymentNotesById = (db: Db, ids: number[]) =>
  ids.length ? paymentNotes(db).where('id', 'in', ids).execute() : Promise.resolve([]);
export const payersById = (db: Db, ids: number[]) =>
  ids.length ? payers(db).where('id', 'in', ids).execute() : Promise.resolve([]);

/** The ids of an account's invoices: their Pix payers are the account's, whatever they say. */
export async function invoiceIdsOf(db: Db, accountId: number): Promise<number[]> {
  const rows = await db.selectFrom('invoices').select('id').where('account_id', '=', accountId).execute();
  return rows.map((r) => r.id);
}

export async function rewritePayer(
  db: Db,
  id: number,
  payer: { payer_name: string | null; payer_document: string | null },
): Promise<void> {
  await db.updateTable('pix_received').set(payer).where('id', '=', id).execute();
}
