import { createHash } from 'node:crypto';
import { messages, adminMessages } from '@arena/shared/contract/all-words';

import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/plugins/auth.ts';
import { activeManager, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Property-based fuzzing: every /api route that takes a body (or a query) is sent
 * bodies fast-check makes up — any JSON, the route's own field names holding values of the wrong
 * kind, odd strings, broken JSON. Whatever comes in, the answer is never a 5xx, an error is
 * always a pt-BR `{message}` from the catalogue, and a refused request leaves the database as it
 * was, row for row.
 */
let app: TestApp;
// CI replays one seed, so a run fails only when the code changes; FUZZ_SEED=random explores anew
// (and prints the seed of any failure to replay it with FUZZ_SEED=<seed>).
const seed = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261121);
const tokens: Record<'member' | 'staff', string> = { member: '', staff: '' };

const tables = [
  'users',
  'companies',
  'sessions',
  'registration_drafts',
  'one_time_tokens',
  'rooms',
  'room_pictures',
  'appointments',
  'closed_days',
  'requests',
  'outbox',
  'audit',
];

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = await sql`select * from ${sql.table(table)}`.execute(app.db);
    hash.update(`${table}:${JSON.stringify(rows.rows)}`);
  }
  return hash.digest('hex');
}

// Every text the API may answer with: the catalogue (templates with their {blanks}) and the
// body parser's own messages (plugins/error-handler.ts).
// A message built from values reads as its text with each value's place open.
const HOLE = '\u2063';
const hole = new Proxy({}, { get: (_t, key) => (key === Symbol.toPrimitive ? () => HOLE : HOLE) });
const textOf = (m: unknown) => (typeof m === 'function' ? (m as (v: unknown) => string)(hole) : String(m));
const templates = [
  ...Object.values(messages).map(textOf),
  ...Object.values(adminMessages).map(textOf),
  'O corpo da requisição deve ser um JSON válido.',
  'Envie os dados como JSON (Content-Type: application/json).',
  'Os dados enviados são grandes demais.',
].map((text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replaceAll(HOLE, '.+')}$`));
const isOurs = (message: unknown) => typeof message === 'string' && templates.some((t) => t.test(message));

/** The field names a zod object (or a union of objects) declares. */
function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: object; options?: unknown[]; def?: { in?: unknown; options?: unknown[] } };
  if (s?.shape) return Object.keys(s.shape);
  const options = s?.options ?? s?.def?.options;
  if (options) return [...new Set(options.flatMap(keysOf))];
  if (s?.def?.in) return keysOf(s.def.in);
  return [];
}

const odd = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'x'.repeat(5000),
  '2026-11-25 14:00:00',
  '2026-02-30',
  '529.982.247-25',
  'ana@empresa.test',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  true,
  null,
  [],
  {},
);
const value = fc.oneof(odd, fc.string({ unit: 'grapheme', maxLength: 200 }), fc.jsonValue({ maxDepth: 3 }));
const bodyFor = (keys: string[]) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) }, // mostly not JSON at all
    {
      weight: 4,
      arbitrary: fc
        .dictionary(fc.constantFrom(...keys, 'extra', 'constructor', 'id'), value, { maxKeys: keys.length + 2 })
        .map((v) => JSON.stringify(v)),
    },
  );

const concrete = (url: string) => url.replace(':id', '1').replace(':date', '2027-06-09').replace(':kind', '1');
const tokenFor = (route: RouteEntry) =>
  route.auth === 'staff' ? tokens.staff : route.auth === 'public' ? undefined : tokens.member;

let probes = 0;
const refusedSeen = new Set<number>();

async function probe(route: RouteEntry, options: { payload?: string; query?: string }) {
  probes += 1;
  const before = await fingerprint();
  const token = tokenFor(route);
  const res = await app.inject({
    method: route.method as 'POST',
    url: `${concrete(route.url)}${options.query ?? ''}`,
    headers: {
      ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: options.payload,
  });
  const said = `${route.method} ${route.url} ${options.query ?? ''} ${options.payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, said).toBeLessThan(500);
  const refused = res.statusCode >= 400 || res.statusCode === 203;
  if (res.statusCode >= 400) expect(isOurs(res.json().message), said).toBe(true);
  if (refused) refusedSeen.add(res.statusCode);
  if (refused) expect(await fingerprint(), `${said}: the database changed`).toBe(before);
}

beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_GLOBAL: '1000000/1m',
    RATE_LIMIT_LOGIN: '100000/15m',
    RATE_LIMIT_RECOVERY: '100000/1h',
    RATE_LIMIT_REGISTER: '100000/1h',
    RATE_LIMIT_CONTACT: '100000/1h',
  });
  tokens.member = (await activeManager(app, { qtd_team: 3 })).token;
  tokens.staff = await staffToken(app);
});
afterAll(async () => {
  await app?.close();
});

describe('fuzzing every body and query', () => {
  it('never answers 5xx, always in pt-BR, and refusals change nothing', { timeout: 300_000 }, async () => {
    // Logging out would end the fuzzer's own session; it takes no input anyway.
    const routes = app.routeTable.filter((r) => !(r.method === 'DELETE' && r.url === '/api/session'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      if (route.method !== 'GET') {
        await fc.assert(
          fc.asyncProperty(bodyFor(keysOf(route.body)), (payload) => probe(route, { payload })),
          { numRuns: 25, seed },
        );
      }
      const queryKeys = keysOf(route.querystring);
      if (route.method === 'GET' && queryKeys.length > 0) {
        const query = fc
          .dictionary(fc.constantFrom(...queryKeys), fc.oneof(fc.string({ maxLength: 40 }), odd.map(String)), {
            minKeys: 1,
          })
          .map((q) => `?${new URLSearchParams(q).toString()}`);
        await fc.assert(
          fc.asyncProperty(query, (q) => probe(route, { query: q })),
          { numRuns: 15, seed },
        );
      }
    }
    expect(probes).toBeGreaterThan(700);
    // The refusals seen span the kinds the API gives: bad input, not found, conflicts…
    expect([...refusedSeen].sort()).toEqual(expect.arrayContaining([400, 404]));
  });
});
