import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Clock } from './lib/time.ts';
import type { Background } from './plugins/background.ts';
import type { Limiter } from './plugins/limiter.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/**
 * What services are given (docs/style.md, apps/api): built once in app.ts from the plugins, and
 * never the Fastify instance itself. Each service names the few it uses (`Pick<Deps, …>`); a
 * caller that makes several writes atomic passes its transaction as `db`.
 */
export type Deps = {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  limiter: Limiter;
  background: Background;
  log: FastifyBaseLogger;
};
