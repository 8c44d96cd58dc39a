import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodic } from './scheduler.ts';

/**
 * The Pix charges' jobs (docs/product.md#pix-charges), when the Pix settings are there: the
 * webhook's registration at start, the charge job (at start, every `chargesEveryMs`, and nudged
 * after an issue) and the reconcile (checked every `reconcileCheckMs`; it runs when its hour has
 * come, by one process). The runs themselves are given by app.ts (modules/invoices/pix).
 */
export type PixJobs = {
  register: () => Promise<unknown>;
  charges: () => Promise<unknown>;
  reconcile: () => Promise<unknown>;
  /** Asks the PSP a devolução (PUT /pix/{e2eid}/devolucao/{id}). */
  refund: (
    endToEndId: string,
    id: string,
    cents: number,
  ) => Promise<'em_processamento' | 'devolvido' | 'nao_realizado'>;
  chargesEveryMs: number;
  reconcileCheckMs: number;
};

export const pixPlugin = fp(
  async (app: FastifyInstance, jobs: PixJobs) => {
    const charges = periodic('pix-charges', jobs.chargesEveryMs, async () => void (await jobs.charges()), app.log);
    const reconcile = periodic(
      'pix-reconcile',
      jobs.reconcileCheckMs,
      async () => void (await jobs.reconcile()),
      app.log,
    );
    app.decorate('pix', {
      charges: () => charges.run(),
      reconcile: () => reconcile.run(),
      nudge: () => charges.nudge(),
      refund: jobs.refund,
    });
    app.addHook('onReady', async () => {
      // Registered at each start without holding the start up (a PSP that is down would, for its
      // timeout); the charge job registers too whenever the address is not the one registered.
      void jobs.register().catch((err: unknown) => {
        app.log.warn({ err }, 'pix webhook not registered at start; the charge job will try again');
      });
      charges.start();
      reconcile.start();
    });
    app.addHook('onClose', async () => {
      await Promise.all([charges.stop(), reconcile.stop()]);
    });
  },
  { name: 'arena-pix' },
);
