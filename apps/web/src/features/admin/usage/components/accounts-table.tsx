import type { AccountUsage } from '@arena/shared/plans/schemas';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { formatHours } from '@arena/shared/rules/hours';

/** Each account's hours in the month (docs/product.md#plans): included, used, excedente. */
export function AccountsTable({ accounts }: { accounts: AccountUsage[] }) {
  if (accounts.length === 0) return <p className="empty">{plansStaffWords.usageAccountsEmpty}</p>;
  return (
    // A table wider than a phone scrolls sideways; the region can take focus, so a keyboard scrolls it.
    <div className="usage-table-wrap" tabIndex={0} role="region" aria-label={plansStaffWords.usageAccounts}>
      <table className="usage-table usage-accounts">
        <caption className="visually-hidden">{plansStaffWords.usageAccounts}</caption>
        <thead>
          <tr>
            <th scope="col">{plansStaffWords.usageColAccount}</th>
            <th scope="col">{plansStaffWords.usageColPlan}</th>
            <th scope="col">{plansStaffWords.usageColIncluded}</th>
            <th scope="col">{plansStaffWords.usageColUsed}</th>
            <th scope="col">{plansStaffWords.usageColOverage}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.account_id} data-over={a.overage_minutes > 0 || undefined}>
              <th scope="row">
                <span className="usage-name">{a.name}</span>
                {a.company ? <span className="usage-company">{a.company}</span> : null}
              </th>
              {/* data-label: a phone lays each account out as a card, each figure under its name. */}
              <td data-label={plansStaffWords.usageColPlan}>{a.plan ?? plansStaffWords.usageColNoPlan}</td>
              <td data-label={plansStaffWords.usageColIncluded}>
                {plansStaffWords.usageHoursCell(formatHours(a.included_minutes))}
              </td>
              <td data-label={plansStaffWords.usageColUsed}>
                {plansStaffWords.usageHoursCell(formatHours(a.used_minutes))}
              </td>
              <td data-label={plansStaffWords.usageColOverage}>
                {a.overage_minutes > 0 ? plansStaffWords.usageHoursCell(formatHours(a.overage_minutes)) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
