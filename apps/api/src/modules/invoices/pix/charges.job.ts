import type { Deps } from '../../../deps.ts';
import { claimDueCharges, type ClaimedCharge, markCharged, markChargeRetry } from './charges.repository.ts';
import { queueCharges } from './charge-queue.repository.ts';
import { isRetryable, type PixPort } from './port.ts';

/**
 * The charge job (docs/product.md#pix-charges), run by every process at start, every
 * PIX_CHECK_MS and when nudged: gives each open invoice a charge and each cancelled one its
 * removal (charges.repository.ts), then tells the PSP, one charge at a time under a lease, as the
 * mail outbox sends (mail.queue.ts). `PUT /cobv/{txid}` is idempotent by the txid, so the one
 * window — the PSP answered and this process died before writing it — only repeats the PUT.
 * A PSP that is down, slow or busy (a retryable error) is tried again after 1, 2, 4 … 60 minutes;
 * a refusal is kept for staff (`last_error`) and not tried again.
 */
export const CHARGE_LEASE_MS = 2 * 60_000;
export const PIX_CHECK_MS = 30_000;
/** Retryable failures in a row after which the PSP counts as down until the next run. */
export const DOWN_AFTER_FAILURES = 3;

/** Minutes to wait after the `attempts`-th failure: 1, 2, 4 … 60, as the mail outbox waits. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;
}

export async function syncCharges(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>, psp: PixPort): Promise<number> {
  const { db, clock } = deps;
  await queueCharges(db, clock().toISOString());
  let done = 0;
  let failedInARow = 0;
  for (;;) {
    const now = clock();
    const [charge] = await claimDueCharges(
      db,
      now.toISOString(),
      new Date(now.getTime() + CHARGE_LEASE_MS).toISOString(),
      1,
    );
    if (!charge) return done;
    const ok = await tell(deps, psp, charge);
    // One failure is that charge's (it waits its backoff); several in a row, the PSP is down and
    // the rest waits for the next run rather than each trying now.
    failedInARow = ok === 'unreachable' ? failedInARow + 1 : 0;
    if (failedInARow >= DOWN_AFTER_FAILURES) return done;
    if (ok !== 'unreachable') done += 1;
  }
}

async function tell(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>,
  psp: PixPort,
  charge: ClaimedCharge,
): Promise<'ok' | 'refused' | 'unreachable'> {
  const { db, clock, config, log } = deps;
  try {
    if (charge.pending === 'remover') {
      // Never at the PSP: nothing to remove there.
      const answer = charge.state === 'criada' ? { state: 'removida' as const } : await psp.removeCobv(charge.txid);
      await markCharged(db, charge.id, 'remover', answer, clock().toISOString());
      return 'ok';
    }
    const { invoice } = charge;
    const balance = invoice.total_cents - invoice.received_cents;
    if (invoice.status !== 'aberta') {
      await markCharged(db, charge.id, charge.pending, { state: charge.state }, clock().toISOString());
      return 'ok';
    }
    if (charge.pending === 'revisar') {
      const answer = await psp.reviseCobv(charge.txid, balance);
      await markCharged(db, charge.id, 'revisar', { ...answer, amount_cents: balance }, clock().toISOString());
      return 'ok';
    }
    if (!invoice.bill_to_document) {
      await markChargeRetry(
        db,
        charge.id,
        'sem CPF/CNPJ do devedor: a cobrança Pix pede um',
        null,
        clock().toISOString(),
      );
      return 'refused';
    }
    const answer = await psp.createCobv(charge.txid, {
      debtor: { name: invoice.bill_to_name, document: invoice.bill_to_document },
      amount_cents: balance,
      due_date: invoice.due_date,
      fine_percent: config.INVOICE_FINE_PERCENT,
      interest_month_percent: config.INVOICE_INTEREST_MONTH_PERCENT,
      info: `Fatura ${invoice.number}`,
    });
    await markCharged(db, charge.id, 'criar', { ...answer, amount_cents: balance }, clock().toISOString());
    log.info({ txid: charge.txid, invoice: invoice.id }, 'pix charge created');
    return 'ok';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!isRetryable(err)) {
      log.error({ err, txid: charge.txid }, 'pix charge refused by the PSP');
      await markChargeRetry(db, charge.id, message, null, clock().toISOString());
      return 'refused';
    }
    const next = new Date(clock().getTime() + backoffMs(charge.attempts)).toISOString();
    log.warn({ err, txid: charge.txid, attempts: charge.attempts, next }, 'pix charge not sent, will retry');
    await markChargeRetry(db, charge.id, message, next, clock().toISOString());
    return 'unreachable';
  }
}
