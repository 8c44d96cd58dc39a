import { messages } from '@arena/shared/messages';
import type { InvoiceItem } from '@arena/shared/schemas/invoices';

/** `2026-11-28` → `28/11/2026`. */

/** What an invoice's state is called on screen (docs/product.md#invoices). */
export function statusWord(invoice: Pick<InvoiceItem, 'status' | 'overdue' | 'paid_notice' | 'replaced_by'>): string {
  if (invoice.replaced_by) return messages.invoiceStatusSubstituida;
  if (invoice.status === 'paga') return messages.invoiceStatusPaga;
  if (invoice.status === 'cancelada') return messages.invoiceStatusCancelada;
  // Overdue first: `Já paguei` does not hide that the invoice is past due (docs/product.md#invoices).
  if (invoice.overdue && invoice.paid_notice) return `${messages.invoiceStatusVencida} · ${messages.invoicePaidNotice}`;
  if (invoice.overdue) return messages.invoiceStatusVencida;
  return invoice.paid_notice ? messages.invoicePaidNotice : messages.invoiceStatusAberta;
}
