import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { inject } from 'vitest';
import { type Account, apiAs, linkToken, uniqueEmail } from '../../support/api';

/**
 * A team member of `manager` who has already set a password from the invite link
 * (docs/product.md#team), all through the API: for specs that test what the member sees, not how they got there.
 */
export async function teamMember(manager: Account, name = 'Bruno'): Promise<Account> {
  const email = uniqueEmail('membro');
  await apiAs('createTeamMember', { body: { name, email, phone: '(21) 98765-4321' } }, manager);
  const token = await linkToken(email);
  const password = 'membro123';
  const res = await fetch(`${inject('baseURL')}/api/reset-pass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A team member accepts the terms in force with the password (docs/product.md#terms).
    body: JSON.stringify({ token, password, confirm_password: password, terms_version: TERMS_TEXT_DATE }),
  });
  if (res.status !== 200) throw new Error(`reset-pass: ${res.status} ${await res.text()}`);
  return { id: 0, email, password };
}

/** The stored team of `manager`, as GET /api/team answers it. */
export async function teamOf(manager: Account) {
  const entries = await apiAs('getTeam', {}, manager);
  return entries.map((e) => e.participant);
}

/** The status code GET /api/users/me answers for `token`. */
export async function meStatus(token: string): Promise<number> {
  const res = await fetch(`${inject('baseURL')}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  return res.status;
}
