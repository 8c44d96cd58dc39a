import { formatDocument, stripDocument } from '@arena/shared/rules/documents';
import type { InvoiceReceipt, Supplier } from '@arena/shared/invoices/schemas';

import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { findInvoice } from './invoices.repository.ts';
import { paymentsOf } from './payments.repository.ts';

/** The space as the supplier of what invoices bill (CDC art. 42-A): COMPANY_NAME, COMPANY_DOCUMENT, COMPANY_ADDRESS. */
export function supplierOf(config: Pick<Config, 'COMPANY_NAME' | 'COMPANY_DOCUMENT' | 'COMPANY_ADDRESS'>): Supplier {
  return {
    name: config.COMPANY_NAME,
    document: config.COMPANY_DOCUMENT ? formatDocument(config.COMPANY_DOCUMENT) : '',
    address: config.COMPANY_ADDRESS,
  };
}

/**
 * The receipt of an invoice's payments (docs/product.md#receipt; Código Civil art. 319): only the
 * account holder's, as the invoice is (another account's or a team member's answers 404), and only
 * once something was received (409 otherwise). Partial while the invoice is open with a balance.
 */
export async function myReceipt(
  deps: Pick<Deps, 'db' | 'config'>,
  caller: Pick<AuthUser, 'id' | 'manager_id'>,
  id: number,
): Promise<InvoiceReceipt> {
  const row = await findInvoice(deps.db, id);
  if (!row || caller.manager_id !== null || row.account_id !== caller.id) throw new AppError(404, 'invoiceNotFound');
  const payments = await paymentsOf(deps.db, id);
  if (payments.length === 0) throw new AppError(409, 'receiptNoPayment');
  const received = payments.reduce((sum, p) => sum + p.amount_cents, 0);
  return {
    number: row.number,
    month: row.month,
    total_cents: row.total_cents,
    received_cents: received,
    partial: row.status !== 'paga' && received < row.total_cents,
    // Who paid is who the invoice billed, as at issue (its bill-to: docs/product.md#invoices).
    payer: {
      name: row.bill_to_name,
      document: row.bill_to_document ? formatDocument(stripDocument(row.bill_to_document)) : null,
    },
    supplier: supplierOf(deps.config),
    payments: payments.map((p) => ({ paid_on: p.paid_on, method: p.method, amount_cents: p.amount_cents })),
  };
}
