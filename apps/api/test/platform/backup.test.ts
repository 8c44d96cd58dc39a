import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { backup } from '../../src/ops/backup.ts';
import { activeManager, login, post } from '../flows.ts';
import { ADMIN, freshDatabase, usingPostgres } from '../helpers.ts';

/**
 * Data safety: a backup taken while the app runs and writes restores — the way
 * docs/operations.md says — into a fresh database where the data is found.
 */
const dir = mkdtempSync(join(tmpdir(), 'arena-backup-'));
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(dir, { recursive: true, force: true });
});

const open = (url: string) =>
  buildApp({
    config: loadConfig({ DATABASE_URL: url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    logger: false,
  });

describe('npm run backup', () => {
  it('writes a timestamped copy that restores into a fresh database', { timeout: 60_000 }, async () => {
    const source = await freshDatabase();
    drops.push(source.drop);
    const app = await open(source.url);
    const ana = await activeManager(app as never);
    const booking = {
      participants: 'Sala 10',
      isStudio: false,
      date_initial: '2027-03-02 09:00:00',
      date_final: '2027-03-02 10:00:00',
    };
    expect((await post(app, '/api/manager/appointment/store', booking, ana.token)).statusCode).toBe(200);

    // Writes keep coming while the copy is taken.
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i += 1) {
        await post(
          app,
          '/api/contact',
          { name: 'Ana', email: ana.email, subject: 'Outros', message: `${i}` },
          ana.token,
        );
      }
    })();
    const file = await backup(source.url, dir, new Date('2026-11-21T10:30:00.123Z'));
    writing = false;
    await writes;
    await app.close();
    expect(file).toMatch(usingPostgres ? /arena-2026-11-21T10-30-00Z\.dump$/ : /arena-2026-11-21T10-30-00Z\.sqlite$/);
    // One self-contained file: nothing beside it to forget when it is copied off the machine.
    expect(readdirSync(dir)).toEqual([basename(file)]);

    // Restore, as docs/operations.md shows.
    const target = await freshDatabase();
    drops.push(target.drop);
    if (usingPostgres)
      await promisify(execFile)('pg_restore', ['--no-owner', '--no-acl', `--dbname=${target.url}`, file]);
    else copyFileSync(file, target.url.slice('file:'.length));
    const restored = await open(target.url);
    try {
      const token = await login(restored as never, ana.email, ana.password);
      const list = await post(restored, '/api/manager/appointment/list', { participants: 'Sala 10' }, token);
      expect(list.json()).toEqual([expect.objectContaining({ date_initial: booking.date_initial, mine: true })]);
      const rooms = await restored.db.selectFrom('rooms').select('name').orderBy('name').execute();
      expect(rooms.map((r) => r.name)).toEqual(['Sala 10', 'Sala 20', 'Sala 30']);
    } finally {
      await restored.close();
    }
  });

  it('refuses a database it cannot copy, saying why', async () => {
    await expect(backup('file:/nao/existe/arena.sqlite', dir)).rejects.toThrow();
  });
});
