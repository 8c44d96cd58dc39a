import { SignedXml } from 'xml-crypto';

/**
 * The algorithms the national environment signs and accepts (docs/decisions/037-nfse.md):
 * inclusive C14N 1.0, enveloped-signature then C14N, RSA-SHA1, SHA-1 digest.
 */
export const signatureAlgorithms = {
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  digest: 'http://www.w3.org/2000/09/xmldsig#sha1',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;

export type SigningKey = {
  privateKeyPem: string;
  certificatePem: string;
};

function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/**
 * Signs the element `tag` (its `Id` attribute is the reference) of `xml`, placing the enveloped
 * Signature as the last child of the document element (after infDPS, as TCDPS asks).
 */
export function signEnveloped(xml: string, tag: string, key: SigningKey): string {
  const sig = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    canonicalizationAlgorithm: signatureAlgorithms.canonicalization,
    signatureAlgorithm: signatureAlgorithms.signature,
    getKeyInfoContent: () =>
      `<X509Data><X509Certificate>${certificateBody(key.certificatePem)}</X509Certificate></X509Data>`,
  });
  sig.addReference({
    xpath: `//*[local-name(.)='${tag}']`,
    transforms: [signatureAlgorithms.enveloped, signatureAlgorithms.canonicalization],
    digestAlgorithm: signatureAlgorithms.digest,
  });
  sig.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}
