import { z } from 'zod';
import { invoicesStaffWords } from './staff-words.ts';

/**
 * What a PSP posts to Arena's webhook (docs/product.md#pix-charges), as the Banco Central's API
 * Pix defines it (`CallbackPix`: `{pix: [Pix]}`): the end-to-end id, the charge's txid, the amount
 * as a decimal text, the moment. Fields a PSP adds (the payer's name and document, in `pagador` or
 * `devedor`) are read when present; anything else is ignored.
 */
const bad = invoicesStaffWords.pixWebhookInvalid;

/** `"123.45"` → 12345, read as text (never a float). */
export function centsOfValor(valor: string): number {
  const [units, cents = '00'] = valor.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

const person = z
  .object({
    nome: z.string({ error: bad }).max(200, bad).optional(),
    cpf: z.string({ error: bad }).max(20, bad).optional(),
    cnpj: z.string({ error: bad }).max(20, bad).optional(),
  })
  .optional();

export const webhookPix = z.object({
  endToEndId: z.string({ error: bad }).regex(/^[A-Za-z0-9]{32}$/, bad),
  txid: z
    .string({ error: bad })
    .regex(/^[A-Za-z0-9]{1,35}$/, bad)
    .optional(),
  valor: z.string({ error: bad }).regex(/^\d{1,10}\.\d{2}$/, bad),
  horario: z.iso.datetime({ offset: true, error: bad }),
  chave: z.string({ error: bad }).max(77, bad).optional(),
  infoPagador: z.string({ error: bad }).max(140, bad).optional(),
  pagador: person,
  devedor: person,
});
export type WebhookPix = z.output<typeof webhookPix>;

export const pixWebhookBody = z.object({
  pix: z.array(webhookPix, { error: bad }).min(1, bad).max(1000, bad),
});

export const pixWebhookParams = z.object({ secret: z.string({ error: bad }).max(200, bad) });

/** A charge as staff see it: its state, txid, and what the PSP last refused (docs/product.md#pix-charges). */
export const pixChargeFacts = z.object({
  state: z.enum(['criada', 'ativa', 'concluida', 'removida']),
  txid: z.string(),
  last_error: z.string().nullable(),
  /** Refused by the PSP and not tried again: staff may ask again (`retryPixCharge`). */
  refused: z.boolean(),
});

/** A Pix the PSP reported: its end-to-end id, the payer as the PSP sends them, what paid the invoice. */
export const receivedPix = z.object({
  end_to_end_id: z.string(),
  txid: z.string().nullable(),
  amount_cents: z.number(),
  applied_cents: z.number(),
  /** What staff asked the PSP to give back of it (refusals not counted). */
  refunded_cents: z.number(),
  payer_name: z.string().nullable(),
  payer_document: z.string().nullable(),
  received_at: z.string(),
});

export type ReceivedPixItem = z.output<typeof receivedPix>;

/** POST /admin/invoices/:id/pix-refund (docs/product.md#pix-charges): a devolução of one Pix received. */
export const pixRefundBody = z.object({
  end_to_end_id: z
    .string({ error: invoicesStaffWords.pixRefundInvalid })
    .regex(/^[A-Za-z0-9]{32}$/, invoicesStaffWords.pixRefundInvalid),
  amount_cents: z
    .number({ error: invoicesStaffWords.pixRefundAmountInvalid })
    .int(invoicesStaffWords.pixRefundAmountInvalid)
    .positive(invoicesStaffWords.pixRefundAmountInvalid)
    .max(1_000_000_000, invoicesStaffWords.pixRefundAmountInvalid),
  reason: z
    .string({ error: invoicesStaffWords.pixRefundReasonInvalid })
    .trim()
    .min(1, invoicesStaffWords.pixRefundReasonInvalid)
    .max(140, invoicesStaffWords.pixRefundReasonInvalid),
});
export type PixRefundBody = z.output<typeof pixRefundBody>;

/** GET /admin/pix/unknown: Pix whose txid names no charge of Arena's, newest first (at most 200). */
export const unknownPixAnswer = z.object({ pix: z.array(receivedPix) });
