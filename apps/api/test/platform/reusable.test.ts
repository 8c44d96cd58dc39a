import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { reusable } from '../../src/db/reusable.ts';
import { freshDatabase } from '../helpers.ts';

/**
 * db/reusable.ts (docs/decisions/006-compile-hot-queries-once.md): a statement compiled once
 * still answers each call's own values.
 */
const database = await freshDatabase();
const app = await buildApp({ config: loadConfig({ DATABASE_URL: database.url }), logger: false });
const roomNamed = reusable((db) =>
  db.selectFrom('rooms').select(['name', 'capacity']).where('name', '=', '').where('active', '=', 1),
);

beforeAll(async () => {
  await app.db.updateTable('rooms').set({ capacity: 12 }).where('name', '=', 'Sala 20').execute();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a query compiled once', () => {
  it('runs with the values of each call, in turn', async () => {
    expect((await roomNamed(app.db, ['Sala 20', 1])).rows).toEqual([{ name: 'Sala 20', capacity: 12 }]);
    expect((await roomNamed(app.db, ['Sala 30', 1])).rows.map((r) => r.name)).toEqual(['Sala 30']);
    expect((await roomNamed(app.db, ['Sala 20', 0])).rows).toEqual([]);
    expect((await roomNamed(app.db, ['Sala 99', 1])).rows).toEqual([]);
  });

  it('refuses a call whose values do not match its placeholders', async () => {
    await expect(roomNamed(app.db, ['Sala 20'])).rejects.toThrow('takes 2 values, got 1');
  });

  it('reads a transaction’s own writes inside it, and never another’s uncommitted ones', async () => {
    // On SQLite the read outside runs on the one connection at once only when no transaction is
    // open on it (db/connect.ts idleSqlite); otherwise it waits its turn and sees the rollback.
    let inside: unknown;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let written = () => {};
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const rolledBack = app.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('rooms').set({ capacity: 99 }).where('name', '=', 'Sala 20').execute();
        inside = (await roomNamed(trx, ['Sala 20', 1])).rows;
        written();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await wrote;
    const outside = roomNamed(app.db, ['Sala 20', 1]);
    release();
    expect(await rolledBack).toBe('rolled back');
    expect(inside).toEqual([{ name: 'Sala 20', capacity: 99 }]);
    expect((await outside).rows).toEqual([{ name: 'Sala 20', capacity: 12 }]);
  });

  it('sees what was written after it was first compiled', async () => {
    await roomNamed(app.db, ['Sala 10', 1]);
    await app.db.updateTable('rooms').set({ active: 0 }).where('name', '=', 'Sala 10').execute();
    expect((await roomNamed(app.db, ['Sala 10', 1])).rows).toEqual([]);
  });
});
