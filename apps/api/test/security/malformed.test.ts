import { errorWords } from '@arena/shared/contract/error-words';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import {
  ACTIVITY_MAX,
  COMPANY_NAME_MAX,
  FIRSTNAME_MAX,
  LASTNAME_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  SITE_MAX,
  SUBJECT_MAX,
} from '@arena/shared/contract/limits';
import { messages, adminMessages } from '@arena/shared/contract/all-words';
import { registrationWords } from '@arena/shared/registration/words';

import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, cookieOf, lastLinkToken, type Member, post, staffToken, uniqueEmail } from '../flows.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers.ts';

/**
 * Malformed input (docs/product.md#api): every route that reads a body, params or a query answers
 * 4xx JSON `{message}` in pt-BR, never a 500; unknown fields are ignored. A valid manager or
 * staff token is sent, so what is tested is the validation, not the access rules.
 */
let app: TestApp;
let manager: Member;
let staff = '';

const ana = 'ana@empresa.test';
const phone = '(11) 91234-5678';
const pass = { password: 'senha123', confirm_password: 'senha123' };
const account = { email: 'novo@empresa.test', phone, old_password: 'velha123', ...pass };
const contact = { name: 'Ana', email: ana, subject: 'Financeiro', message: 'Olá' };
const studio = { isStudio: true, participants: 'studio', name: 'Ana', phone, email: ana, mensage: 'Gravação' };
const when = { date_initial: '2026-11-25 14:00:00', date_final: '2026-11-25 15:00:00' };
const room = { isStudio: false, participants: 'Sala 10', ...when };

/** Every text the API may answer with: the catalogue plus the body-parser errors. */
const ptTexts = new Set<string>([
  ...Object.values(messages).filter((m) => typeof m === 'string'),
  ...Object.values(adminMessages).filter((m) => typeof m === 'string'),
  'O corpo da requisição deve ser um JSON válido.',
  'Envie os dados como JSON (Content-Type: application/json).',
  'Os dados enviados são grandes demais.',
  // A typed text past its limit is told so, with the limit (packages/shared/src/contract/limits.ts).
  ...[FIRSTNAME_MAX, LASTNAME_MAX, NAME_MAX, COMPANY_NAME_MAX, ACTIVITY_MAX, SITE_MAX, SUBJECT_MAX, MESSAGE_MAX].map(
    registrationWords.tooLong,
  ),
]);

type As = 'manager' | 'staff' | 'public';
const limits = { RATE_LIMIT_GLOBAL: '100000/1m', RATE_LIMIT_CONTACT: '1000/1h', RATE_LIMIT_REGISTER: '1000/1h' };
/** `route` is "METHOD /url"; `valid` a body that passes validation; `{}` is valid when allOptional. */
type Target = { route: string; as: As; valid: Record<string, unknown>; nullable?: string[]; allOptional?: boolean };

const targets: Target[] = [
  { route: 'POST /api/session', as: 'public', valid: { email: ana, password: 'senha123' } },
  { route: 'POST /api/recovery-pass', as: 'public', valid: { email: ana } },
  { route: 'POST /api/reset-pass', as: 'public', valid: { token: 'x'.repeat(43), ...pass } },
  { route: 'POST /api/resgister-email', as: 'public', valid: { email: ana } },
  {
    route: 'POST /api/register-people',
    as: 'public',
    valid: { email: ana, firstname: 'Ana', lastname: 'Souza', phone },
  },
  {
    route: 'POST /api/register-company',
    as: 'public',
    valid: {
      email: ana,
      document: '529.982.247-25',
      name_company: 'Empresa',
      activity: 'Design',
      phone_company: '(11) 3456-7890',
      site: 'https://empresa.test',
    },
  },
  { route: 'POST /api/register-pass', as: 'public', valid: { email: ana, ...pass } },
  { route: 'POST /api/register-terms', as: 'public', valid: { email: ana, terms: true } },
  { route: 'PUT /api/users', as: 'manager', valid: account },
  { route: 'POST /api/contact', as: 'public', valid: { ...contact, phone } },
  { route: 'POST /api/manager/appointment/list', as: 'manager', valid: { participants: 'Sala 10' } },
  { route: 'POST /api/manager/appointment/store', as: 'manager', valid: room },
  { route: 'POST /api/manager/appointment/store', as: 'manager', valid: studio },
  { route: 'PUT /api/cancel-appointment', as: 'manager', valid: { ui: 1, ai: 1 } },
  { route: 'POST /api/team', as: 'manager', valid: { name: 'Bruno', email: 'bruno@empresa.test', phone } },
  { route: 'PUT /api/team', as: 'manager', valid: { email: 'bruno@empresa.test', name: 'Bruno', phone } },
  { route: 'POST /api/team/remove', as: 'manager', valid: { email: 'bruno@empresa.test' } },
  {
    route: 'PATCH /api/admin/users/2',
    as: 'staff',
    valid: { status: 'Ativo', level: 2, plan: 'Arena Dedicada', qtd_team: 2, reason: 'Documento conferido' },
    nullable: ['plan'],
    allOptional: true,
  },
  { route: 'PATCH /api/admin/requests/1', as: 'staff', valid: { status: 'done' } },
  // Rooms (rooms helper).
  { route: 'POST /api/admin/rooms', as: 'staff', valid: { name: 'Sala Nova', capacity: 6, active: true } },
  {
    route: 'PATCH /api/admin/rooms/1',
    as: 'staff',
    valid: { name: 'Sala 10', capacity: 6, active: true },
    allOptional: true,
  },
  // Agenda and closed days (bookings helper).
  { route: 'PUT /api/admin/appointments/999999/cancel', as: 'staff', valid: { reason: 'Manutenção' } },
  { route: 'POST /api/admin/closed-days', as: 'staff', valid: { date: '2027-06-09', reason: 'Inventário' } },
  { route: 'POST /api/admin/closed-days/holidays', as: 'staff', valid: { year: 2027 } },
];

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const png = { 'content-type': 'image/png' };
// A valid 1×1 PNG (Chromium's canvas), for the room picture calls.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWJi2LP1PwAAAP//buXWVAAAAAZJREFUAwAErAJzElgaOQAAAABJRU5ErkJggg==',
  'base64',
);

function send(route: string, as: As, opts: Partial<InjectOptions> = {}) {
  const [method, url] = route.split(' ') as [InjectOptions['method'], string];
  const token = as === 'manager' ? manager.token : as === 'staff' ? staff : undefined;
  return app.inject({ method, url, ...opts, headers: { ...auth(token), ...(opts.headers ?? {}) } });
}

/** A 4xx JSON answer whose message is one of the API's own pt-BR texts. */
function expectRefused(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const { message } = res.json();
  expect(typeof message).toBe('string');
  expect(message.length).toBeGreaterThan(0);
  expect(ptTexts, `"${message}" is not one of the API's pt-BR texts`).toContain(message);
}

const json = { 'content-type': 'application/json' };
const shapes: Array<[string, Partial<InjectOptions>]> = [
  ['no body', {}],
  ['an empty JSON body', { headers: json, payload: '' }],
  ['null', { headers: json, payload: 'null' }],
  ['a JSON array', { headers: json, payload: `[{"email":"${ana}"}]` }],
  ['a JSON string', { headers: json, payload: `"${ana}"` }],
  ['a JSON number', { headers: json, payload: '42' }],
  ['an empty object', { headers: json, payload: '{}' }],
  ['invalid JSON text', { headers: json, payload: `{"email": "${ana}",` }],
  ['text/plain', { headers: { 'content-type': 'text/plain' }, payload: `email=${ana}` }],
  ['a form', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=ana%40empresa.test' }],
  ['a prototype-poisoning key', { headers: json, payload: `{"__proto__":{"role":"staff"},"email":"${ana}"}` }],
  ['deeply nested JSON', { headers: json, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }],
  ['a long JSON array', { headers: json, payload: `[${'0,'.repeat(100_000)}0]` }],
  ['a body over the size limit', { headers: json, payload: JSON.stringify({ email: 'a'.repeat(300 * 1024) }) }],
];

const label = (t: Target) => `${t.route}${t.valid.isStudio === true ? ' (studio)' : ''}`;

function wrongValues(value: unknown): unknown[] {
  if (typeof value === 'string') return [123, true, { a: 1 }, ['x'], null];
  if (typeof value === 'number') return ['abc', true, { a: 1 }, [1], 1.5, -1, null];
  return ['true', 1, { a: 1 }, [true], null];
}

const shapeCases = targets.flatMap((t) =>
  shapes
    .filter(([shape]) => !(t.allOptional && shape === 'an empty object'))
    .map(([shape, opts]) => ({ name: `${label(t)}: ${shape}`, t, opts })),
);
const fieldCases = targets.flatMap((t) =>
  Object.entries(t.valid).flatMap(([field, value]) => {
    const variants: Array<[string, unknown]> = wrongValues(value)
      .filter((wrong) => !(wrong === null && t.nullable?.includes(field)))
      .map((wrong) => [JSON.stringify(wrong), wrong]);
    if (typeof value === 'string') {
      variants.push(['10,000 characters', 'a'.repeat(10_000)]);
      // PostgreSQL text cannot store U+0000; it must not reach the database.
      variants.push(['a string with a NUL character', `${value}\u0000`]);
    }
    return variants.map(([what, wrong]) => ({
      name: `${label(t)}: ${field} = ${what}`,
      t,
      body: { ...t.valid, [field]: wrong },
    }));
  }),
);

beforeAll(async () => {
  app = await createTestApp(limits);
  manager = await activeManager(app, { qtd_team: 5 });
  staff = await staffToken(app);
});

afterAll(async () => {
  await app?.close();
});

describe('bodies that are not the expected object', () => {
  it.each(shapeCases)('$name', async ({ t, opts }) => {
    expectRefused(await send(t.route, t.as, opts));
  });
});

describe('fields of the wrong type or size', () => {
  it.each(fieldCases)('$name', async ({ t, body }) => {
    expectRefused(await send(t.route, t.as, { payload: body }));
  });
});

describe('bad params and queries', () => {
  const ids = ['abc', '0', '-1', '1.5', '%zz', 'x'.repeat(500), '1e400', '2147483648', '99999999999999999999', 'null'];
  const c = (route: string, as: As, payload?: object) => ({ name: route.slice(0, 60), route, as, payload });
  const cases = [
    ...['3', '0', 'abc', '1.0', '%00', '%E0%A4%A', 'x'.repeat(500)].map((k) =>
      c(`GET /api/hours/disabled/${k}`, 'manager'),
    ),
    ...['Foo', '', 'ativo', 'Ativo&status=Pendente', 'Ativo%00'].map((s) =>
      c(`GET /api/admin/users?status=${s}`, 'staff'),
    ),
    ...['type=x', 'status=closed', 'type=plan&type=studio', 'status='].map((q) =>
      c(`GET /api/admin/requests?${q}`, 'staff'),
    ),
    ...ids.map((id) => c(`PATCH /api/admin/users/${id}`, 'staff', { plan: 'Arena Dedicada' })),
    ...ids.map((id) => c(`GET /api/admin/users/${id}`, 'staff')),
    ...[`q=${'x'.repeat(101)}`, 'q=a&q=b', 'q=%00', 'q=Ana&status=ativo'].map((q) =>
      c(`GET /api/admin/users?${q}`, 'staff'),
    ),
    ...ids.map((id) => c(`PATCH /api/admin/requests/${id}`, 'staff', { status: 'done' })),
    // Agenda and closed days (bookings helper).
    ...[
      'from=x',
      'from=2026-02-30',
      'to=2026-13-01',
      'from=',
      'from=2026-11-24&from=2026-11-25',
      'from=2026-11-24%00',
      'from=2026-11-25&to=2026-11-24',
      'from=2026-01-01&to=2026-12-31',
      ...ids.map((id) => `room=${id}`),
      'room=999999',
    ].map((q) => c(`GET /api/admin/appointments?${q}`, 'staff')),
    ...ids.map((id) => c(`PUT /api/admin/appointments/${id}/cancel`, 'staff', { reason: 'Manutenção' })),
    ...['abc', '1.5', '', '1999', '2101', 'year=2027&year=2028', '2027%00'].map((y) =>
      c(`GET /api/admin/closed-days?year=${y}`, 'staff'),
    ),
    ...['x', '2026-02-30', '2026-1-1', '%00', '%zz', 'x'.repeat(500), '2027-06-11'].map((d) =>
      c(`DELETE /api/admin/closed-days/${d}`, 'staff'),
    ),
    // Paging of the outbox and the audit log (docs/product.md#back-office).
    ...['audit', 'outbox'].flatMap((list) =>
      [
        ...ids.map((id) => `before=${id}`),
        'limit=0',
        'limit=201',
        'limit=abc',
        'limit=1.5',
        'limit=',
        'limit=1&limit=2',
        'before=1&before=2',
        'limit=%00',
      ].map((q) => c(`GET /api/admin/${list}?${q}`, 'staff')),
    ),
  ];
  it.each(cases)('$name', async ({ route, as, payload }) => {
    expectRefused(await send(route, as, payload ? { payload } : {}));
  });

  it.each(ids)('room %s: PATCH, picture upload and picture', async (id) => {
    expectRefused(await send(`PATCH /api/admin/rooms/${id}`, 'staff', { payload: { capacity: 6 } }));
    expectRefused(await send(`PUT /api/admin/rooms/${id}/picture`, 'staff', { headers: png, payload: tinyPng }));
    expectRefused(await send(`GET /api/rooms/${id}/picture`, 'public'));
  });

  it.each([2147483648, '2147483648', '999999999999', 2 ** 53 + 2, 1e300])(
    'PUT /api/cancel-appointment ai = %s',
    async (ai) => {
      expectRefused(await send('PUT /api/cancel-appointment', 'manager', { payload: { ui: manager.id, ai } }));
    },
  );
});

describe('room picture bodies that are not a PNG, JPEG or WebP (rooms helper)', () => {
  it.each(shapes)('PUT /api/admin/rooms/1/picture: %s', async (_shape, opts) => {
    expectRefused(await send('PUT /api/admin/rooms/1/picture', 'staff', opts));
  });

  it.each([
    ['text declared as PNG', png, 'not an image'],
    ['a GIF declared as JPEG', { 'content-type': 'image/jpeg' }, 'GIF89a'],
    ['an SVG', { 'content-type': 'image/svg+xml' }, '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['a PNG over 2 MiB', png, Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)])],
  ] as const)('PUT /api/admin/rooms/1/picture: %s', async (_what, headers, payload) => {
    expectRefused(await send('PUT /api/admin/rooms/1/picture', 'staff', { headers, payload }));
  });
});

describe('unknown /api paths', () => {
  it.each([
    'GET /api',
    'GET /api/nada',
    'POST /api/nada',
    'GET /api/admin',
    'DELETE /api/users',
    'GET /api/hours/disabled',
    'POST /api/register',
  ])('%s gives 404 JSON', async (route) => {
    const res = await send(route, 'staff');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: errorWords.notFound, code: 'NOT_FOUND' });
  });
});

describe('unknown fields are ignored', () => {
  // Names the server knows elsewhere (role, status, level…) must not sneak into these calls.
  const extra = {
    foo: 'bar',
    role: 'staff',
    status: 'Ativo',
    level: 2,
    qtd_team: 99,
    manager_id: 1,
    id: 1,
    nested: { a: [1] },
  };
  const ok = async (route: string, as: As, body: object, opts: Partial<InjectOptions> = {}) => {
    const unknown = as === 'staff' ? { foo: 'bar', role: 'staff', id: 1, nested: { a: [1] } } : extra;
    const res = await send(route, as, { ...opts, payload: { ...unknown, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  // The plan's name beside the user's columns (users keep a plan_id, docs/product.md#plans).
  const user = (email: string) =>
    app.db
      .selectFrom('users')
      .leftJoin('plans', 'plans.id', 'users.plan_id')
      .selectAll('users')
      .select('plans.name as plan')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();

  it('on login, recovery and the five registration steps, without lifting the new user', async () => {
    await ok('POST /api/session', 'public', ADMIN);
    await ok('POST /api/recovery-pass', 'public', { email: 'ninguem@empresa.test' });
    const email = uniqueEmail('extra');
    const headers = { cookie: cookieOf(await ok('POST /api/resgister-email', 'public', { email })) };
    await ok('POST /api/register-people', 'public', { email, firstname: 'Ana', lastname: 'Souza', phone }, { headers });
    await ok(
      'POST /api/register-company',
      'public',
      { email, document: '529.982.247-25', name_company: 'Empresa' },
      { headers },
    );
    await ok('POST /api/register-pass', 'public', { email, ...pass }, { headers });
    await ok('POST /api/register-terms', 'public', { email, terms: true }, { headers });
    expect(await user(email)).toMatchObject({
      status: 'Pendente',
      level: 2,
      role: 'member',
      qtd_team: 0,
      manager_id: null,
    });
  });

  it('on the account, contact and booking calls', async () => {
    await ok('PUT /api/users', 'manager', { phone });
    expect(await user(manager.email)).toMatchObject({ role: 'member', qtd_team: 5 });
    await ok('POST /api/contact', 'public', contact);
    await ok('POST /api/manager/appointment/list', 'manager', { participants: 'Sala 10' });
    await ok('POST /api/manager/appointment/store', 'manager', studio);
    const booked = await ok('POST /api/manager/appointment/store', 'manager', room);
    await ok('PUT /api/cancel-appointment', 'manager', { ui: manager.id, ai: booked.json().appointment.id });
  });

  it('on the team calls, and the invite link', async () => {
    const email = uniqueEmail('time');
    await ok('POST /api/team', 'manager', { name: 'Bruno', email, phone });
    expect(await user(email)).toMatchObject({ level: 1, role: 'member', manager_id: manager.id, qtd_team: 0 });
    await ok('PUT /api/team', 'manager', { email, name: 'Bruno Lima' });
    await ok('POST /api/reset-pass', 'public', {
      token: await lastLinkToken(app, email),
      password: 'bruno123',
      confirm_password: 'bruno123',
      terms_version: TERMS_TEXT_DATE,
    });
    await ok('POST /api/team/remove', 'manager', { email });
  });

  it('on the room calls (rooms helper)', async () => {
    const created = await ok('POST /api/admin/rooms', 'staff', { name: 'Sala Extra', capacity: 3 });
    const id = created.json().room.id;
    expect(id).not.toBe(1);
    await ok(`PATCH /api/admin/rooms/${id}`, 'staff', { capacity: 4 });
    const room = await app.db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(room).toMatchObject({ name: 'Sala Extra', capacity: 4, active: 1 });
    expect((await send('GET /api/admin/rooms?x=1', 'staff')).statusCode).toBe(200);
  });

  it('on the staff calls and queries', async () => {
    await ok(`PATCH /api/admin/users/${manager.id}`, 'staff', { plan: 'Arena Exclusiva' });
    expect(await user(manager.email)).toMatchObject({ role: 'member', plan: 'Arena Exclusiva' });
    await post(app, '/api/contact', { ...contact, subject: 'Suporte técnico' });
    const request = await app.db.selectFrom('requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await ok(`PATCH /api/admin/requests/${request.id}`, 'staff', { status: 'done' });
    for (const route of [
      'GET /api/admin/users?status=Ativo&foo=1',
      'GET /api/admin/users?q=souza&foo=1',
      `GET /api/admin/users/${manager.id}?foo=1`,
      'GET /api/admin/requests?type=plan&x=y',
      'GET /api/admin/outbox?limit=5&x=y',
      'GET /api/admin/audit?limit=5&x=y',
    ]) {
      expect((await send(route, 'staff')).statusCode).toBe(200);
    }
    expect((await send('GET /api/hours/disabled/1?x=1', 'manager')).statusCode).toBe(200);
  });

  it('on the agenda and closed-day calls (bookings helper)', async () => {
    const booked = await ok('POST /api/manager/appointment/store', 'manager', {
      ...room,
      participants: 'Sala 20',
      date_initial: '2026-11-26 14:00:00',
      date_final: '2026-11-26 15:00:00',
    });
    const id = booked.json().appointment.id as number;
    const day = await send('GET /api/admin/appointments?from=2026-11-26&foo=1', 'staff');
    expect(day.json().map((a: { id: number }) => a.id)).toEqual([id]);
    await ok(`PUT /api/admin/appointments/${id}/cancel`, 'staff', { reason: 'Manutenção' });
    await ok('POST /api/admin/closed-days', 'staff', { date: '2027-06-14', reason: 'Inventário' });
    expect((await send('GET /api/admin/closed-days?year=2027&x=y', 'staff')).json()).toContainEqual(
      expect.objectContaining({ date: '2027-06-14', reason: 'Inventário' }),
    );
    expect((await send('DELETE /api/admin/closed-days/2027-06-14?x=y', 'staff')).statusCode).toBe(200);
    await ok('POST /api/admin/closed-days/holidays', 'staff', { year: 2027 });
  });
});
