import { createHash } from 'node:crypto';
import type { Credit } from './ofx.ts';
import { findTxids, txidOf } from './pix.service.ts';

/**
 * Matching a statement's credit to an invoice (docs/product.md#financeiro), as pure rules: the
 * line's identity, what is not a member's payment, the txids a credit names, and which open
 * invoice (if any) it pays by itself.
 */

/** A credit as the OFX reader returns it. */
export type { Credit } from './ofx.ts';

/**
 * Each credit's `line_key`: sha256 of account, FITID, date, amount, memo, name and the credit's
 * occurrence among the identical ones of the file. Banks repeat a FITID for different credits
 * (Banco Inter: the day and the bank code), so FITID alone is no identity; counting only
 * identical credits keeps a line's key the same in a later export that adds other credits of
 * the same FITID, so a re-import applies nothing twice and loses no credit.
 */
export function lineKeys(credits: Credit[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((c) => {
    const base = [c.account, c.fitid, c.date, String(c.amount_cents), c.memo, c.name].join('|');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return createHash('sha256').update(`${base}|${n}`).digest('hex');
  });
}

/** Lowercase, without accents: `DEVOLUÇÃO` → `devolucao`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export type AsideReason = 'asideReversal' | 'asideRedemption' | 'asideInterest' | 'asideOwnTransfer';

const notPayments: Array<[RegExp, AsideReason]> = [
  [/\bestorn|\bdevolu[cç]|\bdevolvid/, 'asideReversal'],
  [/\bresgate|\bcdb\b|\brdb\b|\blc[ia]\b|\baplicac|\bpoupanca|fundo de invest/, 'asideRedemption'],
  [/\brendimento|\bjuros\b|\bremuneracao|\bdividendo/, 'asideInterest'],
  [/mesma titularidade|entre contas|contas? propria|mesmo titular/, 'asideOwnTransfer'],
];

/**
 * Why a credit is not a member's payment (the catalogue key of the reason), or null when it may
 * be one: a reversal (estorno, devolução), an investment redemption (resgate, CDB, RDB,
 * aplicação, poupança), interest (rendimento, juros; TRNTYPE INT or DIV) or a transfer between
 * one's own accounts (mesma titularidade, entre contas).
 */
export function notPaymentReason(c: Pick<Credit, 'memo' | 'name' | 'kind'>): AsideReason | null {
  const kind = c.kind.trim().toUpperCase();
  if (kind === 'INT' || kind === 'DIV') return 'asideInterest';
  const text = fold(`${c.memo} ${c.name}`);
  return notPayments.find(([re]) => re.test(text))?.[1] ?? null;
}

/** The invoice txids a credit names in its memo, name or REFNUM (pix.service.ts `findTxids`). */
export function txidsIn(c: Pick<Credit, 'memo' | 'name' | 'refnum'>): string[] {
  return findTxids(`${c.memo} ${c.name} ${c.refnum}`);
}

export type OpenInvoice = {
  id: number;
  number: string;
  /** São Paulo date of its issue. */
  issued_on: string;
  balance_cents: number;
};

/**
 * The open invoice the credit pays by itself and how much, or null when it waits for staff: its
 * date is on or after the invoice's issue and not after today, and either it names the invoice's
 * txid (paying at most the balance: less is a partial payment, the rest of a larger credit stays
 * on the line) or no txid of another invoice, and its amount is the balance of exactly one open
 * invoice. `named` are the txids of any invoice (open or not) the credit names.
 */
export function invoiceFor(
  c: Pick<Credit, 'date' | 'amount_cents'>,
  named: string[],
  open: OpenInvoice[],
  today: string,
): { invoice: OpenInvoice; amount_cents: number } | null {
  if (c.date > today) return null;
  const fits = (i: OpenInvoice) => i.issued_on <= c.date && i.balance_cents > 0;
  if (named.length > 0) {
    if (named.length > 1) return null;
    const invoice = open.find((i) => txidOf(i.number) === named[0]);
    if (!invoice || !fits(invoice)) return null;
    return { invoice, amount_cents: Math.min(c.amount_cents, invoice.balance_cents) };
  }
  const same = open.filter((i) => i.balance_cents === c.amount_cents);
  const only = same.length === 1 ? same[0] : undefined;
  return only && fits(only) ? { invoice: only, amount_cents: c.amount_cents } : null;
}
