import { formatDay } from '@arena/shared/rules/dates';
import { adminMessages } from '@arena/shared/contract/all-words';
import { usersWords as rolesMessages } from '@arena/shared/users/words';
import { formatCents } from '@arena/shared/rules/money';
import { formatInstant } from '../../shell/components/inbox-format';

/** An action's pt-BR words, from the one list the server writes by (shared audit-log/actions). */
export { auditActionLabel as actionLabel } from '@arena/shared/audit-log/actions';

/** A field's pt-BR words, from the one list of recorded fields (shared audit-log/actions). */
export { auditFieldLabel as fieldLabel } from '@arena/shared/audit-log/actions';

const requestStatusLabels: Record<string, string> = {
  open: adminMessages.inboxRequestOpen,
  done: adminMessages.inboxRequestDone,
  // An e-mail's states (outbox.resend)
  queued: adminMessages.inboxOutboxQueued,
  sent: adminMessages.inboxOutboxSent,
  failed: adminMessages.inboxOutboxFailed,
  // An invoice's states
  aberta: adminMessages.statusAberta,
  paga: adminMessages.statusPaga,
  cancelada: adminMessages.statusCancelada,
};
const methodLabels: Record<string, string> = {
  pix: adminMessages.methodPix,
  transferencia: adminMessages.methodTransferencia,
  boleto: adminMessages.methodBoleto,
  dinheiro: adminMessages.methodDinheiro,
  cartao: adminMessages.methodCartao,
};
const roleLabels: Record<string, string> = {
  recepcao: rolesMessages.staffRoleRecepcao,
  financeiro: rolesMessages.staffRoleFinanceiro,
  admin: rolesMessages.staffRoleAdmin,
};
const MONTH = /^(\d{4})-(\d{2})$/;
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
  if (field === 'method' && methodLabels[String(value)]) return methodLabels[String(value)] ?? '';
  if (field === 'role' && roleLabels[String(value)]) return roleLabels[String(value)] ?? '';
  // Money is recorded in centavos and read in reais.
  if (field.endsWith('_cents') && typeof value === 'number') return formatCents(value);
  if (field === 'month' && typeof value === 'string' && MONTH.test(value)) return value.replace(MONTH, '$2/$1');
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
