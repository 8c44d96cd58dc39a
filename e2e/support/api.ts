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
  const mails = (await call<Array<{ to: string; text: string }>>('GET', '/admin/outbox', undefined, await staffToken()))
    .data;
  const mail = mails.find((m) => m.to === to && /reset-password\?token=/.test(m.text));
  const token = mail && /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

export async function apiAs<T>(method: string, path: string, body: unknown, account: Account): Promise<T> {
  const token = (
    await call<{ token: string }>('POST', '/session', { email: account.email, password: account.password })
  ).data.token;
  return (await call<T>(method, path, body, token)).data;
}
