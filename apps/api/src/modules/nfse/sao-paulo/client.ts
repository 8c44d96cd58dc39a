import { request } from 'node:https';
import { create } from 'xmlbuilder2';
import type { NfseCertificate } from '../../../config-nfse.ts';
import type { NfseMessage } from '../provider.ts';
import { SP_LAYOUT_VERSION, spNamespace } from './message.ts';

/**
 * The SOAP client of São Paulo's NFS-e web service (lotenfe.wsdl, SOAP 1.2, document style): each
 * operation takes VersaoSchema and the signed message as text (MensagemXML) and answers the
 * Retorno message as text (RetornoXML). mTLS with the A1 certificate, as the city asks.
 */
export const SP_SERVICE_URL = 'https://nfews.prefeitura.sp.gov.br/lotenfe.asmx';

export const spOperations = {
  TesteEnvioLoteRPS: 'http://www.prefeitura.sp.gov.br/nfe/ws/testeenvio',
  EnvioLoteRPS: 'http://www.prefeitura.sp.gov.br/nfe/ws/envioLoteRPS',
  CancelamentoNFe: 'http://www.prefeitura.sp.gov.br/nfe/ws/cancelamentoNFe',
  ConsultaNFe: 'http://www.prefeitura.sp.gov.br/nfe/ws/consultaNFe',
} as const;
export type SpOperation = keyof typeof spOperations;

export type SpClientOptions = { ca?: string[]; timeoutMs?: number };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function soapEnvelope(operation: SpOperation, message: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope"><soap12:Body>' +
    `<${operation}Request xmlns="${spNamespace}"><VersaoSchema>${SP_LAYOUT_VERSION}</VersaoSchema>` +
    `<MensagemXML>${escape(message)}</MensagemXML></${operation}Request>` +
    '</soap12:Body></soap12:Envelope>'
  );
}

type Dom = {
  localName: string;
  textContent: string | null;
  getElementsByTagName(name: string): ArrayLike<Dom>;
  childNodes: ArrayLike<Dom & { nodeType: number }>;
};

const parse = (xml: string) => create(xml).root().node as unknown as Dom;
const text = (el: Dom | undefined, name: string) => el?.getElementsByTagName(name)[0]?.textContent?.trim() ?? '';

export type RpsKey = { municipalRegistration: string; series: string; number: string };
export type SpEvent = NfseMessage & { rps?: RpsKey; nfeNumber?: string };
export type SpIssued = {
  rps: RpsKey;
  nfe: { municipalRegistration: string; number: string; verificationCode: string; nationalKey: string };
  /** The ChaveNFeRPS element as the city answered it. */
  xml: string;
};
export type SpAnswer = { success: boolean; alerts: SpEvent[]; errors: SpEvent[]; issued: SpIssued[] };
export type SpCall = { kind: 'answer'; answer: SpAnswer; retornoXml: string } | { kind: 'unreachable'; reason: string };

function rpsKey(el: Dom | undefined): RpsKey | undefined {
  if (!el) return undefined;
  return {
    municipalRegistration: text(el, 'InscricaoPrestador'),
    series: text(el, 'SerieRPS'),
    number: text(el, 'NumeroRPS'),
  };
}

function events(root: Dom, name: 'Alerta' | 'Erro'): SpEvent[] {
  return Array.from(root.childNodes)
    .filter((n) => n.nodeType === 1 && n.localName === name)
    .map((e) => {
      const rps = rpsKey(e.getElementsByTagName('ChaveRPS')[0]);
      const nfe = e.getElementsByTagName('ChaveNFe')[0];
      return {
        code: text(e, 'Codigo'),
        description: text(e, 'Descricao'),
        ...(rps ? { rps } : {}),
        ...(nfe ? { nfeNumber: text(nfe, 'NumeroNFe') } : {}),
      };
    });
}

/**
 * The ChaveNFeRPS of each NFS-e an answer names: RetornoEnvioLoteRPS gives them as such;
 * RetornoConsulta gives whole NFe elements, of which the ChaveNFe and ChaveRPS are kept the same way.
 */
function issuedKeys(retornoXml: string): string[] {
  const direct = retornoXml.match(/<ChaveNFeRPS>[\s\S]*?<\/ChaveNFeRPS>/g) ?? [];
  const consulted = (retornoXml.match(/<NFe>[\s\S]*?<\/NFe>/g) ?? []).map((nfe) => {
    const chaveNfe = /<ChaveNFe>[\s\S]*?<\/ChaveNFe>/.exec(nfe)?.[0] ?? '';
    const chaveRps = /<ChaveRPS>[\s\S]*?<\/ChaveRPS>/.exec(nfe)?.[0] ?? '';
    return `<ChaveNFeRPS>${chaveNfe}${chaveRps}</ChaveNFeRPS>`;
  });
  return [...direct, ...consulted];
}

/** Reads a RetornoEnvioLoteRPS, RetornoCancelamentoNFe or RetornoConsulta message. */
export function readAnswer(retornoXml: string): SpAnswer {
  const root = parse(retornoXml);
  const issued = issuedKeys(retornoXml).map((xml) => {
    const c = parse(xml);
    const nfe = c.getElementsByTagName('ChaveNFe')[0];
    return {
      rps: rpsKey(c.getElementsByTagName('ChaveRPS')[0]) ?? { municipalRegistration: '', series: '', number: '' },
      nfe: {
        municipalRegistration: text(nfe, 'InscricaoPrestador'),
        number: text(nfe, 'NumeroNFe'),
        verificationCode: text(nfe, 'CodigoVerificacao'),
        nationalKey: text(nfe, 'ChaveNotaNacional'),
      },
      xml,
    };
  });
  return {
    success: text(root, 'Sucesso') === 'true',
    alerts: events(root, 'Alerta'),
    errors: events(root, 'Erro'),
    issued,
  };
}

type Http = { status: number; body: string };

function post(url: string, action: string, body: string, cert: NfseCertificate, options: SpClientOptions) {
  return new Promise<Http>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        key: cert.privateKeyPem,
        cert: [cert.certificatePem, ...cert.chainPem].join('\n'),
        ...(options.ca ? { ca: options.ca } : {}),
        headers: {
          'content-type': `application/soap+xml; charset=utf-8; action="${action}"`,
          'content-length': Buffer.byteLength(body),
        },
        timeout: options.timeoutMs ?? 60_000,
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

/**
 * Calls one operation. A transport failure, an HTTP 5xx other than a SOAP fault, or an answer
 * without RetornoXML is `unreachable` (retried later); a SOAP fault is the service refusing the
 * request itself (malformed envelope), read as an error answer with the fault's text.
 */
export async function callSp(
  url: string,
  operation: SpOperation,
  message: string,
  cert: NfseCertificate,
  options: SpClientOptions = {},
): Promise<SpCall> {
  let http: Http;
  try {
    http = await post(url, spOperations[operation], soapEnvelope(operation, message), cert, options);
  } catch (e) {
    return { kind: 'unreachable', reason: (e as Error).message };
  }
  const fault = /<(?:\w+:)?Fault[\s>]/.test(http.body);
  const reason = fault ? (/<(?:\w+:)?(?:Text|faultstring)[^>]*>([^<]*)</.exec(http.body)?.[1] ?? 'SOAP Fault') : '';
  if (fault && http.status < 500) {
    const answer = { success: false, alerts: [], errors: [{ code: 'SOAP', description: reason }], issued: [] };
    return { kind: 'answer', answer, retornoXml: '' };
  }
  if (http.status >= 500) return { kind: 'unreachable', reason: `HTTP ${http.status}${reason ? `: ${reason}` : ''}` };
  let retorno: string;
  try {
    retorno = text(parse(http.body), 'RetornoXML');
  } catch {
    return { kind: 'unreachable', reason: `HTTP ${http.status}: answer is not XML` };
  }
  if (!retorno) return { kind: 'unreachable', reason: `HTTP ${http.status}: answer without RetornoXML` };
  try {
    return { kind: 'answer', answer: readAnswer(retorno), retornoXml: retorno };
  } catch {
    return { kind: 'unreachable', reason: `HTTP ${http.status}: RetornoXML is not XML` };
  }
}
