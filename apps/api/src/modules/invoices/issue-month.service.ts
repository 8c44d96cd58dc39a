import { monthLabel } from '@arena/shared/rules/hours';
import type { IssuePreview } from '@arena/shared/invoices/month-schemas';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { thisMonth } from '../plans/hours.service.ts';
import { accountForBilling, accountsToBill } from './monthly-cycle.repository.ts';
import { billToOf, invoiceLines, totalOf } from './invoice-lines.ts';
import { issueMonth, monthEnd } from './invoices.service.ts';

/**
 * Staff's `Emitir faturas do mês` (docs/product.md#invoices): the current São Paulo month; an
 * earlier one only after its preview and a confirmation (`confirm: true`, else 409) — a month
 * missed by the job, caught up; never a later one (400): it would bill a month's plan before it
 * began.
 */

type IssueDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

function refuseFuture(deps: Pick<Deps, 'clock' | 'config'>, month: string): string {
  const current = thisMonth(deps);
  if (month > current) throw AppError.with(400, 'invoiceMonthFuture', monthLabel(month));
  return current;
}

export async function issueMonthByStaff(deps: IssueDeps, month: string, confirm: boolean | undefined, actorId: number) {
  const current = refuseFuture(deps, month);
  if (month < current && confirm !== true) throw AppError.with(409, 'invoiceMonthPast', monthLabel(month));
  return issueMonth(deps, month, actorId);
}

/** What issuing `month` would bill now, account by account, writing nothing. */
export async function previewMonth(deps: Pick<Deps, 'db' | 'clock' | 'config'>, month: string): Promise<IssuePreview> {
  refuseFuture(deps, month);
  const accounts: IssuePreview['accounts'] = [];
  for (const { id } of await accountsToBill(deps.db, month, monthEnd(deps, month))) {
    const account = await accountForBilling(deps.db, id);
    if (!account) continue;
    const total = totalOf((await invoiceLines(deps.db, account, month)).lines);
    if (total > 0) accounts.push({ account_id: id, bill_to_name: billToOf(account).bill_to_name, total_cents: total });
  }
  return { month, accounts, count: accounts.length, total_cents: accounts.reduce((s, a) => s + a.total_cents, 0) };
}
