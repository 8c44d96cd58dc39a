import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { migrationNames } from '../../src/db/migrate.ts';
import { login } from '../flows.ts';
import { ADMIN, freshDatabase } from '../helpers.ts';

/**
 * docs/operations.md §7: an empty database is migrated up on the first start and seeded; a second start
 * (an upgrade, a restart) runs nothing twice and keeps what staff changed in the seed data.
 */
const database = await freshDatabase();
afterAll(async () => {
  await database.drop();
});

const start = (password = ADMIN.password) =>
  buildApp({
    config: loadConfig({ DATABASE_URL: database.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: password }),
    logger: false,
  });

describe('migrations and seed data', () => {
  it('migrate an empty database up, then keep the seed data through a second start', async () => {
    const first = await start();
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first.db);
    // Every migration listed in migrate.ts, in its order, starting with the first release's.
    expect(applied.rows.map((r) => r.name)).toEqual(migrationNames);
    expect(migrationNames.slice(0, 4)).toEqual([
      '20261121090000_initial',
      '20261121120000_room_pictures',
      '20261124090000_account_abuse',
      '20261125080000_room_bookings_version',
    ]);
    const rooms = await first.db.selectFrom('rooms').select(['id', 'name']).orderBy('name').execute();
    expect(rooms.map((r) => r.name)).toEqual(['Sala 10', 'Sala 20', 'Sala 30']);
    // Staff rename one seeded room and retire another.
    await first.db.updateTable('rooms').set({ name: 'Sala Jardim' }).where('name', '=', 'Sala 10').execute();
    await first.db.updateTable('rooms').set({ active: 0 }).where('name', '=', 'Sala 30').execute();
    await first.close();

    const second = await start('nova-senha-9');
    try {
      const again = await sql<{ name: string }>`select name from kysely_migration`.execute(second.db);
      expect(again.rows).toHaveLength(applied.rows.length);
      const kept = await second.db.selectFrom('rooms').select(['name', 'active']).orderBy('name').execute();
      expect(kept).toEqual([
        { name: 'Sala 20', active: 1 },
        { name: 'Sala 30', active: 0 },
        { name: 'Sala Jardim', active: 1 },
      ]);
      // ADMIN_PASSWORD changed between the starts: a restart never overwrites the staff password
      // (docs/product.md#shape, docs/operations.md §3); `npm run staff:password` does that on purpose.
      const staff = await second.db.selectFrom('users').select('id').where('role', '=', 'staff').execute();
      expect(staff).toHaveLength(1);
      expect(await login(second as never, ADMIN.email, ADMIN.password)).toMatch(/^[\w-]{20,}$/);
      const refused = await second.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: ADMIN.email, password: 'nova-senha-9' },
      });
      expect(refused.statusCode).toBe(203);
    } finally {
      await second.close();
    }
  });
});
