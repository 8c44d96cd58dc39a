import { z } from 'zod';
import { pageQuery } from '../contract/paging.ts';
import { MONTH_PATTERN } from '../rules/hours.ts';
import { adminInvoiceItem, invoiceStatuses } from './schemas.ts';
import { invoicesStaffWords } from './staff-words.ts';

/**
 * A month of invoices for staff's Financeiro (docs/product.md#financeiro): issuing it, and its
 * list — a page at a time, newest first, with the month's totals summed by the database.
 */

const month = z
  .string({ error: invoicesStaffWords.invoiceMonthInvalid })
  .regex(MONTH_PATTERN, invoicesStaffWords.invoiceMonthInvalid);

/**
 * POST /admin/invoices/issue {month, confirm?} (docs/product.md#invoices): the current month; an
 * earlier one only with `confirm: true`, after its preview; never a later one.
 */
export const issueBody = z.object({
  month,
  confirm: z.boolean({ error: invoicesStaffWords.invoiceIssueConfirmInvalid }).optional(),
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

/** The month's list holds at most this many invoices a page (issue 34: 2,000 in one answer was 1.9 MB). */
export const INVOICES_PAGE = 50;

/**
 * GET /admin/invoices?month=YYYY-MM&status=&before=&limit=: a page of the month's invoices,
 * newest first (pageQuery: `before` is the id of the last one shown).
 */
export const adminInvoicesQuery = pageQuery(INVOICES_PAGE).extend({
  month: month.optional(),
  status: z.enum(invoiceStatuses, { error: invoicesStaffWords.invoiceStatusInvalid }).optional(),
});

/**
 * An invoice in the month's list: what its row shows. What paid it (payments, Pix), its lines and
 * its NFS-e come when staff open it (GET /admin/invoices/:id, adminInvoiceItem).
 */
export const adminInvoiceRow = adminInvoiceItem.omit({
  paid_by: true,
  nfse: true,
  lines: true,
  bill_to_address: true,
  payments: true,
  pix_charge: true,
  pix_received: true,
});

export type AdminInvoiceRow = z.output<typeof adminInvoiceRow>;

/**
 * The month's totals for Financeiro, centavos, over the whole month whatever the page or the
 * status asked: issued, received, open and overdue sum the invoices not cancelled (`count` of
 * them); `by_status` counts each status.
 */
export const invoiceTotals = z.object({
  month: z.string(),
  issued_cents: z.number(),
  received_cents: z.number(),
  open_cents: z.number(),
  overdue_cents: z.number(),
  count: z.number(),
  by_status: z.object({ aberta: z.number(), paga: z.number(), cancelada: z.number() }),
});

export type InvoiceTotals = z.output<typeof invoiceTotals>;

export const adminInvoicesAnswer = z.object({ totals: invoiceTotals, invoices: z.array(adminInvoiceRow) });
