import { claimDue, type JobDeps, retryLater } from '../nfse.job.ts';
import {
  type ClaimedNfse,
  invoiceForDps,
  keptNfseXml,
  markAccepted,
  markCancelled,
  markCancelRefused,
  markRejected,
  queueNfse,
} from '../nfse.repository.ts';
import type { NfseSendResult } from '../provider.ts';
import type { SpIssued } from './client.ts';
import { ARENA_RPS_SERIES, rpsInputOf, type SaoPauloSettings } from './from-invoice.ts';
import { SP_BATCH_MAX } from './message.ts';
import { accessKeyOf, cityNfeUrl, nfeKeyOfXml, type SaoPauloPort, type SpItem } from './port.ts';

/**
 * The NFS-e job in São Paulo's mode (NFSE_MODE=sao-paulo, issue 35 item 5), run as the national
 * one (plugins/nfse.ts): numbers each invoice due its RPS (série 900, the national rows' series
 * and counter: one mode at a time), then claims up to 50 rows under a lease (the Pix charges'
 * way: FOR UPDATE SKIP LOCKED on PostgreSQL, so two processes never hold one row) and sends them
 * as one batch, the city's test method first (port.ts). Each RPS's answer is kept: accepted, its
 * number and verification code; refused, its reasons for financeiro, who corrects and resends.
 * A row claimed before without an answer kept (the service down, a timeout after sending, a
 * process that died mid-send) is first looked up with ConsultaNFe: an RPS the city already turned
 * into an NFS-e is kept as that one and never sent again.
 */
export const SP_LEASE_MS = 5 * 60_000;

/** The RPS Id kept in `dps_id` (São Paulo keys an RPS by CCM, série and número). */
export function rpsIdFor(ccm: string, serie: number, n: number): string {
  return `RPS-${ccm.replace(/\D/g, '')}-${serie}-${n}`;
}

const settingsOf = (config: JobDeps['config']): SaoPauloSettings => ({
  ...config,
  NFSE_SP_SERVICE_CODE: config.NFSE_SP_SERVICE_CODE ?? '',
});

export async function syncSaoPaulo(deps: JobDeps, port: SaoPauloPort): Promise<number> {
  const { db, clock, config } = deps;
  if (config.NFSE_MODE !== 'sao-paulo') return 0;
  const ccm = config.NFSE_MUNICIPAL_REGISTRATION ?? '';
  await queueNfse(
    db,
    config.NFSE_ISSUE_WHEN,
    Number(ARENA_RPS_SERIES),
    (s, n) => rpsIdFor(ccm, s, n),
    clock().toISOString(),
  );
  let done = 0;
  for (;;) {
    const rows = await claimDue(deps, SP_LEASE_MS, SP_BATCH_MAX);
    if (rows.length === 0) return done;
    let answered = 0;
    for (const row of rows.filter((r) => r.state === 'cancelando')) {
      if ((await cancel(deps, port, row)) === 'ok') answered += 1;
    }
    answered += await send(
      deps,
      port,
      rows.filter((r) => r.state === 'enviando'),
    );
    done += answered;
    // Nothing in this claim got an answer: the service is down; the rows wait their backoff.
    if (answered === 0) return done;
  }
}

async function accept(deps: JobDeps, row: ClaimedNfse, accessKey: string, xml: string) {
  const key = nfeKeyOfXml(xml);
  await markAccepted(
    deps.db,
    row.id,
    { accessKey, number: key?.number ?? null, xml, danfseUrl: key ? cityNfeUrl(key) : null },
    deps.clock().toISOString(),
  );
  deps.log.info({ invoice: row.invoice_id, nfe: key?.number }, 'nfse accepted (São Paulo)');
}

const keyOfIssued = (issued: SpIssued) => accessKeyOf(issued.nfe);

/** Sends the claimed rows as one batch; returns how many got an answer (accepted or refused). */
async function send(deps: JobDeps, port: SaoPauloPort, rows: ClaimedNfse[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { db, config } = deps;
  const ccm = (config.NFSE_MUNICIPAL_REGISTRATION ?? '').replace(/\D/g, '');
  let answered = 0;
  let toSend = rows;
  // Claimed before (attempts counts this claim too) and not answered: maybe already an NFS-e.
  const unsure = rows.filter((r) => r.attempts > 1);
  if (unsure.length > 0) {
    const found = await port.lookup(
      unsure.map((r) => ({ municipalRegistration: ccm, series: ARENA_RPS_SERIES, number: r.n_dps })),
    );
    if (found.kind === 'unreachable') {
      for (const row of unsure) await retryLater(deps, row, found.reason);
      toSend = rows.filter((r) => r.attempts <= 1);
    } else {
      toSend = [];
      for (const row of rows) {
        const issued = found.nfe.get(row.n_dps);
        if (issued) {
          await accept(deps, row, keyOfIssued(issued), issued.xml);
          answered += 1;
        } else toSend.push(row);
      }
    }
  }
  if (toSend.length === 0) return answered;
  const items: SpItem[] = [];
  const byKey = new Map<string, ClaimedNfse>();
  for (const row of toSend) {
    const invoice = await invoiceForDps(db, row.invoice_id);
    const key = String(row.id);
    items.push({ key, rps: rpsInputOf(settingsOf(config), invoice, row.n_dps, deps.clock()) });
    byKey.set(key, row);
  }
  let results: Map<string, NfseSendResult>;
  try {
    results = await port.sendBatch(items);
  } catch (err) {
    deps.log.error({ err }, 'nfse batch not sent (São Paulo), will retry');
    results = new Map();
  }
  for (const [key, row] of byKey) {
    const result: NfseSendResult = results.get(key) ?? { kind: 'unreachable', reason: 'sem resposta para o RPS' };
    if (result.kind === 'accepted') {
      await accept(deps, row, result.accessKey, result.nfseXml);
      answered += 1;
    } else if (result.kind === 'rejected') {
      await markRejected(db, row.id, result.errors, deps.clock().toISOString());
      deps.log.warn({ invoice: row.invoice_id, errors: result.errors }, 'nfse rejected (São Paulo)');
      answered += 1;
    } else await retryLater(deps, row, result.reason);
  }
  return answered;
}

/** CancelamentoNFe of an accepted NFS-e whose invoice was cancelled. */
async function cancel(deps: JobDeps, port: SaoPauloPort, row: ClaimedNfse): Promise<'ok' | 'unreachable'> {
  const { db, clock } = deps;
  const key = nfeKeyOfXml((await keptNfseXml(db, row.id)) ?? '');
  if (!key) {
    const errors = [{ code: 'ARENA-CHAVE', description: 'NFS-e sem número guardado: cancele no portal da prefeitura' }];
    await markCancelRefused(db, row.id, errors, clock().toISOString());
    return 'ok';
  }
  const invoice = await invoiceForDps(db, row.invoice_id);
  const answer = await port.cancel(key);
  if (answer.kind === 'cancelled') {
    const reason = `Fatura cancelada no Arena: ${invoice.cancel_reason ?? 'sem motivo informado'}`;
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
