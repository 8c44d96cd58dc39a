import { mailedConfirmToken, mailedLinkToken } from '@arena/testing/mail';
import * as members from '@arena/testing/members';
import type { StaffRole } from '@arena/shared/contract/endpoint';
import type { EndpointName } from '@arena/shared/contract/endpoints';

import { bearer, type CallOptions, call as callApi, fetchTransport } from '@arena/testing/transport';
import { inject } from 'vitest';
import { ADMIN } from '../global-setup';

/** Shortcuts through the real API, for what a spec does not test itself (e.g. staff approval). */
let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@empresa.test`;
}

const api = () => fetchTransport(inject('baseURL'));

/** One call to endpoint `name` (packages/shared/src/<area>/calls.ts) as the holder of `token`, which must answer 200. */
async function call<N extends EndpointName>(name: N, options: CallOptions<N>, token?: string) {
  return (await callApi(api(), name, { ...options, headers: bearer(token) })).json;
}

export async function staffToken(): Promise<string> {
  return (await members.login(api(), ADMIN.email, ADMIN.password)).token;
}

/** Registers through the five API steps; the account is Pendente until approved. */
export async function registerMember(email: string, password = 'senha123', firstname = 'Ana'): Promise<number> {
  await members.register(api(), { email, password, firstname });
  return members.pendingUserId(api(), await staffToken(), email);
}

export async function approve(id: number, patch: Record<string, unknown> = {}): Promise<void> {
  await members.approve(api(), await staffToken(), id, patch);
}

export type Account = { id: number; email: string; password: string };

/** A registered and approved manager (Ativo, level 2). */
export async function activeManager(patch: Record<string, unknown> = {}, firstname = 'Ana'): Promise<Account> {
  const email = uniqueEmail('gerente');
  const id = await registerMember(email, 'senha123', firstname);
  await approve(id, patch);
  return { id, email, password: 'senha123' };
}

/**
 * A staff account of `role` (docs/product.md#staff-roles), as an administrator makes one: invited on
 * _Equipe do espaço_, its password set from the mailed link.
 */
export async function staffAccount(role: StaffRole, name: string): Promise<Account> {
  const email = uniqueEmail(role);
  const { id } = await call('inviteStaff', { body: { email, name, role } }, await staffToken());
  const token = await linkToken(email);
  await call('resetPass', { body: { token, password: 'senha123', confirm_password: 'senha123' } });
  return { id, email, password: 'senha123' };
}

export async function pendingMember(): Promise<Account> {
  const email = uniqueEmail('pendente');
  const id = await registerMember(email);
  return { id, email, password: 'senha123' };
}

/** The token of the last /reset-password link mailed to `to`, read through the staff outbox. */
export async function linkToken(to: string): Promise<string> {
  return mailedLinkToken(api(), await staffToken(), to);
}

/**
 * The token of the registration's /confirm-email link mailed to `to` (docs/product.md#registration-proof),
 * read through the staff outbox.
 */
export async function confirmToken(to: string): Promise<string> {
  return mailedConfirmToken(api(), await staffToken(), to);
}

/** Endpoint `name` called by `account`, signed in for it. */
export async function apiAs<N extends EndpointName>(name: N, options: CallOptions<N>, account: Account) {
  const { token } = await members.login(api(), account.email, account.password);
  return call(name, options, token);
}

export type OutboxMail = { to: string; subject: string; text: string };

/** The e-mails sent to `to`, newest first, read through the staff outbox. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = await call('listOutbox', {}, await staffToken());
  return mails.filter((m) => m.to === to);
}

/** How many registrations wait for staff, as the back-office badge counts them. */
export async function pendingCount(): Promise<number> {
  return (await call('listMembers', { query: { status: 'Pendente' } }, await staffToken())).length;
}

/** The closed days members' calendars disable (GET /closed-days, from today on). */
export async function closedDays(): Promise<string[]> {
  return (await call('listClosedDays', {})).map((d) => d.date);
}

/** Reopens a closed day as staff; a day that is not closed is fine (cleanup after a failure). */
export async function reopenDay(date: string): Promise<void> {
  const headers = bearer(await staffToken());
  await callApi(api(), 'reopenDay', { params: { date }, headers }).catch((error: Error) => {
    if (!/: 404 /.test(error.message)) throw error;
  });
}

/** The booking a room booking's answer carries (a studio request's carries none). */
export function bookedId(answer: { appointment?: { id: number } }): number {
  if (!answer.appointment) throw new Error('the answer carries no booking');
  return answer.appointment.id;
}
