import type { AdminInvoiceItem, InvoiceLine } from '@arena/shared/invoices/schemas';
import type { AdminInvoiceRow, InvoiceTotals } from '@arena/shared/invoices/month-schemas';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import { staffNfseOf } from '../nfse/nfse.service.ts';
import { toInvoiceItem } from './my-invoices.service.ts';
import { type PaymentRow, paymentsOf } from './payments.repository.ts';
import { pixOfMany } from './pix/charges.repository.ts';
import {
  invoicesOfMonth,
  type MonthPage,
  monthPage,
  monthTotalsByStatus,
  type StaffInvoiceRow,
  type StaffRow,
  staffInvoiceRow,
} from './staff-invoices.repository.ts';

/**
 * Staff's Financeiro (docs/product.md#financeiro): a month's invoices a page at a time, newest
 * first, and the month's totals — issued (every invoice not cancelled), received (what their
 * payments sum to), open (their balances), and overdue (the balance of those open past due) —
 * summed by the database; an invoice's lines, payments, Pix and NFS-e when staff open it.
 * (issue 34: the month of 2,000 invoices sent whole, each with all of that, missed 200 ms.)
 */

type StaffDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

function toPayment(p: PaymentRow): AdminInvoiceItem['payments'][number] {
  return {
    id: p.id,
    amount_cents: p.amount_cents,
    paid_on: p.paid_on,
    method: p.method,
    note: p.note,
    line:
      p.statement_line_id === null
        ? null
        : {
            id: p.statement_line_id,
            date: p.line_posted_on ?? p.paid_on,
            name: p.line_name ?? '',
            fitid: p.line_fitid ?? '',
            memo: p.line_memo ?? '',
          },
    recorded_by: p.recorded_by_name,
    recorded_at: p.recorded_at,
  };
}

function toRow(r: StaffRow, today: string): AdminInvoiceRow {
  return {
    ...toInvoiceItem(r, today),
    account_id: r.account_id,
    issued_at: r.issued_at,
    manager: `${r.name} ${r.lastname}`.trim(),
    email: r.email,
    company: r.company,
    paid_on: r.paid_on,
    paid_method: r.paid_method,
    cancel_reason: r.cancel_reason,
    nfse_number: r.nfse_number,
    // Who was billed, as at issue: kept however the account changes or is anonymised.
    bill_to_name: r.bill_to_name,
    bill_to_document: r.bill_to_document,
  };
}

/** The month's totals from its sums by status (monthTotalsByStatus). */
function toTotals(month: string, sums: Awaited<ReturnType<typeof monthTotalsByStatus>>): InvoiceTotals {
  const of = (status: string) => sums.find((s) => s.status === status);
  const open = of('aberta');
  const paid = of('paga');
  return {
    month,
    issued_cents: (open?.total ?? 0) + (paid?.total ?? 0),
    received_cents: (open?.received ?? 0) + (paid?.received ?? 0),
    // Only an open invoice has a balance (toInvoiceItem); a paid one's is 0.
    open_cents: open?.balance ?? 0,
    overdue_cents: open?.overdue ?? 0,
    count: (open?.n ?? 0) + (paid?.n ?? 0),
    by_status: { aberta: open?.n ?? 0, paga: paid?.n ?? 0, cancelada: of('cancelada')?.n ?? 0 },
  };
}

/** GET /admin/invoices: a page of the month (of one status, when asked) and the whole month's totals. */
export async function staffMonth(deps: StaffDeps, page: MonthPage) {
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const rows = await monthPage(deps.db, page);
  const sums = await monthTotalsByStatus(deps.db, page.month, today);
  return { totals: toTotals(page.month, sums), invoices: rows.map((r) => toRow(r, today)) };
}

/** The whole month for the accountant's CSV, by number, with each invoice's NFS-e. */
export async function staffMonthForCsv(deps: StaffDeps, month: string) {
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const all = await invoicesOfMonth(deps.db, month);
  const nfse = await staffNfseOf(
    deps.db,
    deps.config.NFSE_ENVIRONMENT,
    all.map((r) => r.id),
  );
  return all.map((r) => ({ ...toRow(r, today), bill_to_address: r.bill_to_address, nfse: nfse.get(r.id) ?? null }));
}

export type CsvInvoice = Awaited<ReturnType<typeof staffMonthForCsv>>[number];

function toAdminItem(
  r: StaffInvoiceRow,
  today: string,
  payments: PaymentRow[],
  pix: Awaited<ReturnType<typeof pixOfMany>>,
  nfse: Awaited<ReturnType<typeof staffNfseOf>>,
): AdminInvoiceItem {
  const last = payments.at(-1);
  return {
    ...toRow(r, today),
    paid_by: !last ? null : last.line_fitid ? `Extrato (${last.line_fitid})` : last.recorded_by_name,
    nfse: nfse.get(r.id) ?? null,
    lines: JSON.parse(r.lines) as InvoiceLine[],
    bill_to_address: r.bill_to_address,
    payments: payments.map(toPayment),
    pix_charge: pix.charges.get(r.id) ?? null,
    pix_received: pix.received.get(r.id) ?? [],
  };
}

/** One invoice as staff open it (GET /admin/invoices/:id), and as every action on it answers. */
export async function staffItem(deps: StaffDeps, id: number): Promise<AdminInvoiceItem> {
  const row = await staffInvoiceRow(deps.db, id);
  if (!row) throw new AppError(404, 'invoiceNotFound');
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const payments = row.received_cents > 0 ? await paymentsOf(deps.db, id) : [];
  const nfse = await staffNfseOf(deps.db, deps.config.NFSE_ENVIRONMENT, [id]);
  return toAdminItem(row, today, payments, await pixOfMany(deps.db, [id]), nfse);
}
