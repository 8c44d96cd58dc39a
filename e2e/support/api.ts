import { mailedLinkToken } from '@arena/testing/mail';
import * as members from '@arena/testing/members';
import { bearer, fetchTransport, type Method, send } from '@arena/testing/transport';
import { inject } from 'vitest';
import { ADMIN } from '../global-setup';

/** Shortcuts through the real API, for what a spec does not test itself (e.g. staff approval). */
let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@empresa.test`;
}

const api = () => fetchTransport(inject('baseURL'));

async function call<T>(method: Method, path: string, body?: unknown, token?: string): Promise<T> {
  return (await send<T>(api(), method, `/api${path}`, body, bearer(token))).json;
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

export async function pendingMember(): Promise<Account> {
  const email = uniqueEmail('pendente');
  const id = await registerMember(email);
  return { id, email, password: 'senha123' };
}

/** The token of the last /reset-password link mailed to `to`, read through the staff outbox. */
export async function linkToken(to: string): Promise<string> {
  return mailedLinkToken(api(), await staffToken(), to);
}

export async function apiAs<T>(method: Method, path: string, body: unknown, account: Account): Promise<T> {
  const { token } = await members.login(api(), account.email, account.password);
  return call<T>(method, path, body, token);
}

export type OutboxMail = { to: string; subject: string; text: string };

/** The e-mails sent to `to`, newest first, read through the staff outbox. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const mails = await call<OutboxMail[]>('GET', '/admin/outbox', undefined, await staffToken());
  return mails.filter((m) => m.to === to);
}

/** How many registrations wait for staff, as the back-office badge counts them. */
export async function pendingCount(): Promise<number> {
  return (await call<unknown[]>('GET', '/admin/users?status=Pendente', undefined, await staffToken())).length;
}

/** The closed days members' calendars disable (GET /closed-days, from today on). */
export async function closedDays(): Promise<string[]> {
  return (await call<Array<{ date: string }>>('GET', '/closed-days')).map((d) => d.date);
}

/** Reopens a closed day as staff; a day that is not closed is fine (cleanup after a failure). */
export async function reopenDay(date: string): Promise<void> {
  const res = await api()('DELETE', `/api/admin/closed-days/${date}`, undefined, bearer(await staffToken()));
  if (res.status !== 200 && res.status !== 404) throw new Error(`DELETE closed day ${date}: ${res.status}`);
}
