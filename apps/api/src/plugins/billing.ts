import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodic } from './scheduler.ts';

/**
 * The monthly cycle (docs/operations.md#monthly-cycle): when the app is ready — so a 1st that
 * passed while the server was down is caught up at start — and every INVOICE_CHECK_MINUTES. The
 * run itself is given by app.ts (modules/invoices), so this plugin never reaches into a module.
 */
export const billingPlugin = fp(
  async (app: FastifyInstance, { run }: { run: () => Promise<unknown> }) => {
    const job = periodic(
      'billing',
      app.config.INVOICE_CHECK_MINUTES * 60_000,
      async () => {
        await run();
      },
      app.log,
    );
    app.decorate('billing', { run: () => job.run() });
    app.addHook('onReady', async () => {
      job.start();
    });
    app.addHook('onClose', async () => {
      await job.stop();
    });
  },
  { name: 'arena-billing' },
);
