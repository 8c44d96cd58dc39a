import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { canonicalize, type XmlNode } from './c14n.ts';

/**
 * The fake NFS-e API's signature check, independent of the signer (xml-crypto): its own inclusive
 * C14N (c14n.ts), node:crypto for the digest and RSA-SHA1, and the certificate must chain to the
 * test CA. Checks the algorithms the national layout pins and that the reference is the signed
 * element's Id.
 */
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const expected = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  rsaSha1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  sha1: 'http://www.w3.org/2000/09/xmldsig#sha1',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
};

type El = XmlNode & {
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<El>;
  getElementsByTagName(name: string): ArrayLike<El>;
  textContent: string | null;
};

export type SignatureCheck = { ok: true; certificate: X509Certificate } | { ok: false; reason: string };

function first(el: El, name: string): El | undefined {
  return el.getElementsByTagNameNS(DSIG, name)[0];
}

export function verifyEnveloped(xml: string, signedTag: string, caPem: string): SignatureCheck {
  const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as El & { documentElement: El };
  const root = doc.documentElement;
  const signature = Array.from(root.childNodes).find(
    (n) => n.nodeType === 1 && (n as El).nodeName.endsWith('Signature'),
  ) as El | undefined;
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
  const signed = root.getElementsByTagName(signedTag)[0];
  if (!signed) return { ok: false, reason: `sem ${signedTag}` };
  if (reference.getAttribute('URI') !== `#${signed.getAttribute('Id') ?? ''}`) {
    return { ok: false, reason: 'a referência não é o Id do elemento assinado' };
  }
  const isSignature = (n: XmlNode) => n === signature;
  const digest = createHash('sha1').update(canonicalize(signed, isSignature), 'utf8').digest('base64');
  if (digest !== (first(reference, 'DigestValue')?.textContent ?? '').trim()) {
    return { ok: false, reason: 'resumo (DigestValue) não confere' };
  }
  const certB64 = (first(signature, 'X509Certificate')?.textContent ?? '').replace(/\s+/g, '');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certB64, 'base64'));
  } catch {
    return { ok: false, reason: 'certificado ilegível' };
  }
  const ca = new X509Certificate(caPem);
  if (!certificate.checkIssued(ca) || !certificate.verify(ca.publicKey)) {
    return { ok: false, reason: 'certificado não emitido pela AC de teste' };
  }
  const value = Buffer.from((first(signature, 'SignatureValue')?.textContent ?? '').replace(/\s+/g, ''), 'base64');
  const ok = verifySignature('RSA-SHA1', Buffer.from(canonicalize(signedInfo), 'utf8'), certificate.publicKey, value);
  return ok ? { ok: true, certificate } : { ok: false, reason: 'assinatura (SignatureValue) não confere' };
}
