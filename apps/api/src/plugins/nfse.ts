import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodic } from './scheduler.ts';

/**
 * The NFS-e job (issue 35), when NFSE_MODE is on: at start, every `everyMs`, and nudged after the
 * monthly cycle issued; issuing and payment never wait for it. The run is given by app.ts
 * (modules/nfse/nfse.job.ts).
 */
export type NfseJob = { run: () => Promise<unknown>; everyMs: number };

export const nfsePlugin = fp(
  async (app: FastifyInstance, job: NfseJob) => {
    const sync = periodic('nfse', job.everyMs, async () => void (await job.run()), app.log);
    app.decorate('nfse', { run: () => sync.run(), nudge: () => sync.nudge() });
    app.addHook('onReady', async () => sync.start());
    app.addHook('onClose', async () => sync.stop());
  },
  { name: 'arena-nfse' },
);
