import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { periodic } from './scheduler.ts';

/** The mail worker and the reminder check run on this (plugins/mail.ts, plugins/reminders.ts). */
const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('a periodic job', () => {
  it('runs at start, and once more when nudged during a run, never two at a time', async () => {
    let runs = 0;
    let running = 0;
    let most = 0;
    const first = gate();
    const job = periodic(
      'test',
      3_600_000,
      async () => {
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        if (runs === 1) await first.opened;
        running -= 1;
      },
      silent,
    );
    job.start();
    // Three nudges while the first run waits make one more run after it, not three.
    job.nudge();
    job.nudge();
    job.nudge();
    first.open();
    await job.run();
    expect(most).toBe(1);
    expect(runs).toBe(3); // the start, the nudges' one, and run()'s own
    await job.stop();
  });

  it('waits for the run in flight when stopped, and ignores nudges afterwards', async () => {
    let runs = 0;
    let finished = false;
    const slow = gate();
    const job = periodic(
      'test',
      3_600_000,
      async () => {
        runs += 1;
        await slow.opened;
        finished = true;
      },
      silent,
    );
    job.start();
    const stopped = job.stop();
    slow.open();
    await stopped;
    expect(finished).toBe(true);
    job.nudge();
    expect(runs).toBe(1);
  });

  it('logs a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    const log = { error: (obj: unknown) => errors.push(obj) } as unknown as FastifyBaseLogger;
    let runs = 0;
    const job = periodic(
      'test',
      3_600_000,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('SMTP down');
      },
      log,
    );
    await job.run();
    await job.run();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
