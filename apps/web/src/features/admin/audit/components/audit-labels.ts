import { formatDay } from '@arena/shared/rules/dates';
import { auditLogStaffWords } from '@arena/shared/audit-log/staff-words';
import { mailStaffWords } from '@arena/shared/mail/staff-words';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { formatInstant } from '../../shell/components/inbox-format';

/** An action's pt-BR words, from the one list the server writes by (shared audit-log/actions). */
export { auditActionLabel as actionLabel } from '@arena/shared/audit-log/actions';

const fieldLabels: Record<string, string> = {
  status: auditLogStaffWords.inboxFieldStatus,
  level: auditLogStaffWords.inboxFieldLevel,
  plan: auditLogStaffWords.inboxFieldPlan,
  qtd_team: auditLogStaffWords.inboxFieldSeats,
  reason: auditLogStaffWords.inboxFieldReason,
  name: auditLogStaffWords.inboxFieldName,
  capacity: auditLogStaffWords.inboxFieldCapacity,
  active: auditLogStaffWords.inboxFieldActive,
  img: auditLogStaffWords.inboxFieldPicture,
  content_type: auditLogStaffWords.inboxFieldContentType,
  bytes: auditLogStaffWords.inboxFieldBytes,
  date: auditLogStaffWords.inboxFieldDate,
  cancelled_at: auditLogStaffWords.inboxFieldCancelledAt,
  cancelled_by: auditLogStaffWords.inboxFieldCancelledBy,
  year: auditLogStaffWords.inboxFieldYear,
  added: auditLogStaffWords.inboxFieldAdded,
  attempts: mailStaffWords.inboxOutboxAttempts,
  error: mailStaffWords.inboxOutboxError,
  monthly_hours: plansStaffWords.plansHours,
  overage: plansStaffWords.plansOverage,
};

export function fieldLabel(field: string): string {
  return fieldLabels[field] ?? field;
}

const requestStatusLabels: Record<string, string> = {
  open: requestsStaffWords.inboxRequestOpen,
  done: requestsStaffWords.inboxRequestDone,
  // An e-mail's states (outbox.resend)
  queued: mailStaffWords.inboxOutboxQueued,
  sent: mailStaffWords.inboxOutboxSent,
  failed: mailStaffWords.inboxOutboxFailed,
};
const levelLabels: Record<string, string> = {
  '1': usersStaffWords.membersLevelTeam,
  '2': usersStaffWords.membersLevelManager,
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}:\d{2})(?::\d{2})?)?$/;

/** A recorded value as staff read it: dates in pt-BR, yes/no, known codes by name, `—` for none. */
export function formatValue(field: string, value: unknown, zone: string): string {
  if (value === null || value === undefined || value === '') return auditLogStaffWords.inboxAuditEmptyValue;
  if (typeof value === 'boolean') return value ? auditLogStaffWords.inboxAuditYes : auditLogStaffWords.inboxAuditNo;
  if (field === 'active' && (value === 0 || value === 1))
    return value ? auditLogStaffWords.inboxAuditYes : auditLogStaffWords.inboxAuditNo;
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
