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
  return new Promise<Answer>((resolve, reject) => {
    const body = JSON.stringify(json);
    const req = request(
      url,
      {
        method: 'POST',
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
