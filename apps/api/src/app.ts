import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { hashToken } from './lib/tokens.ts';
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
  await app.register(async (api) => {
    // Everything else: 1000 per minute per client (a token, or the address without one).
    await api.register(rateLimit, {
      max: config.RATE_LIMIT_GLOBAL.max,
      timeWindow: config.RATE_LIMIT_GLOBAL.windowMs,
      redis,
      nameSpace: 'arena:global:',
      keyGenerator: (req) => {
        const auth = req.headers.authorization;
        return auth ? `t:${hashToken(auth)}` : `ip:${req.ip}`;
      },
    });
    await api.register(apiRoutes);
  }, { prefix: '/api' });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
