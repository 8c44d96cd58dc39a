import { formatDay } from '@arena/shared/rules/dates';
import { adminMessages } from '@arena/shared/admin-messages';
import { formatInstant } from '../../shell/components/inbox-format';

/** An action's pt-BR words, from the one list the server writes by (shared audit-log/actions). */
export { auditActionLabel as actionLabel } from '@arena/shared/audit-log/actions';

const fieldLabels: Record<string, string> = {
  status: adminMessages.inboxFieldStatus,
  level: adminMessages.inboxFieldLevel,
  plan: adminMessages.inboxFieldPlan,
  qtd_team: adminMessages.inboxFieldSeats,
  reason: adminMessages.inboxFieldReason,
  name: adminMessages.inboxFieldName,
  capacity: adminMessages.inboxFieldCapacity,
  active: adminMessages.inboxFieldActive,
  img: adminMessages.inboxFieldPicture,
  content_type: adminMessages.inboxFieldContentType,
  bytes: adminMessages.inboxFieldBytes,
  date: adminMessages.inboxFieldDate,
  cancelled_at: adminMessages.inboxFieldCancelledAt,
  cancelled_by: adminMessages.inboxFieldCancelledBy,
  year: adminMessages.inboxFieldYear,
  added: adminMessages.inboxFieldAdded,
  attempts: adminMessages.inboxOutboxAttempts,
  error: adminMessages.inboxOutboxError,
  monthly_hours: adminMessages.plansHours,
  overage: adminMessages.plansOverage,
};

export function fieldLabel(field: string): string {
  return fieldLabels[field] ?? field;
}

const requestStatusLabels: Record<string, string> = {
  open: adminMessages.inboxRequestOpen,
  done: adminMessages.inboxRequestDone,
  // An e-mail's states (outbox.resend)
  queued: adminMessages.inboxOutboxQueued,
  sent: adminMessages.inboxOutboxSent,
  failed: adminMessages.inboxOutboxFailed,
};
const levelLabels: Record<string, string> = {
  '1': adminMessages.membersLevelTeam,
  '2': adminMessages.membersLevelManager,
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}:\d{2})(?::\d{2})?)?$/;

/** A recorded value as staff read it: dates in pt-BR, yes/no, known codes by name, `—` for none. */
export function formatValue(field: string, value: unknown, zone: string): string {
  if (value === null || value === undefined || value === '') return adminMessages.inboxAuditEmptyValue;
  if (typeof value === 'boolean') return value ? adminMessages.inboxAuditYes : adminMessages.inboxAuditNo;
  if (field === 'active' && (value === 0 || value === 1))
    return value ? adminMessages.inboxAuditYes : adminMessages.inboxAuditNo;
  if (field === 'level' && levelLabels[String(value)]) return levelLabels[String(value)] ?? '';
  if (field === 'status' && requestStatusLabels[String(value)]) return requestStatusLabels[String(value)] ?? '';
  if (Array.isArray(value)) return value.map((v) => formatValue(field, v, zone)).join('\n');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => formatValue(k, v, zone))
      .join(' · ');
  }
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return formatInstant(value, zone);
    const local = LOCAL.exec(value);
    if (local) return `${formatDay(value)}${local[4] ? ` ${local[4]}` : ''}`;
    return value;
  }
  return String(value);
}

/** The fields an entry touched, in the order they were written, from both sides. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
}
