import { formatDay } from '@arena/shared/rules/dates';
import { SESSION_IDLE_MS } from '@arena/shared/contract/limits';
import type { MyData } from '@arena/shared/privacy/schemas';
import { privacyWords } from '@arena/shared/privacy/words';

import { privacyDeadline } from '@arena/shared/rules/privacy';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../../types.ts';
import { fileRequest, findOpenRequest } from '../requests/requests.service.ts';
import { openInvoicesOf } from '../invoices/invoices.service.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { earlierValues } from '../audit/audit.service.ts';
import { txidOf } from '../invoices/pix.service.ts';
import {
  auditTargetsOf,
  findCalendarFeedRow,
  findCompanyRow,
  findUserRow,
  listAuditRows,
  listTermsRows,
  listBookingRows,
  listDeviceRows,
  listDraftRows,
  listEmailRows,
  listGuestRows,
  listInvoiceRows,
  listPaymentRows,
  listNfseRows,
  listPixRows,
  listRequestRows,
  listSessionRows,
} from './privacy.repository.ts';

/** The name of the file `Baixar meus dados` saves (docs/product.md#my-data). */
export const MY_DATA_FILE = 'meus-dados.json';

/** An audit entry's before/after as data, not as the text it is stored as. */
function parseDetail(detail: string): unknown {
  try {
    return JSON.parse(detail) as unknown;
  } catch {
    return detail;
  }
}

/**
 * GET /users/me/data (docs/product.md#my-data): everything held about the caller and nothing
 * about anyone else — each table is read by the caller's id or e-mail only; no password or
 * token hash, no live link (e-mail copies never keep one), no staff member's identity.
 */
/** Every link's `?token=…` taken out of a message's text, leaving the page's address. */
function withoutTokens(text: string | null): string | null {
  return text === null ? null : text.replace(/[?&]token=[^\s&"'<>]+/g, '');
}

export async function myData({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<MyData> {
  const user = await findUserRow(db, userId);
  if (!user) throw new AppError(401, 'unauthenticated');
  // An account holder's invoices are theirs; a team member's bookings are billed to the holder.
  const account = user.manager_id === null ? userId : null;
  const [formerEmails, targets] = await Promise.all([
    earlierValues(db, `user:${userId}`, 'email'),
    auditTargetsOf(db, userId, account),
  ]);
  const emailsTo = [...new Set([user.email, ...formerEmails])];
  const [
    company,
    bookings,
    guests,
    invoices,
    payments,
    pix,
    requests,
    emails,
    sessions,
    devices,
    drafts,
    feed,
    audit,
    terms,
  ] = await Promise.all([
    findCompanyRow(db, userId),
    listBookingRows(db, userId),
    listGuestRows(db, userId),
    account === null ? Promise.resolve([]) : listInvoiceRows(db, account),
    account === null ? Promise.resolve([]) : listPaymentRows(db, account),
    account === null ? Promise.resolve([[], [], []] as const) : listPixRows(db, account),
    listRequestRows(db, userId, user.email),
    listEmailRows(db, emailsTo),
    listSessionRows(db, userId),
    listDeviceRows(db, userId),
    listDraftRows(db, user.email),
    findCalendarFeedRow(db, userId),
    listAuditRows(db, targets),
    listTermsRows(db, userId),
  ]);
  const nfse = account === null ? [] : await listNfseRows(db, account);
  const now = clock();
  const nowIso = now.toISOString();
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  return {
    generated_at: nowIso,
    user: { ...user, former_emails: formerEmails },
    company: company ?? null,
    bookings,
    guests,
    // The lines as issued, and the Pix txid the invoice's QR code carries.
    invoices: invoices.map((i) => ({ ...i, lines: parseDetail(i.lines), pix_txid: txidOf(i.number) })),
    payments,
    pix_charges: [...pix[0]],
    pix_received: [...pix[1]],
    pix_refunds: [...pix[2]],
    nfse,
    requests,
    // A link's token opens an account (recovery, invite, confirmation): the copy in a file the
    // person may keep or share carries the address of the page, never the token.
    emails: emails.map((e) => ({ ...e, text: withoutTokens(e.text) })),
    // `live`: still lets its device in — not ended, not past its 30 days, used in the last 14.
    sessions: sessions.map((s) => ({
      ...s,
      live: s.revoked_at === null && s.expires_at > nowIso && (s.last_seen_at ?? '') > idleSince,
    })),
    devices,
    registration_drafts: drafts,
    calendar_feed: feed ?? null,
    audit: audit.map(({ detail, ...entry }) => ({ ...entry, detail: parseDetail(detail) })),
    terms_acceptances: terms,
  };
}

/**
 * `Solicitar exclusão` (docs/product.md#my-data): a privacy request in the staff's inbox, e-mailed to
 * staff, due 15 days after it arrived. While one is open, asking again files nothing new and
 * answers the same deadline.
 */
export async function requestDeletion(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>,
  caller: AuthUser,
): Promise<string> {
  const zone = deps.config.SPACE_TIMEZONE;
  const open = await findOpenRequest(deps.db, caller.id, 'privacy');
  if (open) return privacyDeadline(open.created_at, zone);
  const deadline = privacyDeadline(deps.clock().toISOString(), zone);
  try {
    await fileRequest(deps, {
      type: 'privacy',
      name: `${caller.name} ${caller.lastname}`.trim(),
      email: caller.email,
      phone: caller.phone,
      subject: privacyWords.deletionRequestSubject,
      message: privacyWords.deletionRequestMessage(formatDay(deadline)),
      user_id: caller.id,
    });
  } catch (err) {
    // Asked twice at once: the index of one open privacy request per person (migration
    // 20261127141000_erasure) lets one in; the other answers the deadline of that one, and its
    // staff e-mail went with its rolled-back transaction.
    if (!isUniqueViolation(err)) throw err;
    const filed = await findOpenRequest(deps.db, caller.id, 'privacy');
    if (!filed) throw err;
    return privacyDeadline(filed.created_at, zone);
  }
  return deadline;
}

/** An account holder's open invoices, which the deletion request's answer names (docs/product.md#privacy). */
export async function openInvoicesOfCaller(db: Deps['db'], caller: AuthUser): Promise<number> {
  return caller.manager_id === null ? openInvoicesOf(db, caller.id) : 0;
}
