import type { Access, StaffRole } from '@arena/shared/contract/endpoint';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Deps } from './deps.ts';
import type { User } from './db/schema.ts';
import type { Clock } from './lib/time.ts';
import type { Background } from './plugins/background.ts';
import type { Faults } from './plugins/error-handler.ts';
import type { Limiter } from './plugins/limiter.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { MailQueue } from './plugins/mail.ts';

/** What a route may demand of the caller (docs/product.md#access-rules): checked before the body is validated. */
export type AuthRule = Access;

/** An API route as registered (plugins/auth.ts keeps the table): its method, path, access rule and input schemas. */
export type RouteEntry = {
  method: string;
  url: string;
  auth: AuthRule;
  roles?: readonly StaffRole[];
  /** Answered while the terms are pending (docs/product.md#terms). */
  beforeTerms?: true;
  body?: unknown;
  querystring?: unknown;
};

/** The signed-in caller: the user's own columns, their plan's name and the session the request came with. */
export type AuthUser = Omit<
  User,
  'password_hash' | 'created_at' | 'updated_at' | 'removed_at' | 'anonymized_at' | 'refused_at'
> & {
  plan: string | null;
  sessionId: number;
};

// Augmenting Fastify's types needs declaration merging, which only interfaces do.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    /** The mail worker (plugins/mail.ts): `deliverDue` sends what is due now (tests). */
    mailQueue: MailQueue;
    /** Checks for due reminders now (tests; the check also runs by itself, plugins/reminders.ts). */
    reminders: { check(): Promise<void> };
    /** Runs the monthly cycle now (tests; it also runs by itself, plugins/billing.ts). */
    billing: { run(): Promise<void> };
    /** The NFS-e job, when NFSE_MODE is on (plugins/nfse.ts); else undefined. */
    nfse?: { run(): Promise<void>; nudge(): void };
    /** The Pix charges' jobs, when the Pix settings are there (plugins/pix.ts); else undefined. */
    pix?: {
      charges(): Promise<void>;
      reconcile(): Promise<void>;
      nudge(): void;
      refund(
        endToEndId: string,
        id: string,
        cents: number,
      ): Promise<'em_processamento' | 'devolvido' | 'nao_realizado'>;
    };
    limiter: Limiter;
    background: Background;
    /** What the services are given: the pieces above, never the instance (deps.ts). */
    deps: Deps;
    /** Every /api route with its access rule (plugins/auth.ts). */
    routeTable: RouteEntry[];
    /** The shared Redis when REDIS_URL is set (rate limits, health). */
    redis: Redis | undefined;
    /** When the faults the server rides through last showed (plugins/error-handler.ts; health). */
    faults: Faults;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthRule;
    /** A staff route's roles (docs/product.md#staff-roles), from its endpoint's definition. */
    roles?: readonly StaffRole[];
    /** A member's call answered while new terms wait to be accepted (docs/product.md#terms). */
    beforeTerms?: true;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
