import { messages } from '@arena/shared/messages';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { type Clock, systemClock } from './lib/time.ts';
import { apiRoutes } from './modules/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { limiterPlugin } from './plugins/limiter.ts';
import { mailPlugin } from './plugins/mail.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import './types.ts';

export type AppOptions = {
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole server as one Fastify instance, ready for `listen` or `inject`. */
export async function buildApp({ config, clock = systemClock, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // The router's own refusals (a broken %-escape, an over-long path segment) answered in
    // English before any hook; product.md §3 wants every error as a pt-BR `{message}`.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).status(error.statusCode ?? 400).send({ message: messages.invalidInput });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  app.addHook('onClose', async () => {
    await redis?.quit();
  });

  await app.register(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // The app is served over plain http on a LAN in the demo; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
  await app.register(cookie);
  await app.register(dbPlugin);
  await app.register(mailPlugin);
  await app.register(limiterPlugin, { redis });
  await app.register(authPlugin);
  await app.register(swaggerPlugin);
  await app.register(staticWebPlugin);
  await app.register(
    async (api) => {
      // Everything else: 1000 per minute per client — the signed-in user, else the address. The
      // caller is identified first (plugins/auth.ts), so an invented bearer value buys nothing.
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_GLOBAL.max,
        timeWindow: config.RATE_LIMIT_GLOBAL.windowMs,
        redis,
        nameSpace: 'arena:global:',
        keyGenerator: (req) => (req.user ? `u:${req.user.id}` : `ip:${req.ip}`),
      });
      // PostgreSQL text cannot hold U+0000 (the query would fail with a 500); SQLite would keep
      // it. Refuse it before validation so both databases answer 400 alike (product.md §3).
      api.addHook('preValidation', async (request) => {
        if (hasNul(request.body) || hasNul(request.query)) throw new AppError(400, messages.invalidInput);
      });
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Whether any string in a parsed body holds U+0000; iterative, so deep nesting cannot overflow. */
function hasNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string' && item.includes('\u0000')) return true;
    if (item && typeof item === 'object') for (const v of Object.values(item)) stack.push(v);
  }
  return false;
}
