import type { AdminInvoiceItem, InvoiceLine, InvoiceStatus } from '@arena/shared/invoices/schemas';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import { staffNfseOf } from '../nfse/nfse.service.ts';
import { invoicesOfMonth, type StaffInvoiceRow, staffInvoiceRow } from './invoices.repository.ts';
import { toInvoiceItem } from './my-invoices.service.ts';
import { type PaymentRow, paymentsOf, paymentsOfMany } from './payments.repository.ts';
import { pixOfMany } from './pix/charges.repository.ts';

/**
 * Staff's Financeiro (docs/product.md#financeiro): a month's invoices by status and its totals —
 * issued (every invoice not cancelled), received (what their payments sum to), open (their
 * balances), and overdue (the balance of those open past due).
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

type Pix = Awaited<ReturnType<typeof pixOfMany>>;
type Nfse = Awaited<ReturnType<typeof staffNfseOf>>;

function toAdminItem(
  r: StaffInvoiceRow,
  today: string,
  payments: PaymentRow[],
  pix: Pix,
  nfse: Nfse,
): AdminInvoiceItem {
  const last = payments.at(-1);
  return {
    ...toInvoiceItem(r, today),
    account_id: r.account_id,
    issued_at: r.issued_at,
    manager: `${r.name} ${r.lastname}`.trim(),
    email: r.email,
    company: r.company,
    paid_on: r.paid_on,
    paid_method: r.paid_method,
    paid_by: !last ? null : last.line_fitid ? `Extrato (${last.line_fitid})` : last.recorded_by_name,
    cancel_reason: r.cancel_reason,
    nfse_number: r.nfse_number,
    nfse: nfse.get(r.id) ?? null,
    lines: JSON.parse(r.lines) as InvoiceLine[],
    // Who was billed, as at issue: kept however the account changes or is anonymised.
    bill_to_name: r.bill_to_name,
    bill_to_document: r.bill_to_document,
    bill_to_address: r.bill_to_address,
    payments: payments.map(toPayment),
    pix_charge: pix.charges.get(r.id) ?? null,
    pix_received: pix.received.get(r.id) ?? [],
  };
}

export async function staffInvoices(deps: StaffDeps, month: string, status?: InvoiceStatus) {
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const all = await invoicesOfMonth(deps.db, month);
  const payments = await paymentsOfMany(
    deps.db,
    all.filter((r) => r.received_cents > 0).map((r) => r.id),
  );
  const pix = await pixOfMany(
    deps.db,
    all.map((r) => r.id),
  );
  const nfse = await staffNfseOf(
    deps.db,
    deps.config.NFSE_ENVIRONMENT,
    all.map((r) => r.id),
  );
  const invoices = all.map((r) => toAdminItem(r, today, payments.get(r.id) ?? [], pix, nfse));
  const live = invoices.filter((i) => i.status !== 'cancelada');
  const sum = (list: AdminInvoiceItem[], of: (i: AdminInvoiceItem) => number) => list.reduce((s, i) => s + of(i), 0);
  return {
    totals: {
      month,
      issued_cents: sum(live, (i) => i.total_cents),
      received_cents: sum(live, (i) => i.received_cents),
      open_cents: sum(live, (i) => i.balance_cents),
      overdue_cents: sum(
        live.filter((i) => i.overdue),
        (i) => i.balance_cents,
      ),
      count: live.length,
    },
    invoices: status ? invoices.filter((i) => i.status === status) : invoices,
  };
}

/** One invoice as staff's list shows it, fetched by id (review M9: no month reloaded). */
export async function staffItem(deps: StaffDeps, id: number): Promise<AdminInvoiceItem> {
  const row = await staffInvoiceRow(deps.db, id);
  if (!row) throw new AppError(404, 'invoiceNotFound');
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const payments = row.received_cents > 0 ? await paymentsOf(deps.db, id) : [];
  const nfse = await staffNfseOf(deps.db, deps.config.NFSE_ENVIRONMENT, [id]);
  return toAdminItem(row, today, payments, await pixOfMany(deps.db, [id]), nfse);
}
