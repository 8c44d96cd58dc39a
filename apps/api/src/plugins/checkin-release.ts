import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodic } from './scheduler.ts';

/** How often each process looks for bookings past their check-in deadline. */
const CHECK_MS = 60_000;

/**
 * The release of bookings nobody checked in (docs/product.md#checkin): when the app is ready — so
 * one that fell due while the server was down is released at start — and every minute; each
 * release is claimed by one process alone. Off when CHECKIN_MINUTES is 0. The job itself is
 * given by app.ts (modules/bookings), so this plugin never reaches into a module.
 */
export const checkinReleasePlugin = fp(
  async (app: FastifyInstance, { release }: { release: () => Promise<unknown> }) => {
    if (app.config.CHECKIN_MINUTES === 0) return;
    const job = periodic(
      'checkin-release',
      CHECK_MS,
      async () => {
        await release();
      },
      app.log,
    );
    app.addHook('onReady', async () => {
      job.start();
    });
    app.addHook('onClose', async () => {
      await job.stop();
    });
  },
  { name: 'arena-checkin-release' },
);
