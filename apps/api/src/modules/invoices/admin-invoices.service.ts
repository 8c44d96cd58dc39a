import type { AdminInvoiceItem, InvoiceLine, InvoiceStatus } from '@arena/shared/schemas/invoices';
import type { Deps } from '../../deps.ts';
import { localDate } from '../../lib/time.ts';
import { invoicesOfMonth } from './invoices.repository.ts';
import { toInvoiceItem } from './my-invoices.service.ts';

/**
 * Staff's Financeiro (docs/product.md#financeiro): a month's invoices by status and its totals —
 * issued (every invoice not cancelled), received (paid), open, and overdue (open past due).
 */
export async function staffInvoices(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  month: string,
  status?: InvoiceStatus,
) {
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const all = await invoicesOfMonth(deps.db, month);
  const invoices: AdminInvoiceItem[] = all.map((r) => ({
    ...toInvoiceItem(r, today),
    account_id: r.account_id,
    manager: `${r.name} ${r.lastname}`.trim(),
    email: r.email,
    company: r.company,
    paid_on: r.paid_on,
    paid_method: r.paid_method,
    paid_by: r.paid_fitid ? `Extrato (${r.paid_fitid})` : r.paid_by_name,
    cancel_reason: r.cancel_reason,
    nfse_number: r.nfse_number,
    lines: JSON.parse(r.lines) as InvoiceLine[],
    // Who was billed, as at issue: kept however the account changes or is anonymised.
    bill_to_name: r.bill_to_name,
    bill_to_document: r.bill_to_document,
    bill_to_address: r.bill_to_address,
  }));
  const sum = (list: AdminInvoiceItem[]) => list.reduce((s, i) => s + i.total_cents, 0);
  const live = invoices.filter((i) => i.status !== 'cancelada');
  return {
    totals: {
      month,
      issued_cents: sum(live),
      received_cents: sum(live.filter((i) => i.status === 'paga')),
      open_cents: sum(live.filter((i) => i.status === 'aberta')),
      overdue_cents: sum(live.filter((i) => i.overdue)),
      count: live.length,
    },
    invoices: status ? invoices.filter((i) => i.status === status) : invoices,
  };
}
