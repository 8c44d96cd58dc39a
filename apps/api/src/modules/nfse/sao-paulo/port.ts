import type { NfseCertificate } from '../../../config-nfse.ts';
import type { CancelResult } from '../national/client.ts';
import type { NfseMessage, NfseSendResult } from '../provider.ts';
import { callSp, SP_SERVICE_URL, type SpAnswer, type SpClientOptions, type SpEvent, type SpIssued } from './client.ts';
import { buildBatch, buildCancel, buildConsult, type NfeKey, SP_BATCH_MAX } from './message.ts';
import { buildRps, type RpsInput } from './rps.ts';
import { validateBatch, validateCancel, validateConsult } from './xsd.ts';

/**
 * São Paulo's mode behind the provider interface (provider.ts): a batch of RPS in, one
 * NfseSendResult per RPS out. The city's test method (TesteEnvioLoteRPS) goes first, always: an
 * RPS it refuses is never sent for real. With NFSE_ENVIRONMENT=producao-restrita (São Paulo has no
 * separate test environment) only the test method runs, and an RPS it accepts comes back as
 * `rejected` with code ARENA-TESTE, so nothing is issued and financeiro sees the batch passed.
 */
export type SpItem = { key: string; rps: RpsInput };

export type RpsRef = { municipalRegistration: string; series: string; number: number };

/** ConsultaNFe's answer: for each RPS number asked, the NFS-e it became, or null (none). */
export type SpLookup = { kind: 'found'; nfe: Map<number, SpIssued | null> } | { kind: 'unreachable'; reason: string };

export type SaoPauloPort = {
  sendBatch(items: SpItem[]): Promise<Map<string, NfseSendResult>>;
  /** The city's ConsultaNFe by ChaveRPS (up to 50): which of these RPS already became an NFS-e. */
  lookup(rps: RpsRef[]): Promise<SpLookup>;
  cancel(nfe: NfeKey): Promise<CancelResult>;
};

const msg = (code: string, description: string, complement?: string): NfseMessage => ({
  code,
  description,
  ...(complement ? { complement } : {}),
});
const plain = (e: SpEvent): NfseMessage => msg(e.code, e.description);
const sameRps = (a: { series: string; number: string }, b: RpsInput) =>
  a.series.trim() === b.series.trim() && Number(a.number) === b.number;

/** What the city's answer says about one RPS: its errors, those naming no RPS, its NFS-e. */
function resultOf(answer: SpAnswer, rps: RpsInput): { errors: NfseMessage[]; alerts: NfseMessage[] } {
  const mine = (e: SpEvent) => !e.rps || sameRps(e.rps, rps);
  return { errors: answer.errors.filter(mine).map(plain), alerts: answer.alerts.filter(mine).map(plain) };
}

/**
 * The national key the city forwards its NFS-e to when it answers one (ChaveNotaNacional), else
 * número-códigoDeVerificação, what the city's own consultation takes.
 */
export function accessKeyOf(nfe: { number: string; verificationCode: string; nationalKey: string }): string {
  return nfe.nationalKey || `${nfe.number}-${nfe.verificationCode}`;
}

/** São Paulo's public page of an NFS-e (the city's consultation and print of it, its DANFSe). */
export const SP_NFE_PAGE = 'https://nfe.prefeitura.sp.gov.br/contribuinte/notaprint.aspx';

export function cityNfeUrl(nfe: NfeKey): string {
  const q = new URLSearchParams({ inscricao: nfe.municipalRegistration, nf: nfe.number });
  if (nfe.verificationCode) q.set('verificacao', nfe.verificationCode);
  return `${SP_NFE_PAGE}?${q.toString()}`;
}

/** The NFS-e number and CCM of the kept ChaveNFeRPS XML (for a cancellation). */
export function nfeKeyOfXml(xml: string): NfeKey | null {
  const ccm = /<ChaveNFe>\s*<InscricaoPrestador>(\d+)<\/InscricaoPrestador>/.exec(xml)?.[1];
  const number = /<NumeroNFe>(\d+)<\/NumeroNFe>/.exec(xml)?.[1];
  const code = /<CodigoVerificacao>([^<]+)<\/CodigoVerificacao>/.exec(xml)?.[1];
  return ccm && number ? { municipalRegistration: ccm, number, ...(code ? { verificationCode: code } : {}) } : null;
}

export function saoPauloPort(
  config: {
    NFSE_ENVIRONMENT: 'producao' | 'producao-restrita';
    NFSE_API_URL?: string | undefined;
    COMPANY_DOCUMENT: string;
  },
  cert: NfseCertificate,
  options: SpClientOptions = {},
): SaoPauloPort {
  const url = config.NFSE_API_URL ?? SP_SERVICE_URL;
  const sign = (items: SpItem[], built: Map<SpItem, string>) => {
    const dates = items.map((i) => i.rps.issueDate).sort();
    const header = { senderCnpj: config.COMPANY_DOCUMENT, from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' };
    return buildBatch(
      header,
      items.map((i) => built.get(i) ?? ''),
      cert,
    );
  };

  async function sendBatch(items: SpItem[]): Promise<Map<string, NfseSendResult>> {
    if (items.length > SP_BATCH_MAX) throw new Error(`at most ${SP_BATCH_MAX} RPS per batch`);
    const out = new Map<string, NfseSendResult>();
    const reject = (item: SpItem, errors: NfseMessage[]) => out.set(item.key, { kind: 'rejected', errors });

    // 1. Each RPS signed (a taker without a CPF/CNPJ stops there), then the layout before
    // anything leaves: an RPS the XSD refuses is named by its line.
    const built = new Map<SpItem, string>();
    const signed: SpItem[] = [];
    for (const item of items) {
      const doc = item.rps.taker.document.replace(/\D/g, '');
      if (doc.length !== 11 && doc.length !== 14) {
        reject(item, [msg('ARENA-TOMADOR', 'Fatura sem CPF/CNPJ do tomador: corrija o cadastro e reenvie')]);
        continue;
      }
      built.set(item, buildRps(item.rps, cert.privateKeyPem));
      signed.push(item);
    }
    if (signed.length === 0) return out;
    let pending = signed;
    const check = await validateBatch(sign(pending, built));
    if (!check.valid) {
      const bad = new Map<number, string[]>();
      check.errors.forEach((e, i) => {
        const line = check.lines?.[i] ?? null;
        const index = line !== null && line >= 2 && line < 2 + signed.length ? line - 2 : -1;
        bad.set(index, [...(bad.get(index) ?? []), e]);
      });
      const general = bad.get(-1) ?? [];
      pending = [];
      signed.forEach((item, i) => {
        const errors = [...(bad.get(i) ?? []), ...general];
        if (errors.length === 0) pending.push(item);
        else
          reject(
            item,
            errors.slice(0, 5).map((e) => msg('ARENA-XSD', 'RPS fora do leiaute', e)),
          );
      });
      if (pending.length === 0) return out;
    }

    // 2. The city's test method.
    const test = await callSp(url, 'TesteEnvioLoteRPS', sign(pending, built), cert, options);
    if (test.kind === 'unreachable') {
      for (const item of pending) out.set(item.key, { kind: 'unreachable', reason: test.reason });
      return out;
    }
    const passed: SpItem[] = [];
    for (const item of pending) {
      const { errors } = resultOf(test.answer, item.rps);
      if (errors.length > 0) reject(item, errors);
      else if (!test.answer.success)
        reject(item, [msg('ARENA-TESTE', 'Lote recusado pelo método de teste da prefeitura')]);
      else passed.push(item);
    }
    if (config.NFSE_ENVIRONMENT === 'producao-restrita') {
      const note = 'RPS aceito pelo método de teste da prefeitura; em produção restrita nenhuma NFS-e é emitida';
      for (const item of passed) reject(item, [msg('ARENA-TESTE', note)]);
      return out;
    }
    if (passed.length === 0) return out;

    // 3. The real batch, only what the test accepted.
    const sent = await callSp(url, 'EnvioLoteRPS', sign(passed, built), cert, options);
    if (sent.kind === 'unreachable') {
      for (const item of passed) out.set(item.key, { kind: 'unreachable', reason: sent.reason });
      return out;
    }
    for (const item of passed) {
      const { errors, alerts } = resultOf(sent.answer, item.rps);
      const issued = sent.answer.issued.find((i) => sameRps(i.rps, item.rps));
      if (issued) {
        out.set(item.key, { kind: 'accepted', accessKey: accessKeyOf(issued.nfe), nfseXml: issued.xml, alerts });
      } else {
        reject(
          item,
          errors.length > 0 ? errors : [msg('ARENA-SEM-NFSE', 'A prefeitura não devolveu NFS-e para o RPS')],
        );
      }
    }
    return out;
  }

  async function cancel(nfe: NfeKey): Promise<CancelResult> {
    const xml = buildCancel(config.COMPANY_DOCUMENT, nfe, cert);
    const check = await validateCancel(xml);
    if (!check.valid) {
      return {
        kind: 'refused',
        errors: check.errors.slice(0, 5).map((e) => msg('ARENA-XSD', 'Pedido fora do leiaute', e)),
      };
    }
    const answer = await callSp(url, 'CancelamentoNFe', xml, cert, options);
    if (answer.kind === 'unreachable') return answer;
    if (answer.answer.success && answer.answer.errors.length === 0) return { kind: 'cancelled' };
    const errors = answer.answer.errors.map(plain);
    return { kind: 'refused', errors: errors.length > 0 ? errors : [msg('ARENA-CANCEL', 'Cancelamento recusado')] };
  }

  /**
   * An answered consultation names each NFS-e an RPS became (NFe, with its ChaveRPS); an RPS it
   * does not name did not become one. A consultation the city refuses as a whole (its signature,
   * its layout) is read the same way: the batch that follows is signed and checked alike, so it
   * would be refused too and issue nothing. Only a call that got no answer is `unreachable`.
   */
  async function lookup(rps: RpsRef[]): Promise<SpLookup> {
    const xml = buildConsult(config.COMPANY_DOCUMENT, rps, cert);
    const check = await validateConsult(xml);
    if (!check.valid) throw new Error(`PedidoConsultaNFe fora do leiaute: ${check.errors[0] ?? ''}`);
    const answer = await callSp(url, 'ConsultaNFe', xml, cert, options);
    if (answer.kind === 'unreachable') return answer;
    const nfe = new Map<number, SpIssued | null>();
    for (const r of rps) {
      const found = answer.answer.issued.find(
        (i) => i.rps.series.trim() === r.series.trim() && Number(i.rps.number) === r.number,
      );
      nfe.set(r.number, found ?? null);
    }
    return { kind: 'found', nfe };
  }

  return { sendBatch, lookup, cancel };
}
