import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { canonicalize, type XmlNode } from '../fake-nfse/c14n.ts';

/**
 * The São Paulo fake's checks, independent of the signer (xml-crypto and the API's rps.ts): the
 * XMLDSig of the whole message (Reference URI="", enveloped, inclusive C14N, RSA-SHA1, SHA-1) with
 * the C14N of ../fake-nfse/c14n.ts and node:crypto, the certificate chaining to the test CA; and
 * each RPS's <Assinatura> over the 90-position string the fake builds itself from the RPS's fields.
 */
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const expected = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  rsaSha1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  sha1: 'http://www.w3.org/2000/09/xmldsig#sha1',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
};

export type El = XmlNode & {
  localName: string;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<El>;
  getElementsByTagName(name: string): ArrayLike<El>;
  textContent: string | null;
};

export type MessageCheck = { ok: true; certificate: X509Certificate; root: El } | { ok: false; reason: string };

const first = (el: El, name: string): El | undefined => el.getElementsByTagNameNS(DSIG, name)[0];
export const field = (el: El | undefined, name: string) => el?.getElementsByTagName(name)[0]?.textContent?.trim() ?? '';

export function parseXml(xml: string): El {
  return (new DOMParser().parseFromString(xml, 'text/xml') as unknown as { documentElement: El }).documentElement;
}

export function verifyMessage(xml: string, caPem: string): MessageCheck {
  const root = parseXml(xml);
  const signature = Array.from(root.childNodes).find((n) => n.nodeType === 1 && (n as El).localName === 'Signature') as
    El | undefined;
  if (!signature) return { ok: false, reason: 'sem assinatura' };
  const signedInfo = first(signature, 'SignedInfo');
  const reference = signedInfo && first(signedInfo, 'Reference');
  if (!signedInfo || !reference) return { ok: false, reason: 'SignedInfo incompleto' };
  const alg = (name: string) => first(signedInfo, name)?.getAttribute('Algorithm');
  if (alg('CanonicalizationMethod') !== expected.c14n) return { ok: false, reason: 'canonicalização inesperada' };
  if (alg('SignatureMethod') !== expected.rsaSha1) return { ok: false, reason: 'algoritmo de assinatura inesperado' };
  if (alg('DigestMethod') !== expected.sha1) return { ok: false, reason: 'algoritmo de resumo inesperado' };
  const transforms = Array.from(reference.getElementsByTagNameNS(DSIG, 'Transform')).map((t) =>
    t.getAttribute('Algorithm'),
  );
  if (transforms.join(' ') !== `${expected.enveloped} ${expected.c14n}`)
    return { ok: false, reason: 'transformações inesperadas' };
  if (reference.getAttribute('URI') !== '') return { ok: false, reason: 'a referência não é o documento (URI="")' };
  const digest = createHash('sha1')
    .update(
      canonicalize(root, (n) => n === signature),
      'utf8',
    )
    .digest('base64');
  if (digest !== field(reference, 'DigestValue')) return { ok: false, reason: 'resumo (DigestValue) não confere' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(field(signature, 'X509Certificate').replace(/\s+/g, ''), 'base64'));
  } catch {
    return { ok: false, reason: 'certificado ilegível' };
  }
  const ca = new X509Certificate(caPem);
  if (!certificate.checkIssued(ca) || !certificate.verify(ca.publicKey)) {
    return { ok: false, reason: 'certificado não emitido pela AC de teste' };
  }
  const value = Buffer.from(field(signature, 'SignatureValue').replace(/\s+/g, ''), 'base64');
  const ok = verifySignature('RSA-SHA1', Buffer.from(canonicalize(signedInfo), 'utf8'), certificate.publicKey, value);
  return ok ? { ok: true, certificate, root } : { ok: false, reason: 'assinatura (SignatureValue) não confere' };
}

const zeros = (s: string, n: number) => s.padStart(n, '0');

/** The fake's own rendering of the string an RPS signs (layout version 2, CPF/CNPJ taker, no intermediary). */
export function rpsString(rps: El): string {
  const key = rps.getElementsByTagName('ChaveRPS')[0];
  const taker = rps.getElementsByTagName('CPFCNPJTomador')[0];
  const cpf = field(taker, 'CPF');
  const cnpj = field(taker, 'CNPJ');
  const cents = (v: string) => {
    const [int = '0', dec = ''] = v.split('.');
    return zeros(`${int}${dec.padEnd(2, '0')}`.replace(/^0+(?=\d)/, ''), 15);
  };
  return [
    zeros(field(key, 'InscricaoPrestador'), 12),
    field(key, 'SerieRPS').padEnd(5, ' '),
    zeros(field(key, 'NumeroRPS'), 12),
    field(rps, 'DataEmissao').replace(/-/g, ''),
    field(rps, 'TributacaoRPS'),
    field(rps, 'StatusRPS'),
    field(rps, 'ISSRetido') === 'true' ? 'S' : 'N',
    cents(field(rps, 'ValorFinalCobrado') || field(rps, 'ValorInicialCobrado')),
    cents(field(rps, 'ValorDeducoes')),
    zeros(field(rps, 'CodigoServico'), 5),
    cpf ? '1' : cnpj ? '2' : '3',
    zeros(cpf || cnpj, 14),
  ].join('');
}

/** RSA-SHA1 of an ASCII string, checked with the message's certificate. */
export function verifyAscii(text: string, signatureB64: string, certificate: X509Certificate): boolean {
  return verifySignature(
    'RSA-SHA1',
    Buffer.from(text, 'ascii'),
    certificate.publicKey,
    Buffer.from(signatureB64, 'base64'),
  );
}
