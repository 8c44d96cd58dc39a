import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';
import { type Clock, systemClock } from './lib/time.ts';
import { mailWorker } from './modules/mail/mail.queue.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { apiRoutes } from './modules/routes.ts';
import { sendDueReminders } from './modules/reminders/reminders.service.ts';
import { runRetention } from './modules/retention/retention.service.ts';
import { reapplyLedger, resumeErasures } from './modules/privacy/erasure.service.ts';
import { releaseTick } from './modules/bookings/checkin.service.ts';
import { checkSession, whyEnded } from './modules/users/sessions.service.ts';
import { settleTermsVersion } from './modules/users/terms.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { backgroundPlugin } from './plugins/background.ts';
import { dbPlugin } from './plugins/db.ts';
import { seedOnStart } from './ops/seed.ts';
import { errorHandler, refuse } from './plugins/error-handler.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { serializerCompiler } from './plugins/serializer.ts';
import { globalLimit } from './plugins/global-limit.ts';
import { limiterPlugin } from './plugins/limiter.ts';
import { closeRedis, openRedis } from './plugins/redis.ts';
import { mailPlugin } from './plugins/mail.ts';
import { remindersPlugin } from './plugins/reminders.ts';
import { billingPlugin } from './plugins/billing.ts';
import { pixPlugin } from './plugins/pix.ts';
import { pixJobs } from './modules/invoices/pix/jobs.ts';
import { pixPortOf } from './modules/invoices/pix/psp-port.ts';
import { pixSettingsOf } from './modules/invoices/pix/settings.ts';
import type { PixPort } from './modules/invoices/pix/port.ts';
import { runBilling } from './modules/invoices/monthly-cycle.service.ts';
import { liveChargeCode } from './modules/invoices/pix.service.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { checkinReleasePlugin } from './plugins/checkin-release.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { nfsePlugin } from './plugins/nfse.ts';
import { NFSE_CHECK_MS, syncNfse } from './modules/nfse/nfse.job.ts';
import { mailPaidNfse } from './modules/nfse/nfse-mail.service.ts';
import { nationalPort, type NationalPort } from './modules/nfse/national/port.ts';
import { saoPauloPort, type SaoPauloPort } from './modules/nfse/sao-paulo/port.ts';
import { syncSaoPaulo } from './modules/nfse/sao-paulo/sao-paulo.job.ts';
import './types.ts';

export type AppOptions = {
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The PSP of the Pix charges; built from the Pix settings when not given (tests give one). */
  psp?: PixPort;
  /** The national NFS-e API; built from the NFS-e settings when not given; null: no job (tests run it). */
  nfseApi?: NationalPort | null;
  /** São Paulo's web service (NFSE_MODE=sao-paulo); built when not given; null: no job (tests run it). */
  nfseSpApi?: SaoPauloPort | null;
};

/** Builds the whole server as one Fastify instance, ready for `listen` or `inject`. */
export async function buildApp({ config, clock = systemClock, logger, psp: givenPsp, nfseApi, nfseSpApi }: AppOptions) {
  const app = Fastify({
    logger:
      logger === undefined
        ? { level: config.LOG_LEVEL, serializers: logSerializers }
        : typeof logger === 'object'
          ? { serializers: logSerializers, ...logger }
          : logger,
    // Every log line of a request carries its id, and the answer names it (docs/operations.md): a proxy's
    // own `x-request-id` is kept when it looks like one, so one id follows the request through.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // The router's own refusals (a broken %-escape, an over-long path segment) answered in
    // English before any hook; docs/product.md#api wants every error as a pt-BR `{message}`.
    frameworkErrors: (error, _request, reply) => {
      refuse(reply as FastifyReply, error.statusCode ?? 400, 'invalidInput');
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Hooks that never wait are written with `done`: an async hook costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);

  const redis = await openRedis(config.REDIS_URL, app.log, config.REDIS_TIMEOUT_MS);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await closeRedis(redis);
  });

  await app.register(errorHandler);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    // The demo runs on plain http on a LAN, where HSTS would lock browsers out; a site whose
    // public address is https says so on every answer. It follows PUBLIC_URL, not what a client
    // or proxy claims (docs/product.md#shape): X-Forwarded-Proto is only as true as TRUST_PROXY.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https://') ? { maxAge: 31_536_000 } : false,
  });
  await app.register(cookie);
  await app.register(dbPlugin);
  await seedOnStart(app.db, config, clock().toISOString(), app.log);
  // The version of the terms in force, from the text the settings make (docs/product.md#terms).
  config.TERMS_VERSION = await settleTermsVersion({ db: app.db, clock, config });
  await app.register(backgroundPlugin);
  const mailDeps = { db: app.db, clock, config, log: app.log };
  // An invoice e-mail leaves with its Pix charge's dynamic code once the charge is active.
  await app.register(mailPlugin, {
    worker: (transport) => mailWorker(mailDeps, transport, (id) => liveChargeCode(app.db, id)),
  });
  app.decorate('mailer', createMailer(mailDeps, app.mailQueue));
  await app.register(limiterPlugin, { redis });
  app.decorate('deps', {
    db: app.db,
    clock,
    config,
    mailer: app.mailer,
    limiter: app.limiter,
    background: app.background,
    log: app.log,
  });
  await app.register(authPlugin, {
    checkSession: (token) => checkSession(app.deps, token),
    whyEnded: (token) => whyEnded(app.deps, token),
    termsVersion: config.TERMS_VERSION,
  });
  await app.register(remindersPlugin, { check: () => sendDueReminders(app.deps) });
  // The Pix charges (docs/product.md#pix-charges), only with the Pix settings; the monthly cycle
  // nudges the charge job after it issued, so issuing never waits on the PSP.
  const pixSettings = pixSettingsOf(config);
  const psp = pixSettings && (givenPsp ?? pixPortOf(config, (close) => app.addHook('onClose', async () => close())));
  if (pixSettings && psp) await app.register(pixPlugin, pixJobs(app.deps, psp, pixSettings.webhookSecret));
  // The NFS-e job (issue 35), national or São Paulo's by NFSE_MODE; off keeps today's by-hand number.
  const nfse =
    nfseApi === undefined && config.NFSE_MODE === 'national' && config.nfseCertificate
      ? nationalPort(config, config.nfseCertificate)
      : nfseApi;
  const nfseSp =
    nfseSpApi === undefined && config.NFSE_MODE === 'sao-paulo' && config.nfseCertificate
      ? saoPauloPort(config, config.nfseCertificate)
      : nfseSpApi;
  // Each round, then the e-mails of paid invoices whose nota is accepted (modules/nfse/nfse-mail.service.ts).
  const nfseRound = async (sync: () => Promise<number>) => (await sync()) + (await mailPaidNfse(app.deps));
  if (config.NFSE_MODE === 'national' && nfse)
    await app.register(nfsePlugin, { run: () => nfseRound(() => syncNfse(app.deps, nfse)), everyMs: NFSE_CHECK_MS });
  if (config.NFSE_MODE === 'sao-paulo' && nfseSp)
    await app.register(nfsePlugin, {
      run: () => nfseRound(() => syncSaoPaulo(app.deps, nfseSp)),
      everyMs: NFSE_CHECK_MS,
    });
  await app.register(billingPlugin, {
    run: async () => {
      const done = await runBilling(app.deps);
      app.pix?.nudge();
      app.nfse?.nudge();
      return done;
    },
  });
  // The anonymisations' ledger first: after a restore nobody anonymised is back for a moment longer.
  await app.register(retentionPlugin, {
    run: async () => {
      const again = await reapplyLedger(app.deps);
      if (again > 0) app.log.warn({ reapplied: again }, 'anonymisations re-applied from the ledger');
      // Anonymisations cut short by a crash, once their claim is stale (erasure.service.ts).
      const resumed = await resumeErasures(app.deps);
      if (resumed > 0) app.log.warn({ resumed }, 'anonymisations cut short finished');
      return runRetention(app.deps);
    },
  });
  await app.register(checkinReleasePlugin, { release: () => releaseTick(app.deps) });
  await app.register(swaggerPlugin);
  await app.register(staticWebPlugin);
  await app.register(
    async (api) => {
      // API answers are personal and change with every write: no cache keeps them (docs/product.md
      // #api), except where a route says otherwise (a room picture, the calendar feed).
      // Set first, so a route that says otherwise simply replaces it.
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      // Everything else: 1000 per minute per client — the signed-in user, else the address. The
      // caller is identified first (plugins/auth.ts), so an invented bearer value buys nothing.
      await globalLimit(api, {
        max: config.RATE_LIMIT_GLOBAL.max,
        windowMs: config.RATE_LIMIT_GLOBAL.windowMs,
        redis,
        prefix: config.REDIS_PREFIX,
      });
      // PostgreSQL text cannot hold U+0000 (the query would fail with a 500); SQLite would keep
      // it. Refuse it before validation so both databases answer 400 alike (docs/product.md#api).
      api.addHook('preValidation', (request, _reply, done) => {
        done(hasNul(request.body) || hasNul(request.query) ? new AppError(400, 'invalidInput') : undefined);
      });
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Secrets never reach the logs (docs/product.md#api, docs/operations.md): a token in a query string is
 * masked, and so is the calendar feed's secret in its path (docs/product.md#calendar-feed), which
 * a calendar app sends on every poll.
 */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|access_token|key)=)[^&#]*/gi, '$1[redacted]')
      // Staff's member search term is a name, an e-mail or a document (docs/product.md#privacy).
      .replace(/([?&]q=)[^&#]*/gi, '$1[redacted]')
      .replace(/(\/calendar\/)[^/?#]+/gi, '$1[redacted]')
      // The Pix webhook's secret (docs/operations.md#pix-charges), sent by the PSP on every notification.
      .replace(/(\/pix\/webhook\/)[^/?#]+/gi, '$1[redacted]')
  );
}

const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};

/** Whether any string in a parsed body holds U+0000; iterative, so deep nesting cannot overflow. */
function hasNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    // A raw upload (a room picture) is stored as bytes, where a zero byte is harmless.
    if (Buffer.isBuffer(item)) continue;
    if (typeof item === 'string' && item.includes('\u0000')) return true;
    if (item && typeof item === 'object') for (const v of Object.values(item)) stack.push(v);
  }
  return false;
}
