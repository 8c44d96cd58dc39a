import type { FastifyBaseLogger } from 'fastify';

/**
 * A task that runs now and then in this process: once when the app is ready, every `everyMs`,
 * and whenever it is nudged (a commit that queued mail). One run at a time: a nudge during a run
 * makes one more run after it. Errors are logged and the next run comes as usual. `stop` waits
 * for the run in flight, so closing the app leaves nothing half done (tests build many apps).
 */
export type Job = {
  start(): void;
  nudge(): void;
  /** Runs it now (after the run in flight) and resolves when that run is over. */
  run(): Promise<void>;
  stop(): Promise<void>;
};

export function periodic(name: string, everyMs: number, task: () => Promise<void>, log: FastifyBaseLogger): Job {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  const once = async () => {
    try {
      await task();
    } catch (err) {
      log.error({ err, job: name }, 'scheduled job failed');
    }
  };
  const loop = async () => {
    do {
      again = false;
      await once();
    } while (again && !stopped);
  };
  const kick = (): Promise<void> => {
    if (current) {
      again = true;
      return current;
    }
    current = loop().finally(() => {
      current = undefined;
    });
    return current;
  };
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void kick().then(arm);
    }, everyMs);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void kick().then(arm);
    },
    nudge() {
      if (!stopped) void kick();
    },
    async run() {
      if (current) await current;
      await kick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
