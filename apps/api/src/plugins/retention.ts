import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodic } from './scheduler.ts';

/** How often each process asks whether today's retention has run (it runs once a day). */
const CHECK_MS = 60 * 60_000;

/**
 * The daily retention (docs/product.md#retention): when the app is ready — so what fell due while
 * the server was down is done at start — and every hour; the day's claim makes it run once a day
 * across processes. The run itself is given by app.ts (modules/retention), so this plugin never
 * reaches into a module.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance, { run }: { run: () => Promise<unknown> }) => {
    const job = periodic(
      'retention',
      CHECK_MS,
      async () => {
        await run();
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
  { name: 'arena-retention' },
);
