/**
 * Lets the event loop run what waits (requests, timers) before a long job goes on. better-sqlite3
 * answers without I/O, so a job made of awaited queries never leaves the microtask queue: the
 * 100× bench saw one booking wait 9 s for a month's issue run, the whole server with it
 * (bench/large.ts). Call it between a job's steps: an account, a batch, a page.
 */
export function letOthersIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The longest pause letOthersInAsLong makes. */
const MAX_PAUSE_MS = 50;

/**
 * As letOthersIn, then a pause as long as the step took since `began` (performance.now()), at
 * most MAX_PAUSE_MS: a job whose steps follow each other without end otherwise keeps the event
 * loop and a core busy all the while, and every request beside it waits a step's length at each
 * of its queries. On PostgreSQL at 100×, an anonymisation reading the outbox back to back made a
 * booking hold its room's lock 50–100 ms instead of ~8, and the bookings queued behind it for up
 * to 760 ms (issue 34). The job takes twice as long at most; the requests, half of the time.
 */
export async function letOthersInAsLong(began: number): Promise<void> {
  const took = performance.now() - began;
  await letOthersIn();
  if (took >= 1) await new Promise((resolve) => setTimeout(resolve, Math.min(took, MAX_PAUSE_MS)));
}
