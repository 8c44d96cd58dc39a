import { errorWords } from '@arena/shared/contract/error-words';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { halfHours } from '../fault-load.ts';

/**
 * docs/product.md#faults: a disk that fills up. SQLite refuses to grow the file (SQLITE_FULL,
 * made real here by capping the file's pages with `max_page_count`); writes answer 503
 * `STORAGE_FULL` in pt-BR, the log names SQLITE_FULL (not the failed ROLLBACK that follows it),
 * reads still work, health answers 503 `db: full`, and all is well again once there is room. On
 * SQLite in both runs: a file of its own.
 */
describe('a full disk on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arena-full-'));
  const lines: string[] = [];
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({ DATABASE_URL: `file:${join(dir, 'arena.sqlite')}` }, undefined, {
      level: 'warn',
      stream,
    });
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const health = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('answers 503 STORAGE_FULL to writes, logs SQLITE_FULL, keeps reads, and recovers', async () => {
    const [{ page_count: pages }] = (await sql<{ page_count: number }>`pragma page_count`.execute(app.db)).rows as [
      { page_count: number },
    ];
    await sql.raw(`pragma max_page_count = ${pages}`).execute(app.db);
    const slots = halfHours(400, 10);
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (const [start, end] of slots) {
      const res = await post(
        app,
        '/api/manager/appointment/store',
        { participants: 'Sala 10', isStudio: false, date_initial: start, date_final: end },
        ana.token,
      );
      if (res.statusCode === 200) continue;
      refused = res;
      break;
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.json()).toEqual({ message: errorWords.storageFull, code: 'STORAGE_FULL' });
    const log = lines.join('');
    expect(log).toContain('SQLITE_FULL');
    expect(log).toContain('disk full');
    expect(log).not.toMatch(/unhandled error/);

    // Reads still work; health says the disk is full.
    const mine = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(await health()).toEqual({ status: 503, body: { status: 'error', db: 'full' } });

    // Room again: writes work and health is ok.
    await sql.raw(`pragma max_page_count = ${pages * 100}`).execute(app.db);
    const [start, end] = slots.at(-1) as [string, string];
    const again = await post(
      app,
      '/api/manager/appointment/store',
      { participants: 'Sala 10', isStudio: false, date_initial: start, date_final: end },
      ana.token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } });
  });

  it('keeps the real cause when SQLite has already ended the transaction', async () => {
    // On a full disk SQLite may roll the whole transaction back itself (a failed COMMIT does); the
    // ROLLBACK that follows then fails, and its error must not replace the cause. Here the
    // transaction is ended under Kysely's feet, and the cause is an error of the test's own.
    const attempt = app.db.transaction().execute(async (trx) => {
      await sql`commit`.execute(trx);
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    await expect(attempt).rejects.toMatchObject({ code: 'SQLITE_FULL' });
  });
});
