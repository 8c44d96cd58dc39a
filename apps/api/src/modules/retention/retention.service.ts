import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { addMs, localDate } from '../../lib/time.ts';
import { deleteAuditBefore } from '../audit/audit.service.ts';
import { deleteVisitorsOfOldVisits } from '../bookings/guests.service.ts';
import { clearUnpaidMemosBefore } from '../invoices/statements.service.ts';
import { clearBodiesBefore, deleteMailsBefore } from '../mail/mail.service.ts';
import { anonymizePerson } from '../privacy/erasure.service.ts';
import { deleteStaleDrafts } from '../registration/registration.service.ts';
import { deleteDeadAccess } from '../users/sessions.service.ts';
import { lockRefusedBefore } from '../users/users.service.ts';
import { claimDay, ranOn, recordCounts } from './retention.repository.ts';

const DAY_MS = 86_400_000;

/** What one run deleted, cleared or anonymised, step by step (logged, and kept in `retention_runs`). */
export type RetentionCounts = {
  sessions: number;
  links: number;
  devices: number;
  drafts: number;
  mail_bodies: number;
  mails: number;
  statement_memos: number;
  refused: number;
  visitors: number;
  visitor_mails: number;
  audit: number;
};

/**
 * The daily retention (docs/product.md#retention), each period a setting (config.ts, RETENTION_*).
 * The space's date is claimed in `retention_runs` in the transaction that deletes, so of several
 * processes one alone runs it on a day, and a crash leaves the day unclaimed for the next check.
 * Every step deletes what is past its period as of now, so a day missed while the server was down
 * is made up by the next run, at start. Answers the counts, or null when the day was done.
 */
export async function runRetention(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
): Promise<RetentionCounts | null> {
  const { config } = deps;
  const now = deps.clock();
  const iso = now.toISOString();
  const today = localDate(now, config.SPACE_TIMEZONE);
  if (await ranOn(deps.db, today)) return null;
  const auditBefore = new Date(now);
  auditBefore.setUTCFullYear(auditBefore.getUTCFullYear() - config.RETENTION_AUDIT_YEARS);
  try {
    const counts = await deps.db.transaction().execute(async (trx): Promise<RetentionCounts> => {
      await claimDay(trx, today, iso);
      const access = await deleteDeadAccess(trx, now, {
        sessions: config.RETENTION_SESSION_DAYS,
        links: config.RETENTION_LINK_DAYS,
      });
      const drafts = await deleteStaleDrafts(trx, addMs(now, -config.RETENTION_DRAFT_DAYS * DAY_MS).toISOString());
      const mailBodies = await clearBodiesBefore(
        trx,
        addMs(now, -config.RETENTION_MAIL_BODY_DAYS * DAY_MS).toISOString(),
      );
      const mails = await deleteMailsBefore(trx, addMs(now, -config.RETENTION_MAIL_DAYS * DAY_MS).toISOString());
      const statementMemos = await clearUnpaidMemosBefore(
        trx,
        addMs(now, -config.RETENTION_STATEMENT_DAYS * DAY_MS).toISOString(),
      );
      const refused = await lockRefusedBefore(trx, addMs(now, -config.RETENTION_REFUSED_DAYS * DAY_MS).toISOString());
      for (const row of refused) await anonymizePerson(trx, deps, row, null, iso);
      const visitors = await deleteVisitorsOfOldVisits(
        trx,
        today,
        config.RETENTION_VISITOR_DAYS,
        addMs(now, -config.RETENTION_VISITOR_DAYS * DAY_MS).toISOString(),
      );
      // Last, so the entries the anonymisations above just wrote are not counted.
      const audit = await deleteAuditBefore(trx, auditBefore.toISOString());
      const result = {
        ...access,
        drafts,
        mail_bodies: mailBodies,
        mails,
        statement_memos: statementMemos,
        refused: refused.length,
        visitors: visitors.guests,
        visitor_mails: visitors.mails,
        audit,
      };
      await recordCounts(trx, today, result);
      return result;
    });
    deps.log.info({ retention: counts, day: today }, 'retention done');
    return counts;
  } catch (err) {
    // Another process claimed the day first: it ran, this one has nothing to do.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}
