import forge from 'node-forge';

/** A test CA and an A1-like certificate (CNPJ in the subject) it signs, made in the test. */
export type TestPki = {
  caPem: string;
  certificatePem: string;
  privateKeyPem: string;
  /** The A1 as a .pfx (PKCS#12, 3DES), protected by `pfxPassword`. */
  pfx: Buffer;
  pfxPassword: string;
};

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicKey: forge.pki.PublicKey,
  signer: forge.pki.rsa.PrivateKey,
  ca: boolean,
  serial: string,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, nonRepudiation: true },
          { name: 'extKeyUsage', clientAuth: true, serverAuth: true },
          {
            name: 'subjectAltName',
            altNames: [
              { type: 2, value: 'localhost' },
              { type: 7, ip: '127.0.0.1' },
            ],
          },
        ],
  );
  cert.sign(signer, forge.md.sha256.create());
  return cert;
}

export function makeTestPki(cnpj = '12345678000195', pfxPassword = 'senha-de-teste'): TestPki {
  const caKeys = forge.pki.rsa.generateKeyPair(2048);
  const caName = [
    { name: 'commonName', value: 'AC Teste Arena' },
    { name: 'countryName', value: 'BR' },
  ];
  const ca = certificate(caName, caName, caKeys.publicKey, caKeys.privateKey, true, '01');
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const subject = [
    { name: 'commonName', value: `ARENA COWORKING LTDA:${cnpj}` },
    { name: 'countryName', value: 'BR' },
  ];
  const cert = certificate(subject, caName, keys.publicKey, caKeys.privateKey, false, '02');
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, ca], pfxPassword, { algorithm: '3des' });
  return {
    caPem: forge.pki.certificateToPem(ca),
    certificatePem: forge.pki.certificateToPem(cert),
    privateKeyPem: forge.pki.privateKeyToPem(keys.privateKey),
    pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    pfxPassword,
  };
}
