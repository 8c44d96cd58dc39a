import { randomUUID } from 'node:crypto';
import { formatDocument } from '@arena/shared/rules/documents';
import type { Trx } from '../../db/connect.ts';
import type { User } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { earlierValues } from '../audit/audit.service.ts';
import { findCompany } from '../companies/companies.service.ts';
import { deleteAccess, listTeam, revokeUserSessions, updateUser } from '../users/users.service.ts';
import type { Person } from './erasure-work.ts';
import { insertErasure } from './erasure.repository.ts';
import { recordInLedger } from './ledger.ts';

/** `ledger: false` when the anonymisation re-applies an entry of the ledger: it is there already. */
export type Options = { ledger?: boolean };

/**
 * The values that are this person's, to find them inside free text: `about` marks a message as
 * being about them (their e-mail, their document), `named` only names them (full name, phones).
 */
async function needlesOf(trx: Trx, row: User, company: { document: string; phone: string } | undefined) {
  // Values staff corrected count too: the person was named by them until then.
  const earlier = (field: string) => earlierValues(trx, `user:${row.id}`, field);
  // The addresses the person had before (their own changes, audited as `user.email`).
  const [names, lastnames, phones, documents, emails] = await Promise.all([
    earlier('name'),
    earlier('lastname'),
    earlier('phone'),
    earlier('document'),
    earlier('email'),
  ]);
  const about = new Set([row.email, ...emails]);
  for (const document of [company?.document ?? '', ...documents]) {
    if (document.length >= 11) about.add(document).add(formatDocument(document));
  }
  const named = new Set<string>();
  for (const name of [row.name, ...names]) {
    for (const lastname of [row.lastname, ...lastnames]) {
      const fullName = `${name} ${lastname}`.trim();
      // A single word ("Ana") would scrub every text with it; a full name is the person's.
      if (fullName.includes(' ')) named.add(fullName);
    }
  }
  for (const phone of [row.phone, company?.phone ?? '', ...phones]) if (phone.length >= 10) named.add(phone);
  // Longest first, so "Ana Souza Prado" goes whole before "Ana Souza" could leave "Prado".
  const byLength = (a: string, b: string) => b.length - a.length;
  return {
    emails: [row.email, ...emails],
    about: [...about].sort(byLength),
    named: [...named].sort(byLength),
    all: [...about, ...named].sort(byLength),
  };
}

/**
 * The first transaction of an anonymisation, holding the person's row (staff's call above, the
 * retention job for a refused registration, the ledger after a restore): the person is marked
 * anonymised (`anonymized_at`, so no edit, invoice or login reaches them any more), their access
 * and their team's ends, the values to find them by are kept in `erasures` with this run's
 * claim, and the ledger gets its entry. Few rows, whatever the person's history. Answers the claim.
 */
export async function startErasure(
  trx: Trx,
  deps: Pick<Deps, 'config'>,
  row: User,
  actorId: number | null,
  now: string,
  options: Options = {},
): Promise<string> {
  const company = await findCompany(trx, row.id);
  const needles = await needlesOf(trx, row, company);
  // Anonymising an account holder ends their team's access (docs/product.md#privacy).
  const team = row.manager_id === null ? await listTeam(trx, row.id) : [];
  const person: Person = {
    userId: row.id,
    email: row.email,
    account: row.manager_id === null ? row.id : null,
    team: team.map((m) => m.id),
    by: actorId ?? row.id,
    ...needles,
  };
  const claim = randomUUID();
  await insertErasure(trx, {
    user_id: row.id,
    actor_id: actorId,
    started_at: now,
    claim,
    claimed_at: now,
    person: JSON.stringify(person),
  });
  await endAccess(trx, person, now);
  await updateUser(trx, row.id, {
    password_hash: null,
    status: 'Inativo',
    removed_at: row.removed_at ?? now,
    anonymized_at: now,
    updated_at: now,
  });
  // Last, still inside the transaction: a restore brings nobody back (ledger.ts).
  if (options.ledger !== false)
    recordInLedger(deps.config.ERASURE_LEDGER, { user_id: row.id, created_at: row.created_at, anonymized_at: now });
  return claim;
}

/** Links, known browsers, calendar address and sessions (revoked with the reason) of the person and their team. */
export async function endAccess(trx: Trx, person: Person, now: string): Promise<void> {
  for (const member of person.team) {
    await deleteAccess(trx, member);
    await revokeUserSessions(trx, member, now, 'holderAnonymized');
    await updateUser(trx, member, { status: 'Inativo', updated_at: now });
  }
  await deleteAccess(trx, person.userId);
  // Revoked with the reason, not deleted: whoever still holds a token is told why (docs/product.md#sessions).
  await revokeUserSessions(trx, person.userId, now, 'anonymized');
}
