import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodic } from './scheduler.ts';

/** How often each process asks whether today's purge has run (it runs once a day). */
const CHECK_MS = 60 * 60_000;

/**
 * The daily purge of guests' data (docs/product.md#visitors): when the app is ready — so a day
 * missed while the server was down is done at start — and every hour; the day's claim makes it
 * run once a day across processes. The purge itself is given by app.ts (modules/bookings).
 */
export const visitorPurgePlugin = fp(async (app: FastifyInstance, { purge }: { purge: () => Promise<unknown> }) => {
  const job = periodic(
    'visitor-purge',
    CHECK_MS,
    async () => {
      await purge();
    },
    app.log,
  );
  app.addHook('onReady', async () => {
    job.start();
  });
  app.addHook('onClose', async () => {
    await job.stop();
  });
});
