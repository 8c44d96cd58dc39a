import type { AuditEntry } from '@arena/shared/audit-log/schemas';
import { auditLogStaffWords } from '@arena/shared/audit-log/staff-words';

import { actionLabel, changedFields, fieldLabel, formatValue } from './audit-labels';
import { formatInstant } from '../../shell/components/inbox-format';
import { EmailAddress } from '../../../../components/email-address';

function Value({ text }: { text: string }) {
  return <td className={/\S{20,}/.test(text) ? 'inbox-diff-long' : undefined}>{text}</td>;
}

/** One staff action: who, what, on what, when, and a before → after table of its fields (docs/product.md#back-office). */
export function AuditEntryCard({ entry, zone }: { entry: AuditEntry; zone: string }) {
  const fields = changedFields(entry.before, entry.after);
  const target = entry.target_label ?? entry.target;
  // A cancellation records who cancelled by id: staff's own, so the actor names them.
  const shown = (field: string, value: unknown) =>
    field === 'cancelled_by' && entry.actor && value === entry.actor.id
      ? entry.actor.name
      : formatValue(field, value, zone);
  return (
    <li className="card inbox-audit">
      <h2 className="inbox-audit-what">
        {actionLabel(entry.action)}
        <span className="inbox-audit-target">{target}</span>
      </h2>
      <p className="inbox-meta">
        {auditLogStaffWords.inboxAuditBy}{' '}
        {entry.actor ? (
          <>
            <strong>{entry.actor.name}</strong> (<EmailAddress email={entry.actor.email} />)
          </>
        ) : (
          <em>{entry.system ? auditLogStaffWords.inboxAuditSystem : auditLogStaffWords.inboxAuditActorGone}</em>
        )}
        {' · '}
        <time dateTime={entry.created_at}>{formatInstant(entry.created_at, zone)}</time>
      </p>
      {fields.length === 0 ? (
        <p className="empty">{auditLogStaffWords.inboxAuditNoChanges}</p>
      ) : (
        <table className="inbox-diff">
          <caption className="visually-hidden">{auditLogStaffWords.inboxAuditChanges(target)}</caption>
          <thead>
            <tr>
              <th scope="col">{auditLogStaffWords.inboxAuditField}</th>
              <th scope="col">{auditLogStaffWords.inboxAuditBefore}</th>
              <th scope="col">{auditLogStaffWords.inboxAuditAfter}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f}>
                <th scope="row">{fieldLabel(f)}</th>
                <Value text={shown(f, entry.before?.[f])} />
                <Value text={shown(f, entry.after?.[f])} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
