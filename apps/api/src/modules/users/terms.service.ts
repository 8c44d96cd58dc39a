import { createHash } from 'node:crypto';
import { formatDay } from '@arena/shared/rules/dates';
import { TERMS_TEXT_DATE, termsVersionName } from '@arena/shared/terms/words';
import type { TermsChanges, TermsVersionText } from '@arena/shared/users/schemas';
import { termsAsText, termsOfUse, type TermsSection } from '@arena/shared/terms/terms-text';

import type { Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate, localDateTime } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { termsCopy } from '../mail/mail.service.ts';
import {
  insertAcceptance,
  insertTermsVersion,
  listAcceptances,
  anyTermsVersion,
  termsVersionRecord,
  textOfVersion,
  versionsOfText,
} from './terms.repository.ts';
import { updateUser } from './users.repository.ts';

type AcceptDeps = Pick<Deps, 'clock' | 'config' | 'mailer'> & { db: Trx };

/** The contract as the person read it: the text in force, with the company's settings. */
export function termsInForce(config: Deps['config']) {
  return termsOfUse({
    company: {
      name: config.COMPANY_NAME,
      document: config.COMPANY_DOCUMENT,
      address: config.COMPANY_ADDRESS,
      privacy_email: config.PRIVACY_EMAIL,
    },
    cancelNoticeHours: config.CANCEL_NOTICE_HOURS,
    whatsapp: config.WHATSAPP_NUMBER,
    checkinMinutes: config.CHECKIN_MINUTES,
    overdueBlockDays: config.OVERDUE_BLOCK_DAYS,
    invoiceDueDay: config.INVOICE_DUE_DAY,
    finePercent: config.INVOICE_FINE_PERCENT,
    interestMonthPercent: config.INVOICE_INTEREST_MONTH_PERCENT,
  });
}

/** The fingerprint of a text of the terms: SHA-256 of the whole text as e-mailed. */
export function termsFingerprint(sections: TermsSection[]): string {
  return createHash('sha256').update(termsAsText(sections).join('\n\n')).digest('hex');
}

/**
 * The version of the terms in force (docs/product.md#terms), settled once at start, before any
 * request: the text is built from the settings it quotes, so changing one (CHECKIN_MINUTES, the
 * fee, the company's address…) makes a new text, and a new text gets a new version, which every
 * member accepts at their next visit. A text put in force before keeps its version (settings set
 * back ask again only those who accepted another). A new version is dated the day it comes into
 * force (never before the text's own date, TERMS_TEXT_DATE; the first text of a database is that
 * date itself), or TERMS_VERSION when set; a second
 * new text on one day is `<date>.2`, `.3`. Of processes starting together exactly one records it.
 */
export async function settleTermsVersion(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<string> {
  const { config } = deps;
  const sections = termsInForce(config);
  const fingerprint = termsFingerprint(sections);
  const today = localDate(deps.clock(), config.SPACE_TIMEZONE);
  const set = config.TERMS_VERSION_SET ? config.TERMS_VERSION : null;
  for (let n = 1; n <= 50; n += 1) {
    const known = (await versionsOfText(deps.db, fingerprint)).map((r) => r.version);
    // A text already in force: its version, or the one TERMS_VERSION names for it.
    if (known.length > 0 && (set === null || known.some((v) => baseDate(v) === set))) {
      return set === null ? (known[0] as string) : (known.find((v) => baseDate(v) === set) as string);
    }
    // The first text a database puts in force is the text's own date (nobody accepted another here);
    // a text that replaces one in force is dated the day it comes into force.
    const first = !(await anyTermsVersion(deps.db));
    const date = set ?? (first || today < TERMS_TEXT_DATE ? TERMS_TEXT_DATE : today);
    const version = n === 1 ? date : `${date}.${n}`;
    await insertTermsVersion(deps.db, {
      version,
      fingerprint,
      text: JSON.stringify(sections),
      recorded_at: deps.clock().toISOString(),
    });
  }
  throw new Error('terms version: no free version for the text in force');
}

/** `2026-11-28.2` → `2026-11-28`. */
function baseDate(version: string): string {
  return version.slice(0, 10);
}

/**
 * Records that `user` accepted the terms in force (TERMS_VERSION) now, from `ip`, in the caller's
 * transaction, and queues the copy of the text to them (docs/product.md#terms) — once per person
 * and version: a second acceptance of the same version records nothing and sends nothing.
 * Registration, a team member's invite and POST /terms/accept all come here.
 */
export async function recordAcceptance(
  deps: AcceptDeps,
  user: { id: number; name: string; email: string },
  ip: string,
): Promise<boolean> {
  const now = deps.clock();
  const version = deps.config.TERMS_VERSION;
  const recorded = await insertAcceptance(deps.db, {
    user_id: user.id,
    version,
    accepted_at: now.toISOString(),
    ip,
  });
  // Also when this version was accepted before (TERMS_VERSION set back to it): the person is
  // no longer asked, but nothing new is recorded or sent.
  await updateUser(deps.db, user.id, { terms_version: version });
  if (!recorded) return false;
  const local = localDateTime(now, deps.config.SPACE_TIMEZONE);
  await deps.mailer.send(
    {
      to: user.email,
      ...termsCopy({
        name: user.name,
        version: termsVersionName(version),
        when: `${formatDay(local)} às ${local.slice(11, 16)}`,
        ip,
        text: termsAsText(termsInForce(deps.config)),
        site: deps.config.PUBLIC_URL,
      }),
    },
    { db: deps.db },
  );
  return true;
}

/**
 * The person read a version of the terms: it must be the one in force (an older one is refused,
 * so nobody accepts a text they were not shown); staff accept none (docs/product.md#terms).
 */
export function assertVersionInForce(config: Deps['config'], version: string | undefined): void {
  if (version !== undefined && version !== config.TERMS_VERSION) throw new AppError(409, 'termsVersionOutdated');
}

/** POST /terms/accept (docs/product.md#terms): answers the words to show. */
export async function acceptTerms(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  caller: AuthUser,
  version: string,
  ip: string,
): Promise<'termsAccepted' | 'termsAcceptedQueued'> {
  // Past the access rule, so not a 403: staff hold no contract to accept.
  if (caller.role === 'staff') throw new AppError(409, 'membersOnly');
  assertVersionInForce(deps.config, version);
  await deps.db.transaction().execute((trx) => recordAcceptance({ ...deps, db: trx }, caller, ip));
  return deps.config.MAIL_URL ? 'termsAccepted' : 'termsAcceptedQueued';
}

/**
 * GET /terms/versions/:version (docs/product.md#terms): a version's text as it was put in force,
 * the one in force or an older one, so what a member accepted stays readable and printable.
 */
export async function termsVersionText(deps: Pick<Deps, 'db' | 'config'>, version: string): Promise<TermsVersionText> {
  const row = await termsVersionRecord(deps.db, version);
  if (!row) throw new AppError(404, 'termsVersionNotFound');
  return {
    version: row.version,
    in_force: row.version === deps.config.TERMS_VERSION,
    recorded_at: row.recorded_at,
    sections: JSON.parse(row.text) as TermsSection[],
  };
}

/** A person's acceptances, the latest first, as the staff's member page and Meus dados show them. */
export async function acceptancesOf({ db }: Pick<Deps, 'db'>, userId: number) {
  return listAcceptances(db, userId);
}

/**
 * GET /terms/changes (docs/product.md#terms): what the text in force changed since the version the
 * person last accepted, section by section (paragraphs added and removed), so the new version shows
 * what is new. `known` is false when that version's text was never recorded here (accepted before
 * versions kept their text, or never accepted): the screen then shows the whole text as it is.
 */
export async function termsChanges(deps: Pick<Deps, 'db' | 'config'>, user: AuthUser): Promise<TermsChanges> {
  const from = user.terms_version;
  const old = from === null ? undefined : await textOfVersion(deps.db, from);
  if (from === null || old === undefined) return { from_version: from, known: false, sections: [] };
  const before = new Map((JSON.parse(old) as TermsSection[]).map((s) => [s.id, s]));
  const now = termsInForce(deps.config);
  const texts = (s: TermsSection | undefined) => (s ? s.paragraphs.map((p) => p.text) : []);
  const gone = [...before.values()].filter((s) => !now.some((n) => n.id === s.id));
  const changed = [...now, ...gone].map((s) => {
    const was = texts(before.get(s.id));
    const is = texts(now.find((n) => n.id === s.id));
    return { title: s.title, added: is.filter((t) => !was.includes(t)), removed: was.filter((t) => !is.includes(t)) };
  });
  return { from_version: from, known: true, sections: changed.filter((c) => c.added.length + c.removed.length > 0) };
}
