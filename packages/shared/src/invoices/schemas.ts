import { z } from 'zod';
import { memberNfse, staffNfse } from './nfse-schemas.ts';
import { pixChargeFacts, receivedPix } from './pix-schemas.ts';
import { invoicesStaffWords } from './staff-words.ts';

/**
 * GET /users/me/booking-block (docs/product.md#overdue): whether the account's new bookings are
 * blocked by an invoice long past due, said on arrival on home and /room. The invoice's number and
 * due day are the account holder's to see; a team member is told only that the account is blocked.
 */
export const bookingBlock = z.object({
  blocked: z.boolean(),
  /** The oldest invoice that blocks, for the account holder; null otherwise. */
  number: z.string().nullable(),
  /** Its due day, `YYYY-MM-DD`, for the account holder; null otherwise. */
  due_date: z.string().nullable(),
});

export type BookingBlock = z.output<typeof bookingBlock>;

/**
 * Who supplies the service an invoice bills (docs/product.md#invoices; CDC art. 42-A): the space's
 * razão social, CNPJ and address (COMPANY_NAME, COMPANY_DOCUMENT, COMPANY_ADDRESS). The document
 * is formatted (`12.345.678/0001-95`); empty when unset.
 */
export const supplier = z.object({ name: z.string(), document: z.string(), address: z.string() });

export type Supplier = z.output<typeof supplier>;

/** Invoices (docs/product.md#invoices): money in integer centavos, dates `YYYY-MM-DD`. */

export const invoiceStatuses = ['aberta', 'paga', 'cancelada'] as const;

export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const paymentMethods = ['pix', 'transferencia', 'boleto', 'dinheiro', 'cartao'] as const;

export type PaymentMethod = (typeof paymentMethods)[number];

export const invoiceLine = z.object({
  description: z.string(),
  /** Hours of excedente may be fractional (1.5); a plan or seats are whole. */
  quantity: z.number(),
  unit_cents: z.number(),
  total_cents: z.number(),
  /** An excedente line's exact minutes (docs/product.md#corrections): its total is priced from them. */
  minutes: z.number().optional(),
});

export type InvoiceLine = z.output<typeof invoiceLine>;

/** An invoice in the member's list (GET /invoices). */
export const invoiceItem = z.object({
  id: z.number(),
  number: z.string(),
  month: z.string(),
  total_cents: z.number(),
  due_date: z.string(),
  status: z.enum(invoiceStatuses),
  /** Open and past its due day: _vencida_. */
  overdue: z.boolean(),
  /** The member said `Já paguei`; staff or a statement have not confirmed it yet. */
  paid_notice: z.boolean(),
  /** The number of the invoice this one corrects (docs/product.md#corrections), or null. */
  replaces: z.string().nullable(),
  /** The number of the invoice that corrected this one (then `cancelada`), or null. */
  replaced_by: z.string().nullable(),
  /** What its payments sum to (partial payments: docs/product.md#financeiro). */
  received_cents: z.number(),
  /** What is left to pay: the total less what was received (0 once paid or cancelled). */
  balance_cents: z.number(),
});

export type InvoiceItem = z.output<typeof invoiceItem>;

/**
 * Who was billed, as at issue (docs/product.md#invoices): the razão social and CNPJ of a company,
 * the person's name and CPF of an individual; kept after an anonymisation (LGPD art. 16 I).
 */
const billTo = {
  bill_to_name: z.string(),
  bill_to_document: z.string().nullable(),
  bill_to_address: z.string().nullable(),
};

/** One invoice (GET /invoices/:id): its lines and how to pay it. */
export const invoiceDetail = invoiceItem.extend({
  issued_at: z.string(),
  lines: z.array(invoiceLine),
  /** Who supplies the service (CDC art. 42-A): the space's razão social, CNPJ and address. */
  supplier,
  /** The Pix BR Code ("copia e cola") of an open invoice; null without PIX_KEY or when not open. */
  pix_code: z.string().nullable(),
  /** The QR code of `pix_code` as a PNG data URL; null with it. */
  pix_qr: z.string().nullable(),
  /** PAYMENT_INSTRUCTIONS, shown instead when there is no Pix. */
  payment_instructions: z.string().nullable(),
  /**
   * The open invoice's Pix charge at the PSP (docs/product.md#pix-charges): its state, or null
   * without one (then `pix_code` is the static code). While it is there a payment shows at once.
   */
  pix_charge: z.enum(['criada', 'ativa', 'concluida', 'removida']).nullable(),
  paid_on: z.string().nullable(),
  ...billTo,
  /** Its NFS-e once accepted by the NFS-e Nacional (issue 35), or null. */
  nfse: memberNfse.nullable(),
});

export type InvoiceDetail = z.output<typeof invoiceDetail>;

/** A payment on an invoice: a statement's credit (`line`) or recorded by hand (`recorded_by`). */
export const invoicePayment = z.object({
  id: z.number(),
  amount_cents: z.number(),
  paid_on: z.string(),
  method: z.enum(paymentMethods),
  note: z.string().nullable(),
  line: z
    .object({ id: z.number(), date: z.string(), name: z.string(), fitid: z.string(), memo: z.string() })
    .nullable(),
  /** Who recorded it (staff's name), and when. */
  recorded_by: z.string().nullable(),
  recorded_at: z.string(),
});

export type InvoicePayment = z.output<typeof invoicePayment>;

/**
 * An invoice as staff open it (GET /admin/invoices/:id, and every action's answer): with its
 * account, what staff recorded, its lines, payments, Pix and NFS-e. The month's list carries less
 * (adminInvoiceRow, month-schemas.ts).
 */
export const adminInvoiceItem = invoiceItem.extend({
  account_id: z.number(),
  /** When it was issued (ISO, UTC): the accountant books by issue date and by reference month. */
  issued_at: z.string(),
  manager: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  paid_on: z.string().nullable(),
  paid_method: z.enum(paymentMethods).nullable(),
  paid_by: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The NFS-e number recorded by hand (without national mode), or null. */
  nfse_number: z.string().nullable(),
  /** Its NFS-e in national mode (issue 35): state, number, key, rejection; null without one. */
  nfse: staffNfse.nullable(),
  /** As issued: what a correction starts from. */
  lines: z.array(invoiceLine),
  ...billTo,
  /** What paid it, oldest first. */
  payments: z.array(invoicePayment),
  /** Its Pix charge at the PSP (docs/product.md#pix-charges), or null without one. */
  pix_charge: pixChargeFacts.nullable(),
  /** The Pix the PSP reported for it, oldest first. */
  pix_received: z.array(receivedPix),
});

export type AdminInvoiceItem = z.output<typeof adminInvoiceItem>;

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** POST /admin/invoices/:id/payment */
export const paymentBody = z.object({
  paid_on: z
    .string({ error: invoicesStaffWords.paymentDateInvalid })
    .regex(isoDate, invoicesStaffWords.paymentDateInvalid),
  method: z.enum(paymentMethods, { error: invoicesStaffWords.paymentMethodInvalid }),
  note: z
    .string({ error: invoicesStaffWords.paymentNoteInvalid })
    .trim()
    .max(500, invoicesStaffWords.paymentNoteInvalid)
    .optional(),
  /** Centavos received; the invoice's balance when absent. */
  amount_cents: z
    .number({ error: invoicesStaffWords.paymentAmountInvalid })
    .int(invoicesStaffWords.paymentAmountInvalid)
    .positive(invoicesStaffWords.paymentAmountInvalid)
    .max(100_000_000_00, invoicesStaffWords.paymentAmountInvalid)
    .optional(),
});

export type PaymentBody = z.output<typeof paymentBody>;

/** POST /admin/invoices/:id/cancel */
export const cancelInvoiceBody = z.object({
  reason: z
    .string({ error: invoicesStaffWords.invoiceCancelReasonInvalid })
    .trim()
    .min(1, invoicesStaffWords.invoiceCancelReasonInvalid)
    .max(500, invoicesStaffWords.invoiceCancelReasonInvalid),
});

/** Limits of a correcting invoice's lines (docs/product.md#corrections). */
export const CORRECTION_MAX_LINES = 30;

export const CORRECTION_MAX_UNIT_CENTS = 100_000_000;

/** A line staff write on a correcting invoice: its total is computed by the server. */
export const correctionLine = z.object({
  description: z
    .string({ error: invoicesStaffWords.correctionLineInvalid })
    .trim()
    .min(1, invoicesStaffWords.correctionLineInvalid)
    .max(200, invoicesStaffWords.correctionLineInvalid),
  /** Up to two decimals (1,5 h); more than zero. */
  quantity: z
    .number({ error: invoicesStaffWords.correctionQuantityInvalid })
    .positive(invoicesStaffWords.correctionQuantityInvalid)
    .max(10_000, invoicesStaffWords.correctionQuantityInvalid)
    .refine((q) => Number.isInteger(Math.round(q * 100)) && Math.abs(q * 100 - Math.round(q * 100)) < 1e-6, {
      message: invoicesStaffWords.correctionQuantityInvalid,
    }),
  /** Centavos; negative for a discount. */
  unit_cents: z
    .number({ error: invoicesStaffWords.correctionUnitInvalid })
    .int(invoicesStaffWords.correctionUnitInvalid)
    .min(-CORRECTION_MAX_UNIT_CENTS, invoicesStaffWords.correctionUnitInvalid)
    .max(CORRECTION_MAX_UNIT_CENTS, invoicesStaffWords.correctionUnitInvalid),
  /**
   * An excedente line's exact minutes, as issued: its total is priced from them, not from the
   * quantity rounded to two decimals (0,33 h of 20 min).
   */
  minutes: z
    .number({ error: invoicesStaffWords.correctionQuantityInvalid })
    .int(invoicesStaffWords.correctionQuantityInvalid)
    .positive(invoicesStaffWords.correctionQuantityInvalid)
    .max(600_000, invoicesStaffWords.correctionQuantityInvalid)
    .optional(),
});

export type CorrectionLine = z.output<typeof correctionLine>;

/**
 * POST /admin/invoices/:id/correct {reason, lines?}: the invoice is cancelled and a new one
 * issued in its place, with these lines, or without them recomputed from the account as it is now.
 */
export const correctInvoiceBody = z.object({
  reason: z
    .string({ error: invoicesStaffWords.correctionReasonInvalid })
    .trim()
    .min(1, invoicesStaffWords.correctionReasonInvalid)
    .max(500, invoicesStaffWords.correctionReasonInvalid),
  lines: z
    .array(correctionLine, { error: invoicesStaffWords.correctionLinesInvalid })
    .min(1, invoicesStaffWords.correctionLinesInvalid)
    .max(CORRECTION_MAX_LINES, invoicesStaffWords.correctionLinesInvalid)
    .optional(),
});

export type CorrectInvoiceBody = z.output<typeof correctInvoiceBody>;

/** PATCH /admin/invoices/:id: the number of the NFS-e issued elsewhere (empty clears it). */
export const nfseBody = z.object({
  nfse_number: z
    .string({ error: invoicesStaffWords.nfseInvalid })
    .trim()
    .regex(/^[\w./-]{0,30}$/, invoicesStaffWords.nfseInvalid),
});

export const invoiceAnswer = z.object({ message: z.string(), invoice: adminInvoiceItem });

/**
 * GET /invoices/:id/receipt (docs/product.md#receipt): the quitação of what an invoice received
 * (Código Civil art. 319) — who paid, what, when and how, and who received it. `partial` while the
 * invoice is still open with a balance: a receipt of what was received so far.
 */
export const invoiceReceipt = z.object({
  number: z.string(),
  month: z.string(),
  /** The invoice's total: the sum of its lines. */
  total_cents: z.number(),
  /** What its payments sum to. */
  received_cents: z.number(),
  partial: z.boolean(),
  /** The account that paid: a company's razão social and CNPJ, a person's name and CPF (formatted; null when unknown). */
  payer: z.object({ name: z.string(), document: z.string().nullable() }),
  supplier,
  payments: z.array(z.object({ paid_on: z.string(), method: z.enum(paymentMethods), amount_cents: z.number() })),
});

export type InvoiceReceipt = z.output<typeof invoiceReceipt>;
