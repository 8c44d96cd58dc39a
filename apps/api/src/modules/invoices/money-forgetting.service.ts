import type { Db, Trx } from '../../db/connect.ts';
import { mentionsIn, REMOVED, scrub } from '../../lib/mentions.ts';
import { listMoneyLinkedTo, rewritePaidNote } from './invoices.repository.ts';
import {
  invoiceIdsOf,
  linesById,
  listMoneyTextMentioning,
  type MoneyMarks,
  notesById,
  paymentNotesById,
  payersById,
  rewritePayer,
} from './money-forgetting.repository.ts';
import { rewritePaymentNote } from './payments.repository.ts';
import { rewriteStatementText } from './statement-lines.repository.ts';

/**
 * An anonymised person named in money records (docs/product.md#anonymize): the invoices stay, for
 * the fiscal years; a statement memo, a _Já paguei_ note, a payment note or a Pix payer that names
 * them, however spelt, keeps `[removido]` instead; and what is an account holder's by its link
 * (`accountId`) — the statement lines that paid their invoices, those payments' notes, the Pix
 * received on them — loses memo, payer and reference whatever they say. `findMoneyOf` reads
 * (outside any write, from after the marks); `forgetMoney` rewrites one kind of row, read again
 * in the caller's short transaction.
 */
export type MoneyKind = 'line' | 'note' | 'payment' | 'pix';
export type MoneyLinks = { lines: Set<number>; payments: Set<number>; invoices: Set<number> };

const gone = (v: string) => (v === '' ? '' : REMOVED);

/** What an account's own rows become, and whether they are not so yet. */
const linkedLineDone = (l: { memo: string; name: string; refnum: string }) =>
  gone(l.memo) === l.memo && gone(l.name) === l.name && gone(l.refnum) === l.refnum;
const linkedNoteDone = (note: string | null) => note === null || note === '' || note === REMOVED;
const linkedPayerDone = (r: { payer_name: string | null; payer_document: string | null }) =>
  r.payer_name === REMOVED && r.payer_document === REMOVED;

export async function moneyLinksOf(db: Db, accountId: number | null): Promise<MoneyLinks> {
  if (accountId === null) return { lines: new Set(), payments: new Set(), invoices: new Set() };
  const [linked, invoices] = await Promise.all([listMoneyLinkedTo(db, accountId), invoiceIdsOf(db, accountId)]);
  return {
    lines: new Set(linked.lines.map((l) => l.id)),
    payments: new Set(linked.payments.map((p) => p.id)),
    invoices: new Set(invoices),
  };
}

export async function findMoneyOf(db: Db, needles: string[], links: MoneyLinks, after: MoneyMarks) {
  const [lines, notes, payments, pix] = await listMoneyTextMentioning(db, needles, after, {
    line: (l) => links.lines.has(l.id) && !linkedLineDone(l),
    payment: (p) => links.payments.has(p.id) && !linkedNoteDone(p.note),
    payer: (r) => r.invoice_id !== null && links.invoices.has(r.invoice_id) && !linkedPayerDone(r),
  });
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
  return { line: ids(lines), note: ids(notes), payment: ids(payments), pix: ids(pix) };
}

export async function forgetMoney(
  trx: Trx,
  kind: MoneyKind,
  ids: number[],
  needles: string[],
  links: MoneyLinks,
): Promise<number> {
  let n = 0;
  if (kind === 'line')
    for (const l of await linesById(trx, ids)) {
      const linked = links.lines.has(l.id);
      if (!(linked ? !linkedLineDone(l) : mentionsIn([l.memo, l.name, l.refnum], needles))) continue;
      const text = linked
        ? { memo: gone(l.memo), name: gone(l.name), refnum: gone(l.refnum) }
        : { memo: scrub(l.memo, needles), name: scrub(l.name, needles), refnum: scrub(l.refnum, needles) };
      await rewriteStatementText(trx, l.id, text);
      n += 1;
    }
  if (kind === 'note')
    for (const i of await notesById(trx, ids)) {
      if (i.paid_note === null || !mentionsIn([i.paid_note], needles)) continue;
      await rewritePaidNote(trx, i.id, scrub(i.paid_note, needles));
      n += 1;
    }
  if (kind === 'payment')
    for (const p of await paymentNotesById(trx, ids)) {
      if (p.note === null) continue;
      const linked = links.payments.has(p.id);
      if (linked ? linkedNoteDone(p.note) : !mentionsIn([p.note], needles)) continue;
      await rewritePaymentNote(trx, p.id, linked ? REMOVED : scrub(p.note, needles));
      n += 1;
    }
  if (kind === 'pix')
    for (const r of await payersById(trx, ids)) {
      const linked = r.invoice_id !== null && links.invoices.has(r.invoice_id);
      if (linked ? linkedPayerDone(r) : !mentionsIn([r.payer_name, r.payer_document], needles)) continue;
      const clean = (v: string | null) => (v === null ? null : scrub(v, needles));
      const payer = linked
        ? { payer_name: REMOVED, payer_document: REMOVED }
        : { payer_name: clean(r.payer_name), payer_document: clean(r.payer_document) };
      await rewritePayer(trx, r.id, payer);
      n += 1;
    }
  return n;
}
