import { auditTargetWords } from '@arena/shared/audit-log/actions';
import { formatDay } from '@arena/shared/rules/dates';
import { formatCents } from '@arena/shared/rules/money';
import { adminMessages } from '@arena/shared/contract/all-words';
import type { AuditEntry } from '@arena/shared/audit-log/schemas';
import { PLAN_SUBJECT_PREFIX } from '@arena/shared/requests/schemas';
import { MAX_ID } from '@arena/shared/contract/fields';
import type { Db } from '../../db/connect.ts';
import { listAudit } from '../audit/audit.service.ts';
import { bookingLabels } from '../bookings/bookings.service.ts';
import { invoiceLabels, statementLineLabels } from '../invoices/invoices.service.ts';
import { outboxLabels } from '../mail/mail.service.ts';
import { planLabels } from '../plans/plans.service.ts';
import { requestLabels } from '../requests/requests.service.ts';
import { roomLabels } from '../rooms/rooms.service.ts';
import { userLabels } from '../users/users.service.ts';

/**
 * The audit log as staff read it (docs/product.md#audit-log), above the modules it names: each
 * target is labelled by its own module's service. Recording is modules/audit, which they all use.
 */

type Changes = Record<string, unknown> | null;

/** `detail` holds `{before, after}` as recordAudit wrote it; anything else reads as no detail. */
function parseDetail(detail: string): { before: Changes; after: Changes } {
  const side = (v: unknown): Changes => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Changes) : null);
  try {
    const parsed: unknown = JSON.parse(detail);
    if (!parsed || typeof parsed !== 'object') return { before: null, after: null };
    const d = parsed as { before?: unknown; after?: unknown };
    return { before: side(d.before), after: side(d.after) };
  } catch {
    return { before: null, after: null };
  }
}

/**
 * A request as the audit log names it, in Portuguese: the plan screen's `Update Plan - ` prefix
 * (the seed's contract) read as `Mudança de plano: …`, as the request card does.
 */
function requestTopicLabel(r: { type: string; subject: string }): string {
  if (r.type === 'plan' && r.subject.startsWith(PLAN_SUBJECT_PREFIX)) {
    return adminMessages.inboxAuditRequestPlan(r.subject.slice(PLAN_SUBJECT_PREFIX.length));
  }
  if (r.type === 'support') return adminMessages.inboxAuditRequestSupport(r.subject);
  return r.subject;
}

const kinds = ['user', 'request', 'room', 'appointment', 'plan', 'invoice', 'statement_line', 'outbox'] as const;
type Kind = (typeof kinds)[number];

/** `user:12` → ['user', 12]; a closed day's target is its date, labelled below. */
function parseTarget(target: string): [Kind, number] | null {
  const match = /^([a-z_-]+):(\d{1,10})$/.exec(target);
  const kind = kinds.find((k) => k === match?.[1]);
  const id = Number(match?.[2]);
  return kind && id <= MAX_ID ? [kind, id] : null;
}

/** `2026-12-25` → `25/12/2026`; `2026-11-25 14:00:00` → `25/11/2026 14:00` (the space's wall-clock time). */
const localDateTime = (s: string) => `${formatDay(s)} ${s.slice(11, 16)}`;

/** What the targets of one page are called now, looked up by kind in one query each. */
async function targetNames(db: Db, ids: Record<Kind, number[]>) {
  const [users, requests, rooms, appointments, plans, invoices, lines, mails] = await Promise.all([
    userLabels(db, ids.user),
    requestLabels(db, ids.request),
    roomLabels(db, ids.room),
    bookingLabels(db, ids.appointment),
    planLabels(db, ids.plan),
    invoiceLabels(db, ids.invoice),
    statementLineLabels(db, ids.statement_line),
    outboxLabels(db, ids.outbox),
  ]);
  return { users, requests, rooms, appointments, plans, invoices, lines, mails };
}

/** A page of the audit log as GET /admin/audit answers it (docs/product.md#back-office). */
export async function auditPage(db: Db, page: { before?: number; limit: number }): Promise<AuditEntry[]> {
  const rows = await listAudit(db, page);
  const ids: Record<Kind, number[]> = {
    user: [],
    request: [],
    room: [],
    appointment: [],
    plan: [],
    invoice: [],
    statement_line: [],
    outbox: [],
  };
  for (const r of rows) {
    const t = parseTarget(r.target);
    if (t && !ids[t[0]].includes(t[1])) ids[t[0]].push(t[1]);
  }
  const found = await targetNames(db, ids);
  const labels = new Map<string, string>([
    ...found.users.map((u): [string, string] => [`user:${u.id}`, `${`${u.name} ${u.lastname}`.trim()} (${u.email})`]),
    ...found.requests.map((r): [string, string] => [`request:${r.id}`, `${requestTopicLabel(r)} · ${r.name}`]),
    ...found.rooms.map((r): [string, string] => [`room:${r.id}`, r.name]),
    ...found.plans.map((p): [string, string] => [`plan:${p.id}`, p.name]),
    ...found.appointments.map((a): [string, string] => [
      `appointment:${a.id}`,
      `${a.room} · ${localDateTime(a.date_initial)} · ${a.member}`,
    ]),
    ...found.invoices.map((i): [string, string] => [
      `invoice:${i.id}`,
      auditTargetWords.invoice(i.number, i.company || `${i.name} ${i.lastname}`.trim()),
    ]),
    ...found.lines.map((l): [string, string] => [
      `statement_line:${l.id}`,
      auditTargetWords.statementLine(formatDay(l.posted_on), formatCents(l.amount_cents), l.name),
    ]),
    ...found.mails.map((m): [string, string] => [`outbox:${m.id}`, auditTargetWords.mail(m.subject, m.recipient)]),
  ]);
  // A closed day is named by its date, a year's holidays by the year.
  const label = (target: string) => {
    const day = /^closed-day:(\d{4}-\d{2}-\d{2})$/.exec(target)?.[1];
    const year = /^closed-days:(\d{4})$/.exec(target)?.[1];
    if (target === 'statement') return auditTargetWords.statement;
    return labels.get(target) ?? (day ? formatDay(day) : year ? auditTargetWords.holidays(year) : null);
  };
  return rows.map((r) => ({
    id: r.id,
    actor:
      r.actor_id === null
        ? null
        : {
            id: r.actor_id,
            name: `${r.actor_name ?? ''} ${r.actor_lastname ?? ''}`.trim(),
            email: r.actor_email ?? '',
          },
    ...(r.recorded_actor === null ? { system: true as const } : {}),
    action: r.action,
    target: r.target,
    target_label: label(r.target),
    ...parseDetail(r.detail),
    created_at: r.created_at,
  }));
}
