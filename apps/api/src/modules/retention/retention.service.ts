import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { addMs, localDate } from '../../lib/time.ts';
import { deleteAuditBefore } from '../audit/audit.service.ts';
import { deleteVisitorsOfOldVisits } from '../bookings/guests.service.ts';
import { clearUnpaidMemosBefore } from '../invoices/statements.service.ts';
import { clearBodiesBefore, deleteMailsBefore } from '../mail/mail.service.ts';
import { erasePerson } from '../privacy/erasure.service.ts';
import { deleteStaleDrafts } from '../registration/registration.service.ts';
import { deleteDeadAccess } from '../users/sessions.service.ts';
import { lockRefusedBefore } from '../users/users.service.ts';
import { claimDay, recordCounts, resumeDay, runOf, UNFINISHED } from './retention.repository.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';

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

/** Rows one short write transaction deletes or clears at most: a few ms each at 100× (bench/large.ts). */
export const RETENTION_BATCH = 1_000;
/** A run claimed longer ago than this and not finished was cut short (a crash): another run resumes it. */
const RESUME_AFTER_MS = 15 * 60_000;

/**
 * The daily retention (docs/product.md#retention), each period a setting (config.ts, RETENTION_*).
 * The space's date is claimed in `retention_runs` first (its primary key: of several processes
 * one alone runs the day), then each step runs in short transactions of its own — the big tables
 * in batches of RETENTION_BATCH rows, each refused registration anonymised alone — so no write
 * holds SQLite's lock for long and bookings keep flowing (issue 34). The counts are recorded
 * last: a run cut short stays unfinished, and the next check (hourly, or at start) after
 * RESUME_AFTER_MS takes it over and does what is left; every step deletes what is past its
 * period as of now, so a step done twice finds nothing the second time, and a day missed while
 * the server was down is made up by the next run. Answers the counts, or null when the day was
 * done or is being done elsewhere.
 */
export async function runRetention(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>,
): Promise<RetentionCounts | null> {
  const { config, db } = deps;
  const now = deps.clock();
  const today = localDate(now, config.SPACE_TIMEZONE);
  if (!(await claimOrResume(db, today, now))) return null;
  const auditBefore = new Date(now);
  auditBefore.setUTCFullYear(auditBefore.getUTCFullYear() - config.RETENTION_AUDIT_YEARS);
  const ago = (days: number) => addMs(now, -days * DAY_MS).toISOString();
  const access = await db
    .transaction()
    .execute((trx) =>
      deleteDeadAccess(trx, now, { sessions: config.RETENTION_SESSION_DAYS, links: config.RETENTION_LINK_DAYS }),
    );
  const drafts = await db.transaction().execute((trx) => deleteStaleDrafts(trx, ago(config.RETENTION_DRAFT_DAYS)));
  const mailBodies = await inBatches((limit) => clearBodiesBefore(db, ago(config.RETENTION_MAIL_BODY_DAYS), limit));
  const mails = await inBatches((limit) => deleteMailsBefore(db, ago(config.RETENTION_MAIL_DAYS), limit));
  const statementMemos = await db
    .transaction()
    .execute((trx) => clearUnpaidMemosBefore(trx, ago(config.RETENTION_STATEMENT_DAYS)));
  const refused = await anonymizeRefused(deps, ago(config.RETENTION_REFUSED_DAYS));
  // Visitors in batches too: one statement over five years of bookings held the lock 0.4–0.9 s at 100×.
  const visitors = { guests: 0, mails: 0 };
  for (;;) {
    const batch = await db
      .transaction()
      .execute((trx) =>
        deleteVisitorsOfOldVisits(
          trx,
          today,
          config.RETENTION_VISITOR_DAYS,
          ago(config.RETENTION_VISITOR_DAYS),
          RETENTION_BATCH,
        ),
      );
    visitors.guests += batch.guests;
    visitors.mails += batch.mails;
    if (batch.guests < RETENTION_BATCH) break;
    await letOthersIn();
  }
  // Last, so the entries the anonymisations above just wrote are not counted.
  const audit = await inBatches((limit) => deleteAuditBefore(db, auditBefore.toISOString(), limit));
  const counts = {
    ...access,
    drafts,
    mail_bodies: mailBodies,
    mails,
    statement_memos: statementMemos,
    refused,
    visitors: visitors.guests,
    visitor_mails: visitors.mails,
    audit,
  };
  await recordCounts(db, today, counts);
  deps.log.info({ retention: counts, day: today }, 'retention done');
  return counts;
}

/** Whether this process runs `day`: it claims it, or takes over a run cut short long ago. */
async function claimOrResume(db: Deps['db'], day: string, now: Date): Promise<boolean> {
  const run = await runOf(db, day);
  if (run)
    return (
      run.counts === UNFINISHED && resumeDay(db, day, addMs(now, -RESUME_AFTER_MS).toISOString(), now.toISOString())
    );
  try {
    await db.transaction().execute((trx) => claimDay(trx, day, now.toISOString()));
    return true;
  } catch (err) {
    // Another process claimed the day first: it runs it, this one has nothing to do.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Runs `step` (one statement, its own transaction) until it touches fewer than a batch: the total. */
async function inBatches(step: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step(RETENTION_BATCH);
    total += done;
    if (done < RETENTION_BATCH) return total;
    await letOthersIn();
  }
}

/**
 * Registrations refused long ago, each anonymised as staff's anonymisation is (in short
 * transactions of its own), once its first transaction, holding the row, finds it still not
 * anonymised (another process, or a run cut short, may have done it; a run cut short mid-way is
 * finished by resumeErasures).
 */
async function anonymizeRefused(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  before: string,
): Promise<number> {
  const ids = (await deps.db.transaction().execute((trx) => lockRefusedBefore(trx, before))).map((r) => r.id);
  let done = 0;
  for (const id of ids) {
    if (await erasePerson(deps, id, () => true)) done += 1;
    await letOthersIn();
  }
  return done;
}
