import { z } from 'zod';
import { adminMoneyMessages } from '../admin-money-messages.ts';
import { MONTH_PATTERN } from '../rules/hours.ts';
import { supplier } from './supplier.ts';

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
  paid_on: z.string().nullable(),
  ...billTo,
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

/** An invoice in staff's list: with its account and what staff recorded. */
export const adminInvoiceItem = invoiceItem.extend({
  account_id: z.number(),
  manager: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  paid_on: z.string().nullable(),
  paid_method: z.enum(paymentMethods).nullable(),
  paid_by: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  nfse_number: z.string().nullable(),
  /** As issued: what a correction starts from. */
  lines: z.array(invoiceLine),
  ...billTo,
  /** What paid it, oldest first. */
  payments: z.array(invoicePayment),
});
export type AdminInvoiceItem = z.output<typeof adminInvoiceItem>;

const month = z
  .string({ error: adminMoneyMessages.invoiceMonthInvalid })
  .regex(MONTH_PATTERN, adminMoneyMessages.invoiceMonthInvalid);

/** GET /admin/invoices?month=YYYY-MM&status= */
export const adminInvoicesQuery = z.object({
  month: month.optional(),
  status: z.enum(invoiceStatuses, { error: adminMoneyMessages.invoiceStatusInvalid }).optional(),
});

/**
 * POST /admin/invoices/issue {month, confirm?} (docs/product.md#invoices): the current month; an
 * earlier one only with `confirm: true`, after its preview; never a later one.
 */
export const issueBody = z.object({
  month,
  confirm: z.boolean({ error: adminMoneyMessages.invoiceIssueConfirmInvalid }).optional(),
});
export const issueAnswer = z.object({ message: z.string(), issued: z.number(), existing: z.number() });

/** POST /admin/invoices/issue/preview {month}: what issuing it would bill, nothing written. */
export const issuePreviewBody = z.object({ month });
export const issuePreviewAnswer = z.object({
  month: z.string(),
  accounts: z.array(z.object({ account_id: z.number(), bill_to_name: z.string(), total_cents: z.number() })),
  count: z.number(),
  total_cents: z.number(),
});
export type IssuePreview = z.output<typeof issuePreviewAnswer>;

/** The month's totals for Financeiro, centavos. */
export const invoiceTotals = z.object({
  month: z.string(),
  issued_cents: z.number(),
  received_cents: z.number(),
  open_cents: z.number(),
  overdue_cents: z.number(),
  count: z.number(),
});
export const adminInvoicesAnswer = z.object({ totals: invoiceTotals, invoices: z.array(adminInvoiceItem) });

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** POST /admin/invoices/:id/payment */
export const paymentBody = z.object({
  paid_on: z
    .string({ error: adminMoneyMessages.paymentDateInvalid })
    .regex(isoDate, adminMoneyMessages.paymentDateInvalid),
  method: z.enum(paymentMethods, { error: adminMoneyMessages.paymentMethodInvalid }),
  note: z
    .string({ error: adminMoneyMessages.paymentNoteInvalid })
    .trim()
    .max(500, adminMoneyMessages.paymentNoteInvalid)
    .optional(),
  /** Centavos received; the invoice's balance when absent. */
  amount_cents: z
    .number({ error: adminMoneyMessages.paymentAmountInvalid })
    .int(adminMoneyMessages.paymentAmountInvalid)
    .positive(adminMoneyMessages.paymentAmountInvalid)
    .max(100_000_000_00, adminMoneyMessages.paymentAmountInvalid)
    .optional(),
});
export type PaymentBody = z.output<typeof paymentBody>;

/** POST /admin/invoices/:id/cancel */
export const cancelInvoiceBody = z.object({
  reason: z
    .string({ error: adminMoneyMessages.invoiceCancelReasonInvalid })
    .trim()
    .min(1, adminMoneyMessages.invoiceCancelReasonInvalid)
    .max(500, adminMoneyMessages.invoiceCancelReasonInvalid),
});

/** Limits of a correcting invoice's lines (docs/product.md#corrections). */
export const CORRECTION_MAX_LINES = 30;
export const CORRECTION_MAX_UNIT_CENTS = 100_000_000;

/** A line staff write on a correcting invoice: its total is computed by the server. */
export const correctionLine = z.object({
  description: z
    .string({ error: adminMoneyMessages.correctionLineInvalid })
    .trim()
    .min(1, adminMoneyMessages.correctionLineInvalid)
    .max(200, adminMoneyMessages.correctionLineInvalid),
  /** Up to two decimals (1,5 h); more than zero. */
  quantity: z
    .number({ error: adminMoneyMessages.correctionQuantityInvalid })
    .positive(adminMoneyMessages.correctionQuantityInvalid)
    .max(10_000, adminMoneyMessages.correctionQuantityInvalid)
    .refine((q) => Number.isInteger(Math.round(q * 100)) && Math.abs(q * 100 - Math.round(q * 100)) < 1e-6, {
      message: adminMoneyMessages.correctionQuantityInvalid,
    }),
  /** Centavos; negative for a discount. */
  unit_cents: z
    .number({ error: adminMoneyMessages.correctionUnitInvalid })
    .int(adminMoneyMessages.correctionUnitInvalid)
    .min(-CORRECTION_MAX_UNIT_CENTS, adminMoneyMessages.correctionUnitInvalid)
    .max(CORRECTION_MAX_UNIT_CENTS, adminMoneyMessages.correctionUnitInvalid),
  /**
   * An excedente line's exact minutes, as issued: its total is priced from them, not from the
   * quantity rounded to two decimals (0,33 h of 20 min).
   */
  minutes: z
    .number({ error: adminMoneyMessages.correctionQuantityInvalid })
    .int(adminMoneyMessages.correctionQuantityInvalid)
    .positive(adminMoneyMessages.correctionQuantityInvalid)
    .max(600_000, adminMoneyMessages.correctionQuantityInvalid)
    .optional(),
});
export type CorrectionLine = z.output<typeof correctionLine>;

/**
 * POST /admin/invoices/:id/correct {reason, lines?}: the invoice is cancelled and a new one
 * issued in its place, with these lines, or without them recomputed from the account as it is now.
 */
export const correctInvoiceBody = z.object({
  reason: z
    .string({ error: adminMoneyMessages.correctionReasonInvalid })
    .trim()
    .min(1, adminMoneyMessages.correctionReasonInvalid)
    .max(500, adminMoneyMessages.correctionReasonInvalid),
  lines: z
    .array(correctionLine, { error: adminMoneyMessages.correctionLinesInvalid })
    .min(1, adminMoneyMessages.correctionLinesInvalid)
    .max(CORRECTION_MAX_LINES, adminMoneyMessages.correctionLinesInvalid)
    .optional(),
});
export type CorrectInvoiceBody = z.output<typeof correctInvoiceBody>;

/** PATCH /admin/invoices/:id: the number of the NFS-e issued elsewhere (empty clears it). */
export const nfseBody = z.object({
  nfse_number: z
    .string({ error: adminMoneyMessages.nfseInvalid })
    .trim()
    .regex(/^[\w./-]{0,30}$/, adminMoneyMessages.nfseInvalid),
});

export const invoiceAnswer = z.object({ message: z.string(), invoice: adminInvoiceItem });

// Bank statements' lines, their import and staff's waiting credits: statements.ts.
export * from './statements.ts';
