import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The shared Redis of REDIS_URL (rate limits, health), or undefined without one. ioredis is
 * loaded only when configured, like pg and nodemailer: a process loads what it uses (docs/performance.md).
 *
 * A Redis that is down and a Redis that is stalled (a SIGSTOP, a full network buffer, a failover
 * in progress) are handled alike (docs/decisions/022-riding-through-faults.md): while it cannot
 * be reached its commands fail at once instead of queueing, and a command that gets no answer
 * within `timeoutMs` (REDIS_TIMEOUT_MS) fails too and drops the connection, so every later command
 * fails at once until a fresh connection answers its ready check. The limits then fall back to
 * this process's counters without slowing anyone (plugins/limiter.ts); health reports Redis
 * degraded meanwhile.
 */
export async function openRedis(
  url: string | undefined,
  log: FastifyBaseLogger,
  timeoutMs = 250,
): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // A stalled server accepts the connection and never answers: give up on it soon and try again.
    connectTimeout: Math.max(1_000, timeoutMs * 4),
  });
  // Without a listener ioredis prints every failed reconnection.
  redis.on('error', (err: Error) => log.debug({ err: err.message }, 'redis unreachable'));
  let warned = 0;
  // Many commands time out together: the connection is dropped once.
  let dropping = false;
  // When the connection last brought anything: a Redis that answers others, only slowly (or a busy
  // event loop here), is not stalled, and its connection is kept.
  let lastHeard = Date.now();
  redis.on('ready', () => {
    dropping = false;
    lastHeard = Date.now();
    redis.stream.on('data', () => {
      lastHeard = Date.now();
    });
  });
  const timedOut = () => {
    if (Date.now() - warned > 60_000) {
      // One line a minute at most, however many requests noticed.
      warned = Date.now();
      log.warn({ timeoutMs }, 'redis did not answer in time: counting in this process until it does');
    }
    if (dropping || redis.status !== 'ready' || Date.now() - lastHeard < timeoutMs) return;
    dropping = true;
    redis.disconnect(true);
  };
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: TimedCommand, stream?: unknown) => {
    const answer = send(command as never, stream as never) as Promise<unknown>;
    // ioredis's own commandTimeout fires in the timers phase, before the poll phase reads an answer
    // that arrived meanwhile: on a busy event loop it would fail commands Redis did answer. The
    // verdict waits for setImmediate, which runs after that read.
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (command.isResolved) return;
        // This command falls back (the limits count it in this process); the connection is dropped
        // only when Redis has been silent for the whole timeout.
        command.reject(new Error('Command timed out'));
        timedOut();
      });
    }, timeoutMs);
    timer.unref();
    answer.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
    return answer;
  }) as typeof redis.sendCommand;
  await connected(redis, log);
  return redis;
}

type TimedCommand = { isResolved: boolean; reject(err: Error): void };

/** Closes it; quit() would wait to send QUIT over a connection that may not be there. */
export async function closeRedis(redis: Redis | undefined): Promise<void> {
  if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis?.disconnect();
}

/** Waits up to three seconds for Redis at start, so the first requests already share its counters. */
async function connected(redis: Redis, log: FastifyBaseLogger): Promise<void> {
  if (redis.status === 'ready') return;
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 3_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) log.error('Redis did not answer at start: rate limits count in this process until it does');
}
