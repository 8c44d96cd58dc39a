import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Deps } from '../../deps.ts';
import { DUPLICATE_DPS_CODES, nfseNumberOf } from './national/client.ts';
import { buildCancelRequest } from './national/event.ts';
import { ARENA_DPS_SERIES, dpsIdFor, signedDpsOf } from './national/from-invoice.ts';
import type { NationalPort } from './national/port.ts';
import { signEnveloped } from './national/sign.ts';
import { validateEventRequest } from './national/xsd.ts';
import {
  claimDueNfse,
  type ClaimedNfse,
  invoiceForDps,
  markAccepted,
  markCancelled,
  markCancelRefused,
  markRejected,
  markRetry,
  queueNfse,
} from './nfse.repository.ts';

/**
 * The NFS-e job (issue 35), run by every process at start, every NFSE_CHECK_MS and when nudged,
 * as the Pix charge job: gives each invoice due an NFS-e its numbered row (at issue or when
 * paid, NFSE_ISSUE_WHEN), then sends each DPS under a lease, a few at a time. Issuing and payment
 * never wait for it. An API that is down is tried again after 1, 2, 4 … 60 minutes; a rejection
 * is kept for financeiro and sent again only when financeiro asks ("reenviar"). A DPS resent
 * after a lost answer keeps its série and número, so the API answers it as a duplicate, which is
 * read as the NFS-e it became: an accepted DPS never makes a second NFS-e.
 */
export const NFSE_LEASE_MS = 2 * 60_000;
export const NFSE_CHECK_MS = 60_000;
const DOWN_AFTER_FAILURES = 3;
const AT_ONCE = 8;

/** Minutes to wait after the `attempts`-th failure: 1, 2, 4 … 60, as the mail outbox and the Pix charges wait. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;
}

export type JobDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log'>;

/** Up to `max` rows due now, leased to this run for `leaseMs` (the national and São Paulo jobs). */
export async function claimDue(deps: JobDeps, leaseMs: number, max: number): Promise<ClaimedNfse[]> {
  const now = deps.clock();
  return claimDueNfse(deps.db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), max);
}

/** A row the service did not answer: sent again after its backoff. */
export async function retryLater(deps: JobDeps, row: ClaimedNfse, reason: string) {
  const next = new Date(deps.clock().getTime() + backoffMs(row.attempts)).toISOString();
  await markRetry(deps.db, row.id, reason, next, deps.clock().toISOString());
}

export async function syncNfse(deps: JobDeps, api: NationalPort): Promise<number> {
  const { db, clock, config } = deps;
  if (config.NFSE_MODE !== 'national') return 0;
  await queueNfse(
    db,
    config.NFSE_ISSUE_WHEN,
    ARENA_DPS_SERIES,
    (s, n) => dpsIdFor(config, s, n),
    clock().toISOString(),
  );
  let done = 0;
  let failedInARow = 0;
  for (;;) {
    const rows = await claimDue(deps, NFSE_LEASE_MS, AT_ONCE);
    if (rows.length === 0) return done;
    const outcomes = await Promise.all(rows.map((row) => handle(deps, api, row)));
    for (const o of outcomes) {
      failedInARow = o === 'unreachable' ? failedInARow + 1 : 0;
      if (o !== 'unreachable') done += 1;
    }
    if (failedInARow >= DOWN_AFTER_FAILURES) return done;
  }
}

async function handle(deps: JobDeps, api: NationalPort, row: ClaimedNfse): Promise<'ok' | 'unreachable'> {
  const { db, clock, log } = deps;
  try {
    if (row.state === 'cancelando') return await cancel(deps, api, row);
    const invoice = await invoiceForDps(db, row.invoice_id);
    const built = await signedDpsOf(deps.config, invoice, row.serie, row.n_dps, clock());
    if (!built.ok) {
      await markRejected(db, row.id, built.errors, clock().toISOString());
      return 'ok';
    }
    let answer = await api.send(built.xml);
    if (answer.kind === 'rejected' && answer.errors.some((e) => DUPLICATE_DPS_CODES.has(e.code))) {
      answer = await api.nfseOfDps(row.dps_id);
    }
    if (answer.kind === 'accepted') {
      await markAccepted(
        db,
        row.id,
        {
          accessKey: answer.accessKey,
          number: nfseNumberOf(answer.nfseXml),
          xml: answer.nfseXml,
          danfseUrl: api.danfseUrl(answer.accessKey),
        },
        clock().toISOString(),
      );
      log.info({ invoice: row.invoice_id, key: answer.accessKey }, 'nfse accepted');
      return 'ok';
    }
    if (answer.kind === 'rejected') {
      await markRejected(db, row.id, answer.errors, clock().toISOString());
      log.warn({ invoice: row.invoice_id, errors: answer.errors }, 'nfse rejected');
      return 'ok';
    }
    await retryLater(deps, row, answer.reason);
    return 'unreachable';
  } catch (err) {
    log.error({ err, invoice: row.invoice_id }, 'nfse not sent, will retry');
    await retryLater(deps, row, err instanceof Error ? err.message : String(err));
    return 'unreachable';
  }
}

async function cancel(deps: JobDeps, api: NationalPort, row: ClaimedNfse): Promise<'ok' | 'unreachable'> {
  const { db, clock, config } = deps;
  const cert = config.nfseCertificate;
  if (!cert || !row.access_key) throw new Error('cancelamento sem chave de acesso ou certificado');
  const invoice = await db
    .selectFrom('invoices')
    .select(['cancel_reason'])
    .where('id', '=', row.invoice_id)
    .executeTakeFirstOrThrow();
  const reason = `Fatura cancelada no Arena: ${invoice.cancel_reason ?? 'sem motivo informado'}`;
  const request = signEnveloped(
    buildCancelRequest({
      environment: config.NFSE_ENVIRONMENT,
      accessKey: row.access_key,
      authorCnpj: config.COMPANY_DOCUMENT,
      at: format(new TZDate(clock().getTime(), config.SPACE_TIMEZONE), "yyyy-MM-dd'T'HH:mm:ssXXX"),
      reasonCode: '1',
      reason,
      appVersion: 'Arena 1.0',
    }),
    'infPedReg',
    cert,
  );
  const check = await validateEventRequest(request);
  if (!check.valid) {
    await markCancelRefused(
      db,
      row.id,
      check.errors
        .slice(0, 3)
        .map((e) => ({ code: 'ARENA-XSD', description: 'Pedido de cancelamento fora do leiaute', complement: e })),
      clock().toISOString(),
    );
    return 'ok';
  }
  const answer = await api.cancel(row.access_key, request);
  if (answer.kind === 'cancelled') {
    await markCancelled(db, row.id, reason, clock().toISOString());
    return 'ok';
  }
  if (answer.kind === 'refused') {
    await markCancelRefused(db, row.id, answer.errors, clock().toISOString());
    return 'ok';
  }
  await retryLater(deps, row, answer.reason);
  return 'unreachable';
}
