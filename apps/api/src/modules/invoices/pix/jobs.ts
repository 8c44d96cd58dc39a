import type { Config } from '../../../config.ts';
import type { Deps } from '../../../deps.ts';
import type { PixJobs } from '../../../plugins/pix.ts';
import { PIX_CHECK_MS, syncCharges } from './charges.job.ts';
import type { PixPort } from './port.ts';
import { reconcilePix, registerWebhook } from './reconcile.service.ts';

/** How often each process looks whether the reconcile's hour has come (it runs once an hour). */
export const RECONCILE_CHECK_MS = 5 * 60_000;

/** Arena's webhook address as registered with the PSP: `<PUBLIC_URL>/api/pix/webhook/<secret>`. */
export function webhookUrlOf(config: Pick<Config, 'PUBLIC_URL'>, secret: string): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}/api/pix/webhook/${encodeURIComponent(secret)}`;
}

/**
 * The Pix jobs (plugins/pix.ts) for a PSP: the webhook registered at start (and by the charge job
 * whenever the address registered is not this one), the charge job, the reconcile.
 */
export function pixJobs(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>, psp: PixPort, secret: string): PixJobs {
  const url = webhookUrlOf(deps.config, secret);
  return {
    register: () => registerWebhook(deps, psp, url, true),
    charges: async () => {
      try {
        await registerWebhook(deps, psp, url, false);
      } catch (err) {
        deps.log.warn({ err }, 'pix webhook not registered; will try again');
      }
      await syncCharges(deps, psp);
    },
    reconcile: () => reconcilePix(deps, psp),
    refund: (endToEndId, id, cents) => psp.refund(endToEndId, id, cents),
    chargesEveryMs: PIX_CHECK_MS,
    reconcileCheckMs: RECONCILE_CHECK_MS,
  };
}
