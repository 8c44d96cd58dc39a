import * as members from '@arena/testing/members';
import { injectTransport } from '@arena/testing/transport';
import type { App } from '../src/app.ts';

/** The steps a person takes, as plain API calls, for tests to build on. */
let counter = 0;

export function uniqueEmail(prefix = 'membro'): string {
  counter += 1;
  return `${prefix}${counter}-${Math.random().toString(36).slice(2, 8)}@empresa.test`;
}

export type Member = { id: number; email: string; password: string; token: string };

export { ALNUM_CNPJ, VALID_CNPJ, VALID_CPF } from '@arena/testing/members';

export async function post(app: App, url: string, payload: unknown, token?: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });
}

export function cookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const c = res.cookies.find((x) => x.name === 'arena_reg');
  if (!c) throw new Error('no registration cookie');
  return `arena_reg=${c.value}`;
}

/** The five registration steps of docs/product.md#screens, from one browser. Returns the new user's id. */
export async function register(
  app: App,
  email: string,
  password = 'senha123',
  document = members.VALID_CNPJ,
): Promise<number> {
  await members.register(injectTransport(app), { email, password, document, site: 'https://empresa.test' });
  const user = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

export async function login(app: App, email: string, password: string): Promise<string> {
  return (await members.login(injectTransport(app), email, password)).token;
}

export async function staffToken(app: App): Promise<string> {
  return login(app, 'staff@arena.test', 'staff123');
}

export async function approve(app: App, userId: number, patch: Record<string, unknown> = {}): Promise<void> {
  await members.approve(injectTransport(app), await staffToken(app), userId, patch);
}

/** A registered, approved manager, logged in. */
export async function activeManager(app: App, patch: Record<string, unknown> = {}): Promise<Member> {
  const email = uniqueEmail('gerente');
  const password = 'senha123';
  const id = await register(app, email, password);
  await approve(app, id, patch);
  return { id, email, password, token: await login(app, email, password) };
}

/** The stored mail, once the work recovery does after answering has finished. */
export async function outbox(app: App, to?: string) {
  await app.background.idle();
  let q = app.db.selectFrom('outbox').selectAll().orderBy('id');
  if (to) q = q.where('recipient', '=', to);
  return q.execute();
}

/** The token inside the last /reset-password link mailed to `to`. */
export async function lastLinkToken(app: App, to: string): Promise<string> {
  const mails = await outbox(app, to);
  for (const m of mails.reverse()) {
    const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no link mailed to ${to}`);
}

/**
 * The person opens the link of their registration's e-mail (docs/product.md#registration-proof),
 * as `approve` does for them; for tests that approve through their own PATCH.
 */
export async function confirmEmail(app: App, email: string): Promise<void> {
  await members.confirmEmail(injectTransport(app), await staffToken(app), email);
}
