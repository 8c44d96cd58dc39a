import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../answers.ts';
import { connect } from '../../src/db/connect.ts';
import { migrationNames } from '../../src/db/migrate.ts';
import { staffToken } from '../flows.ts';
import { createTestApp, freshDatabase, type TestApp } from '../helpers.ts';

/**
 * Plan names are unique ignoring case in the database itself (docs/product.md#plan-list): staff
 * racing to create "Arena Plus" and "arena plus" get one plan and the usual 409 for the rest, and
 * the migration that adds the index tells apart names that already clashed.
 */
describe('plan names', () => {
  let app: TestApp;
  let token = '';
  beforeAll(async () => {
    app = await createTestApp();
    token = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const asStaff = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('gives one of 20 parallel creations of a name in any case the plan, and a 409 to the others', async () => {
    const names = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'Arena Plus' : 'ARENA plus'));
    const answers = await Promise.all(
      names.map((name) => asStaff('POST', '/api/admin/plans', { name, monthly_hours: 2, overage: 'block' })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 200 && s < 300)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode >= 300)) {
      expect(r.json()).toEqual(refused('PLAN_NAME_TAKEN', 'Já existe um plano com este nome.'));
      expect(r.statusCode).toBe(409);
    }
    const rows = await app.db
      .selectFrom('plans')
      .select('name')
      .where(sql<string>`lower(name)`, '=', 'arena plus')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses in the database a name that differs only in case, whatever the code checked', async () => {
    const now = new Date().toISOString();
    const insert = app.db
      .insertInto('plans')
      .values({
        name: 'arena dedicada',
        monthly_minutes: 0,
        overage: 'block',
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(insert).rejects.toThrow();
  });
});

describe('the plan-name index migration', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('renames names that already clash by case, then builds the index', async () => {
    const { db } = await connect(database.url);
    const raw = db as unknown as Kysely<unknown>;
    try {
      const migrations: Record<string, Migration> = {};
      for (const name of migrationNames) migrations[name] = await import(`../../src/db/migrations/${name}.ts`);
      const m = new Migrator({ db: raw, provider: { getMigrations: async () => migrations } });
      const target = '20261127070000_draft_per_browser';
      expect((await m.migrateTo(migrationNames[migrationNames.indexOf(target) - 1] as string)).error).toBeUndefined();
      const now = '2026-11-20T12:00:00.000Z';
      await sql`insert into plans (name, monthly_minutes, overage, active, created_at, updated_at)
        values ('ARENA DEDICADA', 0, 'charge', 0, ${now}, ${now})`.execute(raw);
      await sql`insert into registration_drafts (email, browser_hash, created_at, updated_at)
        values ('rascunho@empresa.test', 'navegador-1', ${now}, ${now})`.execute(raw);
      expect((await m.migrateToLatest()).error).toBeUndefined();
      const names = (await db.selectFrom('plans').select(['id', 'name']).orderBy('id').execute()).map((p) => p.name);
      expect(names.filter((n) => n.toLowerCase().startsWith('arena dedicada'))).toEqual([
        'Arena Dedicada',
        expect.stringMatching(/^ARENA DEDICADA \(\d+\)$/),
      ]);
      const drafts = await db.selectFrom('registration_drafts').select(['email', 'browser_hash']).execute();
      expect(drafts).toEqual([{ email: 'rascunho@empresa.test', browser_hash: 'navegador-1' }]);
    } finally {
      await db.destroy();
    }
  });
});
