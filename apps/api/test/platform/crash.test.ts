import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { activeManager } from '../flows.ts';
import { ADMIN, freshDatabase, usingPostgres } from '../helpers.ts';
import { freePort, startServer } from '../process.ts';

/**
 * Crash safety: the server is killed with SIGKILL in the middle of a booking load. After
 * a restart every booking that was answered 200 is there, exactly as answered, and the database
 * passes its integrity check.
 */
const database = await freshDatabase();
afterAll(async () => {
  await database.drop();
});

const env = {
  DATABASE_URL: database.url,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_GLOBAL: '100000/1m',
  LOG_LEVEL: 'silent',
};

/** The next `count` weekdays' slots, from three days ahead, as the server's local times. */
function slots(count: number): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const day = new Date(Date.now() + 3 * 86_400_000);
  while (out.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const date = day.toISOString().slice(0, 10);
    for (let h = 8; h < 18 && out.length < count; h += 1) {
      const hh = String(h).padStart(2, '0');
      out.push([`${date} ${hh}:00:00`, `${date} ${hh}:30:00`]);
    }
  }
  return out;
}

type Stored = { id: number; date_initial: string; date_final: string; cancelled_at: string | null };

async function storedAppointments(): Promise<Stored[]> {
  const sql = 'SELECT id, date_initial, date_final, cancelled_at FROM appointments ORDER BY id';
  if (!usingPostgres) {
    const db = new Database(database.url.slice('file:'.length), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      return db.prepare(sql).all() as Stored[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const text = sql.replace('date_initial, date_final', 'date_initial::text, date_final::text');
    return (await client.query<Stored>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('a server killed during a booking load', () => {
  it('keeps every booking it confirmed, and the database is sound', { timeout: 120_000 }, async () => {
    // A manager, made through the app in-process; the session lives in the database.
    const setup = await buildApp({ config: loadConfig(env), logger: false });
    const manager = await activeManager(setup as never);
    await setup.close();

    const port = await freePort();
    const server = startServer(env, port);
    await server.ready();
    const confirmed: Array<{ id: number; start: string; end: string }> = [];
    let failedAfterKill = 0;
    const book = async ([start, end]: [string, string]) => {
      try {
        const res = await fetch(`${server.url}/api/manager/appointment/store`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` },
          body: JSON.stringify({ participants: 'Sala 20', isStudio: false, date_initial: start, date_final: end }),
        });
        const body = (await res.json()) as { appointment?: { id: number } };
        if (res.status === 200 && body.appointment) confirmed.push({ id: body.appointment.id, start, end });
        else if (res.status !== 200) throw new Error(`booking answered ${res.status}`);
      } catch (err) {
        if (!server.child.killed) throw err;
        failedAfterKill += 1;
      }
    };
    // Twelve clients book distinct slots without pause; the server dies once 40 are confirmed.
    const queue = slots(2000);
    const clients = Array.from({ length: 12 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (server.child.killed) return;
        await book(next);
      }
    });
    while (confirmed.length < 40) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    await Promise.all(clients);
    await server.exit;
    expect(confirmed.length).toBeGreaterThanOrEqual(40);
    expect(failedAfterKill).toBeGreaterThan(0);

    // Restart: the server comes back on the same data, and every confirmed booking is there.
    const again = startServer(env, await freePort());
    await again.ready();
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
    const rows = await storedAppointments();
    const stored = new Map(rows.map((a) => [a.id, a]));
    // Nothing half-written either: no two bookings of the room overlap.
    const sorted = [...rows].sort((a, b) => a.date_initial.localeCompare(b.date_initial));
    for (let i = 1; i < sorted.length; i += 1) {
      expect(sorted[i - 1]?.date_final.localeCompare(sorted[i]?.date_initial ?? '')).toBeLessThanOrEqual(0);
    }
    for (const c of confirmed) {
      expect(stored.get(c.id)).toEqual({ id: c.id, date_initial: c.start, date_final: c.end, cancelled_at: null });
    }
  });
});
