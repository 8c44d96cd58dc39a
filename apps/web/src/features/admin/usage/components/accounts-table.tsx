import { adminMessages } from '@arena/shared/admin-messages';
import { formatHours } from '@arena/shared/rules/hours';
import type { AccountUsage } from '@arena/shared/schemas/plans';

/** Each account's hours in the month (docs/product.md#plans): included, used, excedente. */
export function AccountsTable({ accounts }: { accounts: AccountUsage[] }) {
  if (accounts.length === 0) return <p className="empty">{adminMessages.usageAccountsEmpty}</p>;
  return (
    // A table wider than a phone scrolls sideways; the region can take focus, so a keyboard scrolls it.
    <div className="usage-table-wrap" tabIndex={0} role="region" aria-label={adminMessages.usageAccounts}>
      <table className="usage-table usage-accounts">
        <caption className="visually-hidden">{adminMessages.usageAccounts}</caption>
        <thead>
          <tr>
            <th scope="col">{adminMessages.usageColAccount}</th>
            <th scope="col">{adminMessages.usageColPlan}</th>
            <th scope="col">{adminMessages.usageColIncluded}</th>
            <th scope="col">{adminMessages.usageColUsed}</th>
            <th scope="col">{adminMessages.usageColOverage}</th>
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
              <td data-label={adminMessages.usageColPlan}>{a.plan ?? adminMessages.usageColNoPlan}</td>
              <td data-label={adminMessages.usageColIncluded}>
                {adminMessages.usageHoursCell(formatHours(a.included_minutes))}
              </td>
              <td data-label={adminMessages.usageColUsed}>
                {adminMessages.usageHoursCell(formatHours(a.used_minutes))}
              </td>
              <td data-label={adminMessages.usageColOverage}>
                {a.overage_minutes > 0 ? adminMessages.usageHoursCell(formatHours(a.overage_minutes)) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
