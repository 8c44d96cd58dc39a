import type { Db, Trx } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { findAuditOf, forgetAudit } from '../audit/audit.service.ts';
import { cancelBookings, listNotStartedOf } from '../bookings/bookings.service.ts';
import { findGuestsNamed, forgetGuests } from '../bookings/guests.service.ts';
import {
  findMoneyOf,
  forgetMoney,
  type MoneyKind,
  type MoneyLinks,
  moneyLinksOf,
} from '../invoices/money-forgetting.service.ts';
import { findMailsOf, forgetMails } from '../mail/mail.service.ts';
import { highestIds, type Marks } from './erasure.repository.ts';
import { auditTargetsOf } from './privacy.repository.ts';

/**
 * The rows an anonymisation changes beyond the person's own (docs/product.md#anonymize): found by
 * `scanWork` without writing (outside any transaction, or in the last one from the marks of the
 * pass before), changed by `applyWork` a kind and a batch at a time, each row read again there so
 * what changed meanwhile is judged as it is now.
 */

/** What an anonymisation looks for, fixed by its first transaction and kept in `erasures.person`. */
export type Person = {
  userId: number;
  /** Their address when the anonymisation began: drafts and requests are found by it. */
  email: string;
  /** The account whose invoices are theirs: their own id for an account holder, null for a team member. */
  account: number | null;
  /** The team members whose access ended with the holder's: their bookings not started are cancelled too. */
  team: number[];
  /** Who cancels their bookings: the staff member who asked, else the person (as audited before). */
  by: number;
  emails: string[];
  about: string[];
  named: string[];
  all: string[];
};

export type Kind = 'cancel' | 'mail' | 'audit' | 'guest' | MoneyKind;

/** What a pass found, with what its batches need to judge a row: the audit targets and money links. */
export type Work = { batches: Array<[Kind, number[]]>; targets: Set<string>; links: MoneyLinks };

/** Rows one batch changes at most; a booking cancelled writes its e-mails too, so fewer of them. */
export const ERASURE_BATCH = 500;
const CANCELS_PER_BATCH = 50;

export async function scanWork(
  db: Db,
  deps: Pick<Deps, 'clock' | 'config'>,
  person: Person,
  from: Marks,
): Promise<Work> {
  // One read after another: SQLite has one connection, and the pages let others in between.
  const cancel: number[] = [];
  for (const id of [person.userId, ...person.team]) cancel.push(...(await listNotStartedOf(db, deps, id)));
  const targets = new Set(await auditTargetsOf(db, person.userId, person.account));
  const links = await moneyLinksOf(db, person.account);
  const mail = await findMailsOf(db, person, from.outbox);
  const audit = await findAuditOf(db, targets, person.all, from.audit);
  const guest = await findGuestsNamed(db, { emails: person.emails, needles: person.named }, from.guests);
  const money = await findMoneyOf(db, person.all, links, {
    lines: from.lines,
    notes: from.notes,
    payments: from.payments,
    pix: from.pix,
  });
  const batches: Array<[Kind, number[]]> = [];
  const add = (kind: Kind, ids: number[], size: number) => {
    for (let i = 0; i < ids.length; i += size) batches.push([kind, ids.slice(i, i + size)]);
  };
  // Bookings first: their cancellations write e-mails the same batch then forgets.
  add('cancel', cancel, CANCELS_PER_BATCH);
  add('mail', mail, ERASURE_BATCH);
  add('audit', audit, ERASURE_BATCH);
  add('guest', guest, ERASURE_BATCH);
  for (const kind of ['line', 'note', 'payment', 'pix'] as const) add(kind, money[kind], ERASURE_BATCH);
  return { batches, targets, links };
}

/** How many rows a pass found: when few, the last transaction takes what is left with it. */
export const rowsOf = (work: Work) => work.batches.reduce((n, [, ids]) => n + ids.length, 0);

/** One batch, in the caller's transaction. Answers how many copies of e-mails it deleted. */
export async function applyBatch(
  trx: Trx,
  deps: Pick<Deps, 'clock' | 'config' | 'mailer'>,
  person: Person,
  work: Work,
  [kind, ids]: [Kind, number[]],
): Promise<number> {
  switch (kind) {
    case 'cancel': {
      // The cancellations' e-mails (to the person, to their guests naming them) are forgotten
      // before anyone can send them, as when all was one transaction.
      const before = (await highestIds(trx)).outbox;
      await cancelBookings(trx, deps, ids, person.by);
      return forgetMails(trx, await findMailsOf(trx, person, before), person);
    }
    case 'mail':
      return forgetMails(trx, ids, person);
    case 'audit':
      await forgetAudit(trx, ids, work.targets, person.all);
      return 0;
    case 'guest':
      await forgetGuests(trx, ids, { emails: person.emails, needles: person.named });
      return 0;
    default:
      await forgetMoney(trx, kind, ids, person.all, work.links);
      return 0;
  }
}
