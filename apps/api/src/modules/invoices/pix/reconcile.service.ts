import { createHash } from 'node:crypto';
import type { Deps } from '../../../deps.ts';
import { localDate } from '../../../lib/time.ts';
import { openChargesPastDue, setChargeState } from './charges.repository.ts';
import type { PixPort } from './port.ts';
import { applyPix } from './received.service.ts';

/**
 * The reconcile (docs/product.md#pix-charges): at start and every hour, by whichever process claims
 * it first (one conditional UPDATE of `pix_sync`, under a lease): `GET /pix` for the window since
 * the last one, overlapping it by RECONCILE_OVERLAP_MS (a Pix the PSP lists late), each applied
 * once by its end-to-end id as the webhook does; then `GET /cobv/{txid}` for open invoices past
 * due, to keep each charge's state. A failure releases the claim and tries again in 5 minutes.
 */
export const RECONCILE_EVERY_MS = 3_600_000;
export const RECONCILE_OVERLAP_MS = 10 * 60_000;
/** The first window, when no reconcile ran before. */
export const RECONCILE_FIRST_MS = 7 * 24 * 3_600_000;
/** The longest window one GET /pix asks. */
export const RECONCILE_WINDOW_MS = 24 * 3_600_000;
const LEASE_MS = 10 * 60_000;
const AFTER_FAILURE_MS = 5 * 60_000;

export type Reconciled = { claimed: boolean; found: number; applied: number; charges: number };

export async function reconcilePix(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>,
  psp: PixPort,
): Promise<Reconciled> {
  const { db, clock } = deps;
  const now = clock();
  const iso = now.toISOString();
  const claim = await db
    .updateTable('pix_sync')
    .set({ reconcile_claimed_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('next_reconcile_at', 'is', null), eb('next_reconcile_at', '<=', iso)]))
    .where((eb) => eb.or([eb('reconcile_claimed_until', 'is', null), eb('reconcile_claimed_until', '<', iso)]))
    .returning('reconciled_until')
    .executeTakeFirst();
  if (!claim) return { claimed: false, found: 0, applied: 0, charges: 0 };
  const since = claim.reconciled_until ? Date.parse(claim.reconciled_until) : now.getTime() - RECONCILE_FIRST_MS;
  const from = new Date(since - RECONCILE_OVERLAP_MS).toISOString();
  try {
    // A day at a time: PSPs limit the window one GET /pix may ask (a long downtime is several).
    const received = [];
    for (let start = Date.parse(from); start < now.getTime(); start += RECONCILE_WINDOW_MS) {
      const end = Math.min(start + RECONCILE_WINDOW_MS, now.getTime());
      received.push(...(await psp.listPix(new Date(start).toISOString(), new Date(end).toISOString())));
    }
    let applied = 0;
    for (const pix of received) if ((await applyPix(deps, pix, 'reconcile')) !== 'repeated') applied += 1;
    const today = localDate(now, deps.config.SPACE_TIMEZONE);
    const late = await openChargesPastDue(db, today);
    for (const charge of late) {
      const answer = await psp.readCobv(charge.txid);
      await setChargeState(db, charge.id, answer.state, clock().toISOString());
    }
    await db
      .updateTable('pix_sync')
      .set({
        reconciled_until: iso,
        next_reconcile_at: new Date(now.getTime() + RECONCILE_EVERY_MS).toISOString(),
        reconcile_claimed_until: null,
      })
      .where('id', '=', 1)
      .execute();
    if (applied > 0) deps.log.warn({ applied }, 'pix found by the reconcile, not by the webhook');
    return { claimed: true, found: received.length, applied, charges: late.length };
  } catch (err) {
    await db
      .updateTable('pix_sync')
      .set({
        reconcile_claimed_until: null,
        next_reconcile_at: new Date(clock().getTime() + AFTER_FAILURE_MS).toISOString(),
      })
      .where('id', '=', 1)
      .execute();
    throw err;
  }
}

/**
 * Registers Arena's webhook address with the PSP (`PUT /webhook/{chave}`): at each start, and by
 * the charge job whenever the address last registered is not this one. Idempotent at the PSP.
 */
export async function registerWebhook(
  deps: Pick<Deps, 'db' | 'clock'>,
  psp: PixPort,
  url: string,
  force: boolean,
): Promise<boolean> {
  // Its fingerprint only: the address carries the webhook's secret.
  const fingerprint = createHash('sha256').update(url).digest('hex');
  if (!force) {
    const row = await deps.db.selectFrom('pix_sync').select('webhook_url').where('id', '=', 1).executeTakeFirst();
    if (row?.webhook_url === fingerprint) return false;
  }
  await psp.registerWebhook(url);
  await deps.db
    .updateTable('pix_sync')
    .set({ webhook_url: fingerprint, webhook_registered_at: deps.clock().toISOString() })
    .where('id', '=', 1)
    .execute();
  return true;
}
