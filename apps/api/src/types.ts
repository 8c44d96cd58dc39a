import type { Config } from './config.ts';
import type { Db, Dialect } from './db/connect.ts';
import type { Clock } from './lib/time.ts';
import type { Limiter } from './plugins/limiter.ts';
import type { Mailer } from './plugins/mail.ts';

/** What a route may demand of the caller (product.md §2): checked before the body is validated. */
export type AuthRule = 'public' | 'optional' | 'user' | 'manager' | 'staff';

export type AuthUser = {
  id: number;
  sessionId: number;
  email: string;
  name: string;
  lastname: string;
  phone: string;
  status: string;
  level: number;
  role: string;
  plan: string | null;
  qtd_team: number;
  manager_id: number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: Dialect;
    clock: Clock;
    mailer: Mailer;
    limiter: Limiter;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
}
