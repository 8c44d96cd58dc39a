import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';

/**
 * A test CA (an ICP-Brasil stand-in), made in the test run, with an A1-like certificate for the
 * space (CNPJ in the subject, in a .pfx as an A1 comes) and the fake API's server certificate for
 * localhost/127.0.0.1. Nothing is committed.
 */
export type NfsePki = {
  caPem: string;
  server: { cert: string; key: string };
  a1: { certificatePem: string; privateKeyPem: string; pfxPath: string; pfxPassword: string };
};

function issue(
  cn: string,
  keys: forge.pki.rsa.KeyPair,
  ca: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | null,
  serial: string,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 30 * 86_400_000);
  const subject = [
    { name: 'commonName', value: cn },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(ca ? ca.cert.subject.attributes : subject);
  cert.setExtensions(
    ca
      ? [
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
        ]
      : [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true },
        ],
  );
  cert.sign(ca ? ca.key : keys.privateKey, forge.md.sha256.create());
  return cert;
}

export function makeNfsePki(cnpj: string, pfxPassword = 'senha-de-teste'): NfsePki {
  const caKeys = forge.pki.rsa.generateKeyPair(2048);
  const ca = issue('AC Teste NFS-e', caKeys, null, '01');
  const signer = { cert: ca, key: caKeys.privateKey };
  const a1Keys = forge.pki.rsa.generateKeyPair(2048);
  const a1 = issue(`ARENA COWORKING LTDA:${cnpj}`, a1Keys, signer, '02');
  const serverKeys = forge.pki.rsa.generateKeyPair(2048);
  const server = issue('localhost', serverKeys, signer, '03');
  const p12 = forge.pkcs12.toPkcs12Asn1(a1Keys.privateKey, [a1, ca], pfxPassword, { algorithm: '3des' });
  const dir = mkdtempSync(join(tmpdir(), 'arena-nfse-'));
  const pfxPath = join(dir, 'a1.pfx');
  writeFileSync(pfxPath, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), { mode: 0o600 });
  return {
    caPem: forge.pki.certificateToPem(ca),
    server: { cert: forge.pki.certificateToPem(server), key: forge.pki.privateKeyToPem(serverKeys.privateKey) },
    a1: {
      certificatePem: forge.pki.certificateToPem(a1),
      privateKeyPem: forge.pki.privateKeyToPem(a1Keys.privateKey),
      pfxPath,
      pfxPassword,
    },
  };
}
