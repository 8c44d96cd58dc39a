import type { InvoiceDetail, InvoiceItem, InvoiceLine } from '@arena/shared/invoices/schemas';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import { memberNfseOf } from '../nfse/nfse.service.ts';
import type { AuthUser } from '../../types.ts';
import { findInvoice, invoicesOfAccount } from './invoices.repository.ts';
import { paymentFacts } from './pix.service.ts';
import { chargeOfInvoice } from './pix/charges.repository.ts';
import { supplierOf } from './receipt.service.ts';

/** A manager's own invoices (docs/product.md#invoices), as the list and the invoice's page show them. */

/** `aberta` past its due day in São Paulo: _vencida_. */
function isOverdue(row: { status: string; due_date: string }, today: string): boolean {
  return row.status === 'aberta' && row.due_date < today;
}

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** What an item is made of: the invoice's own columns and its links, without its lines. */
type ItemRow = Omit<InvoiceRow, 'lines' | 'bill_to_address'>;

export function toInvoiceItem(row: ItemRow, today: string): InvoiceItem {
  return {
    id: row.id,
    number: row.number,
    month: row.month,
    total_cents: row.total_cents,
    due_date: row.due_date,
    status: row.status,
    overdue: isOverdue(row, today),
    paid_notice: row.paid_notice_at !== null && row.status === 'aberta',
    replaces: row.replaces,
    replaced_by: row.replaced_by,
    received_cents: row.received_cents,
    balance_cents: row.status === 'aberta' ? row.total_cents - row.received_cents : 0,
  };
}

/**
 * Only a manager sees money (docs/product.md#money): a team member's account holds no invoices
 * for them — an empty list, and any invoice is not found — so nothing tells them what the
 * account owes.
 */
function accountOf(caller: AuthUser): number | null {
  return caller.manager_id === null ? caller.id : null;
}

export async function myInvoices(deps: Pick<Deps, 'db' | 'clock' | 'config'>, caller: AuthUser) {
  const account = accountOf(caller);
  if (account === null) return [];
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  return (await invoicesOfAccount(deps.db, account)).map((r) => toInvoiceItem(r, today));
}

/** One of the caller's invoices; another account's answers 404, as one that does not exist. */
export async function myInvoice(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  caller: AuthUser,
  id: number,
): Promise<InvoiceDetail> {
  const row = await findInvoice(deps.db, id);
  if (!row || accountOf(caller) === null || row.account_id !== accountOf(caller))
    throw new AppError(404, 'invoiceNotFound');
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const charge = await chargeOfInvoice(deps.db, row.id);
  const { pix_code, pix_qr, payment_instructions } = await paymentFacts(deps.config, row, charge);
  return {
    ...toInvoiceItem(row, today),
    issued_at: row.issued_at,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    supplier: supplierOf(deps.config),
    pix_code,
    pix_qr,
    pix_charge: charge && row.status === 'aberta' ? charge.state : null,
    payment_instructions,
    paid_on: row.paid_on,
    bill_to_name: row.bill_to_name,
    bill_to_document: row.bill_to_document,
    bill_to_address: row.bill_to_address,
    nfse: await memberNfseOf(deps.db, deps.config.NFSE_ENVIRONMENT, row.id),
  };
}
