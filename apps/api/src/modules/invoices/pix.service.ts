import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { type Attachment, qrPng } from '../mail/mail.service.ts';
import { findInvoice } from './invoices.repository.ts';
import { chargeOfInvoice } from './pix/charges.repository.ts';

/**
 * Pix (docs/product.md#pix): a static BR Code per open invoice, per the Banco Central's _Manual de
 * Padrões para Iniciação do Pix_, built by @brazilian-utils/brazilian-utils (EMV objects, the
 * key in its DICT form, name ≤ 25 and city ≤ 15 folded to ASCII, CRC-16/CCITT-FALSE): the
 * invoice's balance (its total less what it received), and its number without the dash as txid (letters and digits only), which a
 * bank statement's memo may carry back (statements.service.ts). Without PIX_KEY, none; the invoice
 * shows PAYMENT_INSTRUCTIONS instead.
 */
export function pixCode(
  config: Pick<Config, 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY'>,
  invoice: { number: string; total_cents: number; received_cents?: number },
): string | null {
  if (!config.PIX_KEY || !config.PIX_MERCHANT_NAME || !config.PIX_MERCHANT_CITY) return null;
  return generatePixPayload({
    key: config.PIX_KEY,
    merchantName: config.PIX_MERCHANT_NAME,
    merchantCity: config.PIX_MERCHANT_CITY,
    // What is left to pay: the balance of a partially paid invoice (docs/product.md#financeiro).
    amount: (invoice.total_cents - (invoice.received_cents ?? 0)) / 100,
    txid: txidOf(invoice.number),
  });
}

/**
 * The invoice number and its txid, kept together so a change of one is seen in the other: the
 * number is the year and a sequence of six digits (`2026-000123`), the txid the number without
 * the dash (`2026000123`), and a statement finds the txid in a credit's text by that shape.
 */
export function invoiceNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(6, '0')}`;
}

/** `2026-000123` → `2026000123`: the txid a Pix of the invoice carries. */
export function txidOf(number: string): string {
  return number.replace(/[^A-Za-z0-9]/g, '');
}

/** `2026000123` → `2026-000123`: the number of the invoice a txid names. */
export function numberOfTxid(txid: string): string {
  return `${txid.slice(0, 4)}-${txid.slice(4)}`;
}

/**
 * The txids a text names (a credit's memo, name or REFNUM): a run of exactly 10 digits
 * (`2026000123`), or the number as printed (`2026-000123`), bounded by non-digits, so a longer
 * run (a CPF, CNPJ or account number) never counts.
 */
export function findTxids(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<!\d)(\d{4})-?(\d{6})(?!\d)/g)) found.add(`${m[1]}${m[2]}`);
  return [...found];
}

/** The invoice's Pix charge at the PSP (docs/product.md#pix-charges), when it has one. */
export type ChargeCode = { state: string; copia_e_cola: string | null };

/** The charge's dynamic BR Code while the PSP holds it active; null otherwise (the static code then). */
function chargeCode(charge: ChargeCode | null | undefined): string | null {
  return charge && charge.state === 'ativa' && charge.copia_e_cola ? charge.copia_e_cola : null;
}

export type PaymentText = {
  pix_code: string | null;
  payment_instructions: string | null;
  /** The QR code as an e-mail attachment, drawn when the e-mail is sent (mail/qr.ts). */
  attachment: Attachment | null;
};

/**
 * How to pay an invoice, in words: the Pix code of an open one (its charge's dynamic code when the
 * PSP has made it, else the static code), else PAYMENT_INSTRUCTIONS; the
 * e-mail's QR attachment is named here and drawn by the mail worker as it sends.
 */
export function paymentText(
  config: Pick<Config, 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY' | 'PAYMENT_INSTRUCTIONS'>,
  invoice: { number: string; total_cents: number; received_cents?: number; status: string },
  charge?: ChargeCode | null,
): PaymentText {
  const code = invoice.status === 'aberta' ? (chargeCode(charge) ?? pixCode(config, invoice)) : null;
  if (!code) {
    return {
      pix_code: null,
      payment_instructions: invoice.status === 'aberta' ? (config.PAYMENT_INSTRUCTIONS ?? null) : null,
      attachment: null,
    };
  }
  return {
    pix_code: code,
    payment_instructions: null,
    attachment: { filename: `pix-${txidOf(invoice.number)}.png`, content: '', contentType: 'image/png', qr: code },
  };
}

/**
 * The dynamic code an invoice e-mail carries when sent (mail/live-pix.ts): the charge's, while the
 * invoice is open and the PSP holds the charge active; null otherwise (the queued code goes).
 */
export async function liveChargeCode(db: Db, invoiceId: number): Promise<string | null> {
  const invoice = await findInvoice(db, invoiceId);
  if (invoice?.status !== 'aberta') return null;
  return chargeCode(await chargeOfInvoice(db, invoiceId));
}

/** How to pay an invoice on screen: its payment text and the QR code drawn as a PNG data URL. */
export async function paymentFacts(
  config: Pick<Config, 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY' | 'PAYMENT_INSTRUCTIONS'>,
  invoice: { number: string; total_cents: number; received_cents?: number; status: string },
  charge?: ChargeCode | null,
): Promise<PaymentText & { pix_qr: string | null }> {
  const text = paymentText(config, invoice, charge);
  if (!text.pix_code) return { ...text, pix_qr: null };
  const png = await qrPng(text.pix_code);
  return { ...text, pix_qr: `data:image/png;base64,${png.toString('base64')}` };
}
