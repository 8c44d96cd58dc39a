import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connect.ts';
import { migrationNames } from '../../src/db/migrate.ts';
import { freshDatabase } from '../helpers.ts';

/**
 * The plans migration keeps today's data (docs/product.md#plans): members' plan names become references
 * to the seeded plans, and a name staff once typed that is none of them becomes a plan of its own.
 */
const database = await freshDatabase();
afterAll(async () => {
  await database.drop();
});

const PLANS = '20261125110000_plans';

async function migrator(db: Kysely<unknown>): Promise<Migrator> {
  const migrations: Record<string, Migration> = {};
  for (const name of migrationNames) migrations[name] = await import(`../../src/db/migrations/${name}.ts`);
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

describe('the plans migration', () => {
  it('turns members’ plan names into references without losing any', async () => {
    const { db } = await connect(database.url);
    const raw = db as unknown as Kysely<unknown>;
    try {
      const before = migrationNames[migrationNames.indexOf(PLANS) - 1] as string;
      const m = await migrator(raw);
      expect((await m.migrateTo(before)).error).toBeUndefined();
      const now = '2026-11-20T12:00:00.000Z';
      for (const [email, plan] of [
        ['dedicada@empresa.test', 'Arena Dedicada'],
        ['exclusiva@empresa.test', 'Arena Exclusiva'],
        ['antigo@empresa.test', 'Plano Antigo'],
        ['sem@empresa.test', null],
      ] as const) {
        await sql`insert into users (email, name, status, level, role, plan, qtd_team, created_at, updated_at)
          values (${email}, 'Pessoa', 'Ativo', 2, 'member', ${plan}, 0, ${now}, ${now})`.execute(raw);
      }
      expect((await m.migrateToLatest()).error).toBeUndefined();

      const rows = await db
        .selectFrom('users')
        .leftJoin('plans', 'plans.id', 'users.plan_id')
        .select(['users.email', 'plans.name', 'plans.monthly_minutes', 'plans.overage', 'plans.active'])
        .orderBy('users.email')
        .execute();
      expect(rows).toEqual([
        { email: 'antigo@empresa.test', name: 'Plano Antigo', monthly_minutes: 0, overage: 'charge', active: 0 },
        { email: 'dedicada@empresa.test', name: 'Arena Dedicada', monthly_minutes: 600, overage: 'charge', active: 1 },
        {
          email: 'exclusiva@empresa.test',
          name: 'Arena Exclusiva',
          monthly_minutes: 1200,
          overage: 'charge',
          active: 1,
        },
        { email: 'sem@empresa.test', name: null, monthly_minutes: null, overage: null, active: null },
      ]);
      const plans = await db.selectFrom('plans').select(['name', 'monthly_minutes']).orderBy('id').execute();
      expect(plans.map((p) => p.name)).toEqual([
        'Arena Compartilhada',
        'Arena Dedicada',
        'Arena Exclusiva',
        'Plano Antigo',
      ]);
      expect(plans[0]?.monthly_minutes).toBe(240);
    } finally {
      await db.destroy();
    }
  });
});
