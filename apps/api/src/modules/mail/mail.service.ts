import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Db, Trx } from '../../db/connect.ts';
import { mentionsIn, scrub } from '../../lib/mentions.ts';
import { findOutboxItem, requeue } from './mail.repository.ts';
import { deleteMailsById, listMailsById, listMailsMentioning, rewriteMail } from './outbox-forgetting.repository.ts';

/**
 * What other modules use of mail (docs/product.md#mail): the messages' words, built with their
 * values; each is queued with the `mailer` a service is given (mailer.ts).
 */
export { type Attachment, type Mail } from './mailer.ts';
/** How the audit log names an e-mail (modules/audit-log). */
export { outboxLabels } from './mail.repository.ts';
export {
  accessSuspended,
  approved,
  bookingCancelled,
  bookingConfirmed,
  bookingReleased,
  bookingReminder,
  guestInvited,
  guestUninvited,
  confirmEmailLink,
  inviteLink,
  newRegistration,
  reactivated,
  recoveryLink,
  registrationRefused,
  requestToStaff,
  staffInviteLink,
  seriesConfirmed,
  seriesStateWords,
  visitorArrived,
} from './templates.ts';
export { termsCopy } from './terms-templates.ts';
export { describeWhen } from './when.ts';
/** Retention (docs/product.md#retention): old messages' bodies cleared. */
export { clearBodiesBefore, deleteGuestMailsTo, deleteMailsBefore } from './outbox-forgetting.repository.ts';
export { drawn, qrPng } from './qr.ts';
export {
  invoiceDueSoon,
  invoiceIssued,
  invoiceOverdue,
  type InvoiceMailFacts,
  paidNoticeToStaff,
} from './invoice-templates.ts';
export { invoicePaidWithNfse, type PaidNfseFacts } from './nfse-templates.ts';

/**
 * Staff send a failed e-mail again (docs/product.md#shape, #back-office): it goes back to the queue with its
 * attempts counted afresh, and the audit log says who did it. Only a failed message: a queued
 * one is on its way, and a sent one was taken by the SMTP server (its stored copy has no live
 * links left to send).
 */
export async function resendMail(deps: Pick<Deps, 'db' | 'clock' | 'mailer'>, staff: AuthUser, id: number) {
  const now = deps.clock().toISOString();
  // The answer is the row as this request left it, read before the worker is woken: once
  // nudged, the worker may send it before a later read (seen on PostgreSQL in CI).
  const item = await deps.db.transaction().execute(async (trx) => {
    const before = await requeue(trx, id, now);
    if (!before) throw new AppError(404, 'outboxNotFound');
    if (before.status !== 'failed') throw new AppError(409, 'outboxNotFailed');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'outbox.resend',
      target: `outbox:${id}`,
      before: { status: before.status, attempts: before.attempts, error: before.error },
      after: { status: 'queued', attempts: 0 },
      now,
    });
    return findOutboxItem(trx, id);
  });
  deps.mailer.nudge();
  return item;
}

/**
 * An anonymised person's e-mails (docs/product.md#privacy): the copies of every message to them,
 * and of every message about them (a staff notice carrying their e-mail or document), are deleted;
 * a message to someone else that names them (a team invite, a guest's invitation) keeps its place
 * with `[removido]` where they were named. `findMailsOf` reads (outside any write, from after
 * `after`); `forgetMails` checks the copies found again, in the caller's short transaction, and
 * answers how many it deleted.
 */
type MailPerson = { emails: string[]; about: string[]; named: string[] };

export async function findMailsOf(db: Db, person: MailPerson, after = 0): Promise<number[]> {
  const found = await listMailsMentioning(db, [...person.about, ...person.named], after);
  return found.map((m) => m.id);
}

export async function forgetMails(trx: Trx, ids: number[], person: MailPerson): Promise<number> {
  const needles = [...person.about, ...person.named];
  const rows = await listMailsById(trx, ids);
  const texts = (m: (typeof rows)[number]) => [m.recipient, m.subject, m.text, m.html, m.live_body, m.attachments];
  const gone = rows.filter((m) => person.emails.includes(m.recipient) || mentionsIn(texts(m), person.about));
  const deleted = await deleteMailsById(
    trx,
    gone.map((m) => m.id),
  );
  for (const m of rows) {
    if (gone.includes(m) || !mentionsIn(texts(m), needles)) continue;
    const clean = (v: string | null) => (v === null ? null : scrub(v, needles));
    await rewriteMail(trx, m.id, {
      subject: scrub(m.subject, needles),
      text: scrub(m.text, needles),
      html: scrub(m.html, needles),
      live_body: clean(m.live_body),
      attachments: clean(m.attachments),
    });
  }
  return deleted;
}
