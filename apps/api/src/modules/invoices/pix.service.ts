import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import type { Attachment } from '../mail/mail.service.ts';

/**
 * Pix (docs/product.md#pix): a static BR Code per open invoice, per the Banco Central's _Manual de
 * Padrões para Iniciação do Pix_, built by @brazilian-utils/brazilian-utils (EMV objects, the
 * key in its DICT form, name ≤ 25 and city ≤ 15 folded to ASCII, CRC-16/CCITT-FALSE): the
 * invoice's amount, and its number without the dash as txid (letters and digits only), which a
 * bank statement's memo may carry back (statements.service.ts). Without PIX_KEY, none; the invoice
 * shows PAYMENT_INSTRUCTIONS instead.
 */
export function pixCode(
  config: Pick<Config, 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY'>,
  invoice: { number: string; total_cents: number },
): string | null {
  if (!config.PIX_KEY || !config.PIX_MERCHANT_NAME || !config.PIX_MERCHANT_CITY) return null;
  return generatePixPayload({
    key: config.PIX_KEY,
    merchantName: config.PIX_MERCHANT_NAME,
    merchantCity: config.PIX_MERCHANT_CITY,
    amount: invoice.total_cents / 100,
    txid: txidOf(invoice.number),
  });
}

/** `2026-000123` → `2026000123`: the txid a Pix of the invoice carries. */
export function txidOf(number: string): string {
  return number.replace(/[^A-Za-z0-9]/g, '');
}

/** The QR code of a BR Code as PNG bytes (medium error correction, as bank apps read it). */
export function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 4 });
}

export type PaymentFacts = {
  pix_code: string | null;
  pix_qr: string | null;
  payment_instructions: string | null;
  /** The QR code as an e-mail attachment. */
  attachment: Attachment | null;
};

/** How to pay an invoice: the Pix of an open one (code, QR), else PAYMENT_INSTRUCTIONS. */
export async function paymentFacts(
  config: Pick<Config, 'PIX_KEY' | 'PIX_MERCHANT_NAME' | 'PIX_MERCHANT_CITY' | 'PAYMENT_INSTRUCTIONS'>,
  invoice: { number: string; total_cents: number; status: string },
): Promise<PaymentFacts> {
  const code = invoice.status === 'aberta' ? pixCode(config, invoice) : null;
  if (!code) {
    return {
      pix_code: null,
      pix_qr: null,
      payment_instructions: invoice.status === 'aberta' ? (config.PAYMENT_INSTRUCTIONS ?? null) : null,
      attachment: null,
    };
  }
  const png = await qrPng(code);
  return {
    pix_code: code,
    pix_qr: `data:image/png;base64,${png.toString('base64')}`,
    payment_instructions: null,
    attachment: {
      filename: `pix-${txidOf(invoice.number)}.png`,
      content: png.toString('base64'),
      contentType: 'image/png',
      encoding: 'base64',
    },
  };
}
