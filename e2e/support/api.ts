import { inject } from 'vitest';
import { ADMIN } from '../global-setup';

/** Shortcuts through the real API, for what a spec does not test itself (e.g. staff approval). */
let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@empresa.test`;
}

async function call<T>(method: string, path: string, body?: unknown, token?: string, cookie?: string) {
  const res = await fetch(`${inject('baseURL')}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await res.json()) as T;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return { data, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

export async function staffToken(): Promise<string> {
  return (await call<{ token: string }>('POST', '/session', ADMIN)).data.token;
}

/** Registers through the five API steps; the account is Pendente until approved. */
export async function registerMember(email: string, password = 'senha123', firstname = 'Ana'): Promise<number> {
  const { cookie } = await call('POST', '/resgister-email', { email });
  await call(
    'POST',
    '/register-people',
    { email, firstname, lastname: 'Souza', phone: '(11) 91234-5678' },
    undefined,
    cookie,
  );
  await call(
    'POST',
    '/register-company',
    {
      email,
      document: '11.222.333/0001-81',
      name_company: 'Empresa Teste',
      activity: 'Design',
      phone_company: '3456-7890',
      site: '',
    },
    undefined,
    cookie,
  );
  await call('POST', '/register-pass', { email, password, confirm_password: password }, undefined, cookie);
  await call('POST', '/register-terms', { email, terms: true }, undefined, cookie);
  const users = (await call<Array<{ id: number; email: string }>>('GET', '/admin/users', undefined, await staffToken()))
    .data;
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`registered user ${email} not found`);
  return user.id;
}

export async function approve(id: number, patch: Record<string, unknown> = {}): Promise<void> {
  await call(
    'PATCH',
    `/admin/users/${id}`,
    { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 2, ...patch },
    await staffToken(),
  );
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
  // Recovery mails its link just after answering (issue 5), so look again for a moment.
  const staff = await staffToken();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mails = (await call<Array<{ to: string; text: string }>>('GET', '/admin/outbox', undefined, staff)).data;
    const mail = mails.find((m) => m.to === to && /reset-password\?token=/.test(m.text));
    const token = mail && /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link mailed to ${to}`);
}

export async function apiAs<T>(method: string, path: string, body: unknown, account: Account): Promise<T> {
  const token = (
    await call<{ token: string }>('POST', '/session', { email: account.email, password: account.password })
  ).data.token;
  return (await call<T>(method, path, body, token)).data;
}

export type OutboxMail = { to: string; subject: string; text: string };

/** The e-mails sent to `to`, newest first, read through the staff outbox (members helper, issue 4). */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const mails = (await call<OutboxMail[]>('GET', '/admin/outbox', undefined, await staffToken())).data;
  return mails.filter((m) => m.to === to);
}

/** How many registrations wait for staff, as the back-office badge counts them. */
export async function pendingCount(): Promise<number> {
  return (await call<unknown[]>('GET', '/admin/users?status=Pendente', undefined, await staffToken())).data.length;
}

/** The closed days members' calendars disable (GET /closed-days, from today on; bookings helper, issue 4). */
export async function closedDays(): Promise<string[]> {
  return (await call<Array<{ date: string }>>('GET', '/closed-days')).data.map((d) => d.date);
}

/** Reopens a closed day as staff; a day that is not closed is fine (cleanup after a failure). */
export async function reopenDay(date: string): Promise<void> {
  const res = await fetch(`${inject('baseURL')}/api/admin/closed-days/${date}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await staffToken()}` },
  });
  if (res.status !== 200 && res.status !== 404) throw new Error(`DELETE closed day ${date}: ${res.status}`);
}
