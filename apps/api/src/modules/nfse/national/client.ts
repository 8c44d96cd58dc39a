import { request } from 'node:https';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { NfseCertificate } from '../../../config-nfse.ts';
import type { NfseMessage, NfseSendResult } from '../provider.ts';

/** The Sefin Nacional API's addresses per environment; NFSE_API_URL overrides (tests). */
export const nationalApiUrls = {
  'producao-restrita': 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
  producao: 'https://sefin.nfse.gov.br/SefinNacional',
} as const;

export const packXml = (xml: string) => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
export const unpackXml = (b64: string) => gunzipSync(Buffer.from(b64, 'base64')).toString('utf8');

type Answer = { status: number; body: string };

function post(url: string, json: unknown, cert: NfseCertificate, ca: string[] | undefined, timeoutMs: number) {
  return call('POST', url, json, cert, ca, timeoutMs);
}

function call(
  method: 'GET' | 'POST',
  url: string,
  json: unknown,
  cert: NfseCertificate,
  ca: string[] | undefined,
  timeoutMs: number,
) {
  return new Promise<Answer>((resolve, reject) => {
    const body = json === undefined ? '' : JSON.stringify(json);
    const req = request(
      url,
      {
        method,
        key: cert.privateKeyPem,
        cert: [cert.certificatePem, ...cert.chainPem].join('\n'),
        ...(ca ? { ca } : {}),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

function messages(list: unknown): NfseMessage[] {
  if (!Array.isArray(list)) return [];
  return list.map((e: Record<string, unknown>) => ({
    code: String(e.Codigo ?? e.codigo ?? ''),
    description: String(e.Descricao ?? e.descricao ?? ''),
    ...(e.Complemento ? { complement: String(e.Complemento) } : {}),
  }));
}

/** POSTs a signed DPS (gzip + base64) with mTLS and reads the answer into accepted/rejected/unreachable. */
export async function sendDps(
  baseUrl: string,
  signedDps: string,
  cert: NfseCertificate,
  options: { ca?: string[]; timeoutMs?: number } = {},
): Promise<NfseSendResult> {
  let answer: Answer;
  try {
    answer = await post(
      `${baseUrl}/nfse`,
      { dpsXmlGZipB64: packXml(signedDps) },
      cert,
      options.ca,
      options.timeoutMs ?? 30_000,
    );
  } catch (e) {
    return { kind: 'unreachable', reason: (e as Error).message };
  }
  if (answer.status >= 500 || answer.status === 429) {
    return { kind: 'unreachable', reason: `HTTP ${answer.status}` };
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return { kind: 'unreachable', reason: `HTTP ${answer.status}: answer is not JSON` };
  }
  if (answer.status === 201 || answer.status === 200) {
    return {
      kind: 'accepted',
      accessKey: String(json.chaveAcesso ?? ''),
      nfseXml: unpackXml(String(json.nfseXmlGZipB64 ?? '')),
      alerts: messages(json.alertas),
    };
  }
  return { kind: 'rejected', errors: messages(json.erros) };
}

/**
 * The API's rejection of a DPS whose série and número already made an NFS-e (E0014, "DPS já
 * convertida em NFS-e"): the DPS was accepted before (an answer lost, a process that died), so
 * the job reads that NFS-e rather than counting a rejection.
 */
export const DUPLICATE_DPS_CODES = new Set(['E0014']);

type Options = { ca?: string[]; timeoutMs?: number };

async function json(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  cert: NfseCertificate,
  options: Options,
): Promise<{ status: number; json: Record<string, unknown> } | { unreachable: string }> {
  let answer: Answer;
  try {
    answer = await call(method, url, body, cert, options.ca, options.timeoutMs ?? 30_000);
  } catch (e) {
    return { unreachable: (e as Error).message };
  }
  if (answer.status >= 500 || answer.status === 429) return { unreachable: `HTTP ${answer.status}` };
  try {
    return { status: answer.status, json: JSON.parse(answer.body) as Record<string, unknown> };
  } catch {
    return { unreachable: `HTTP ${answer.status}: answer is not JSON` };
  }
}

/** The NFS-e a DPS became (GET /dps/{id}, then GET /nfse/{chave}), after a duplicate answer. */
export async function nfseOfDps(
  baseUrl: string,
  dpsId: string,
  cert: NfseCertificate,
  options: Options = {},
): Promise<NfseSendResult> {
  const dps = await json('GET', `${baseUrl}/dps/${encodeURIComponent(dpsId)}`, undefined, cert, options);
  if ('unreachable' in dps) return { kind: 'unreachable', reason: dps.unreachable };
  if (dps.status !== 200) return { kind: 'rejected', errors: messages(dps.json.erros) };
  const key = String(dps.json.chaveAcesso ?? '');
  const nfse = await json('GET', `${baseUrl}/nfse/${encodeURIComponent(key)}`, undefined, cert, options);
  if ('unreachable' in nfse) return { kind: 'unreachable', reason: nfse.unreachable };
  if (nfse.status !== 200) return { kind: 'rejected', errors: messages(nfse.json.erros) };
  return { kind: 'accepted', accessKey: key, nfseXml: unpackXml(String(nfse.json.nfseXmlGZipB64 ?? '')), alerts: [] };
}

export type CancelResult =
  { kind: 'cancelled' } | { kind: 'refused'; errors: NfseMessage[] } | { kind: 'unreachable'; reason: string };

/** POSTs a signed cancellation request (POST /nfse/{chave}/eventos). */
export async function sendCancel(
  baseUrl: string,
  accessKey: string,
  signedRequest: string,
  cert: NfseCertificate,
  options: Options = {},
): Promise<CancelResult> {
  const answer = await json(
    'POST',
    `${baseUrl}/nfse/${encodeURIComponent(accessKey)}/eventos`,
    { pedidoRegistroEventoXmlGZipB64: packXml(signedRequest) },
    cert,
    options,
  );
  if ('unreachable' in answer) return { kind: 'unreachable', reason: answer.unreachable };
  if (answer.status === 200 || answer.status === 201) return { kind: 'cancelled' };
  return { kind: 'refused', errors: messages(answer.json.erros) };
}

/** nNFSe of an NFS-e's XML, when there. */
export function nfseNumberOf(xml: string): string | null {
  return /<nNFSe>(\d+)<\/nNFSe>/.exec(xml)?.[1] ?? null;
}
