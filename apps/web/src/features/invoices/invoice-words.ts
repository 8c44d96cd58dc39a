import type { InvoiceItem } from '@arena/shared/invoices/schemas';
import { invoicesWords } from '@arena/shared/invoices/words';

/** `2026-11-28` → `28/11/2026`. */

/** What an invoice's state is called on screen (docs/product.md#invoices). */
export function statusWord(invoice: Pick<InvoiceItem, 'status' | 'overdue' | 'paid_notice' | 'replaced_by'>): string {
  if (invoice.replaced_by) return invoicesWords.invoiceStatusSubstituida;
  if (invoice.status === 'paga') return invoicesWords.invoiceStatusPaga;
  if (invoice.status === 'cancelada') return invoicesWords.invoiceStatusCancelada;
  // Overdue first: `Já paguei` does not hide that the invoice is past due (docs/product.md#invoices).
  if (invoice.overdue && invoice.paid_notice)
    return `${invoicesWords.invoiceStatusVencida} · ${invoicesWords.invoicePaidNotice}`;
  if (invoice.overdue) return invoicesWords.invoiceStatusVencida;
  return invoice.paid_notice ? invoicesWords.invoicePaidNotice : invoicesWords.invoiceStatusAberta;
}
