import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodic } from './scheduler.ts';

/**
 * Checks for due reminders (docs/product.md#my-bookings) when the app is ready — so one that fell due while the
 * server was down leaves at start — and every REMINDER_CHECK_SECONDS. The check itself is given
 * by app.ts (modules/reminders), so this plugin never reaches into a module.
 */
export const remindersPlugin = fp(
  async (app: FastifyInstance, { check }: { check: () => Promise<unknown> }) => {
    const job = periodic(
      'reminders',
      app.config.REMINDER_CHECK_SECONDS * 1000,
      async () => {
        await check();
      },
      app.log,
    );
    app.decorate('reminders', { check: () => job.run() });
    if (app.config.REMINDER_MINUTES === 0) return;
    app.addHook('onReady', async () => {
      job.start();
    });
    app.addHook('onClose', async () => {
      await job.stop();
    });
  },
  { name: 'arena-reminders' },
);
