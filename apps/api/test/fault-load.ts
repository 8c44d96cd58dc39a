import type { ServerProcess } from './process.ts';

/**
 * A bounded booking load on several server processes (the fault tests and `npm run drill`):
 * `clients` loops, each booking the next free half hour of one room on the processes in turn, one
 * request at a time. Every answer is recorded with its time, so a caller can tell what failed
 * during a fault and what after it; every booking answered 200 is kept to be looked for later.
 */
export type Answer = { at: number; status: number; server: number };
export type Confirmed = { id: number; start: string; end: string };

export type Load = {
  answers: Answer[];
  confirmed: Confirmed[];
  /** Bookings whose request got no answer at all (a process died or a connection broke). */
  unknown: number;
  stop(): Promise<void>;
};

/** The next `count` weekdays' half hours from `fromDays` ahead, as the server's local times. */
export function halfHours(count: number, fromDays = 3): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const day = new Date(Date.now() + fromDays * 86_400_000);
  while (out.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const date = day.toISOString().slice(0, 10);
    for (let m = 8 * 60; m < 18 * 60 && out.length < count; m += 30) {
      const at = (v: number) => `${String(Math.floor(v / 60)).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}:00`;
      out.push([`${date} ${at(m)}`, `${date} ${at(m + 30)}`]);
    }
  }
  return out;
}

export function bookingLoad(
  servers: ServerProcess[],
  token: string,
  { clients = 6, room = 'Sala 20', slots = halfHours(3000) } = {},
): Load {
  const queue = [...slots];
  const load: Load = { answers: [], confirmed: [], unknown: 0, stop: async () => undefined };
  let stopped = false;
  let turn = 0;
  const book = async ([start, end]: [string, string]) => {
    const server = turn++ % servers.length;
    const target = servers[server] as ServerProcess;
    try {
      const res = await fetch(`${target.url}/api/manager/appointment/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ participants: room, isStudio: false, date_initial: start, date_final: end }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { appointment?: { id: number } };
      load.answers.push({ at: Date.now(), status: res.status, server });
      if (res.status === 200 && body.appointment) load.confirmed.push({ id: body.appointment.id, start, end });
      // A client told to come back later does, as a well-behaved one would: Retry-After, at most 1 s.
      // Without it, answers that fail at once would spend the whole load on the first fault.
      if (res.status === 503 || res.status === 429) {
        const seconds = Number(res.headers.get('retry-after'));
        await new Promise((r) => setTimeout(r, Math.min(1000, seconds > 0 ? seconds * 1000 : 250)));
      }
    } catch {
      load.unknown += 1;
      load.answers.push({ at: Date.now(), status: 0, server });
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const running = Array.from({ length: clients }, async () => {
    while (!stopped) {
      const next = queue.shift();
      if (!next) return;
      await book(next);
    }
  });
  load.stop = async () => {
    stopped = true;
    await Promise.all(running);
  };
  return load;
}

/** Polls /api/health of a process every `ms` and records each status (0: no answer). */
export function healthWatch(server: ServerProcess, ms = 100) {
  const seen: Answer[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const status = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(3_000) })
        .then((r) => r.status)
        .catch(() => 0);
      seen.push({ at: Date.now(), status, server: 0 });
      await new Promise((r) => setTimeout(r, ms));
    }
  })();
  return {
    seen,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Waits until /api/health answers 200; the milliseconds it took. */
export async function healthy(server: ServerProcess, within = 30_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < within) {
    const ok = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(3_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not healthy after ${within} ms: ${server.output().slice(-2000)}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
