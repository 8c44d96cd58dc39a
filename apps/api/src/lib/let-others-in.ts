/**
 * Lets the event loop run what waits (requests, timers) before a long job goes on. better-sqlite3
 * answers without I/O, so a job made of awaited queries never leaves the microtask queue: the
 * 100× bench saw one booking wait 9 s for a month's issue run, the whole server with it
 * (bench/large.ts). Call it between a job's steps: an account, a batch, a page.
 */
export function letOthersIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
