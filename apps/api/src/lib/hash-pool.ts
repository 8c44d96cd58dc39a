import { tooMany } from '../errors.ts';

/**
 * Where argon2id runs (docs/product.md#api). Each run holds 19 MiB and one core for its whole length,
 * so only `slots` run at once and the rest wait. The wait is organised so that anonymous callers
 * cannot take it over:
 * - two lanes: `member` (logins, resets, a member's own password) is always served before
 *   `anonymous` (a registration draft's password), so a flood of registrations never stands
 *   between a member and their login;
 * - within a lane, clients (addresses) take turns, so one address's burst waits behind itself;
 * - each client may have only a few jobs in a lane, and the anonymous lane only a few in all:
 *   past that the request is refused at once with 429, before any hashing.
 */
export type HashLane = 'member' | 'anonymous';
export type HashTicket = { lane: HashLane; client: string };

export type HashPoolLimits = {
  slots: number;
  /** Jobs (waiting or running) one client may have in each lane. */
  perClient: Record<HashLane, number>;
  /** Jobs that may wait in each lane altogether. */
  waiting: Record<HashLane, number>;
};

type Job = { start: () => void };
type Lane = { clients: Map<string, Job[]>; inFlight: Map<string, number>; size: number };

export class HashPool {
  private running = 0;
  private readonly lanes: Record<HashLane, Lane> = { member: newLane(), anonymous: newLane() };

  constructor(private readonly limits: HashPoolLimits) {}

  async run<T>(work: () => Promise<T>, ticket: HashTicket): Promise<T> {
    const lane = this.lanes[ticket.lane];
    const mine = lane.inFlight.get(ticket.client) ?? 0;
    if (mine >= this.limits.perClient[ticket.lane]) throw tooMany(1_000);
    if (this.running >= this.limits.slots && lane.size >= this.limits.waiting[ticket.lane]) throw tooMany(1_000);
    lane.inFlight.set(ticket.client, mine + 1);
    try {
      if (this.running >= this.limits.slots) await this.wait(lane, ticket.client);
      else this.running += 1;
      try {
        return await work();
      } finally {
        this.release();
      }
    } finally {
      const left = (lane.inFlight.get(ticket.client) ?? 1) - 1;
      if (left > 0) lane.inFlight.set(ticket.client, left);
      else lane.inFlight.delete(ticket.client);
    }
  }

  /** How many jobs wait, by lane (for the health of the pool in tests and logs). */
  waitingIn(lane: HashLane): number {
    return this.lanes[lane].size;
  }

  private wait(lane: Lane, client: string): Promise<void> {
    return new Promise((start) => {
      const queue = lane.clients.get(client);
      if (queue) queue.push({ start });
      else lane.clients.set(client, [{ start }]);
      lane.size += 1;
    });
  }

  /** A slot frees: hand it on to the next job (members first, clients in turn), or give it back. */
  private release(): void {
    const next = takeNext(this.lanes.member) ?? takeNext(this.lanes.anonymous);
    if (next) next.start();
    else this.running -= 1;
  }
}

function newLane(): Lane {
  return { clients: new Map(), inFlight: new Map(), size: 0 };
}

/** The first client's oldest job; that client then goes to the back of the line. */
function takeNext(lane: Lane): Job | undefined {
  const first = lane.clients.entries().next();
  if (first.done) return undefined;
  const [client, queue] = first.value;
  const job = queue.shift();
  lane.clients.delete(client);
  if (queue.length > 0) lane.clients.set(client, queue);
  lane.size -= 1;
  return job;
}
