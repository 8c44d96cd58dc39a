import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Forge from 'node-forge';
import { z } from 'zod';

/**
 * NFS-e settings (issue 35, docs/decisions/037-nfse.md). `NFSE_MODE=off` (the default) keeps
 * today's by-hand number and asks for nothing else; `national` and `sao-paulo` need the rest (each
 * its own list) and open the certificate at start, so a wrong path or password stops the server
 * naming the variable.
 */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const nfseEnvSchema = z.object({
  NFSE_MODE: z.enum(['off', 'national', 'sao-paulo']).default('off'),
  NFSE_ENVIRONMENT: z.enum(['producao-restrita', 'producao']).default('producao-restrita'),
  NFSE_MUNICIPALITY_IBGE: optional(z.string().regex(/^\d{7}$/, "expected the city's 7-digit IBGE code, e.g. 3550308")),
  NFSE_MUNICIPAL_REGISTRATION: optional(z.string().trim().min(1).max(15)),
  NFSE_TAX_REGIME: optional(z.enum(['simples-nacional', 'normal'])),
  NFSE_SERVICE_CODE: optional(z.string().regex(/^\d{6}$/, 'expected the 6-digit cTribNac, e.g. 030301')),
  /** São Paulo's own service code (its Lista de Serviços, 4 or 5 digits; sao-paulo mode only). */
  NFSE_SP_SERVICE_CODE: optional(
    z.string().regex(/^\d{4,5}$/, "expected São Paulo's 4- or 5-digit código de serviço, e.g. 03158"),
  ),
  NFSE_NBS_CODE: optional(z.string().regex(/^\d{9}$/, 'expected the 9-digit NBS code (cNBS)')),
  NFSE_ISS_RATE: optional(
    z
      .string()
      .regex(/^[2-5](\.\d{1,2})?$/, 'expected the ISS rate in percent between 2 and 5, e.g. 5 or 2.5')
      .transform((v) => Math.round(Number(v) * 100))
      .refine((v) => v <= 500, 'expected at most 5'),
  ),
  NFSE_SERVICE_DESCRIPTION: optional(z.string().trim().min(1).max(2000)),
  NFSE_CERT_PFX_PATH: optional(z.string().min(1)),
  NFSE_CERT_PFX_PASSWORD: optional(z.string()),
  NFSE_ISSUE_WHEN: z.enum(['issue', 'paid']).default('paid'),
  NFSE_API_URL: optional(
    z
      .string()
      .url()
      .refine((v) => v.startsWith('https://'), 'expected an https:// URL'),
  ),
});

export type NfseEnv = z.output<typeof nfseEnvSchema>;

export type NfseCertificate = {
  privateKeyPem: string;
  certificatePem: string;
  /** The chain after the certificate, for mTLS. */
  chainPem: string[];
};

/** São Paulo's web service has no cTribNac nor tax regime in its RPS; it needs the CCM and its own code. */
const requiredInSaoPaulo = [
  'NFSE_MUNICIPAL_REGISTRATION',
  'NFSE_SP_SERVICE_CODE',
  'NFSE_NBS_CODE',
  'NFSE_ISS_RATE',
  'NFSE_SERVICE_DESCRIPTION',
  'NFSE_CERT_PFX_PATH',
  'NFSE_CERT_PFX_PASSWORD',
] as const;

const requiredWhenOn = [
  'NFSE_MUNICIPALITY_IBGE',
  'NFSE_TAX_REGIME',
  'NFSE_SERVICE_CODE',
  'NFSE_NBS_CODE',
  'NFSE_ISS_RATE',
  'NFSE_SERVICE_DESCRIPTION',
  'NFSE_CERT_PFX_PATH',
  'NFSE_CERT_PFX_PASSWORD',
] as const;

/** Opens a .pfx; the error names the variable at fault (a file, or a password/content problem). */
export function openPfx(path: string, password: string, fail: (message: string) => Error): NfseCertificate {
  let der: Buffer;
  try {
    der = readFileSync(path);
  } catch (e) {
    throw fail(`Invalid NFSE_CERT_PFX_PATH: cannot read ${JSON.stringify(path)} (${(e as Error).message})`);
  }
  // Loaded only when NFS-e is on: node-forge would add its load to every start of the server.
  const forge = createRequire(import.meta.url)('node-forge') as typeof Forge;
  let p12: Forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der.toString('binary')), password);
  } catch {
    throw fail('Invalid NFSE_CERT_PFX_PASSWORD: the certificate file does not open with it (or is not a .pfx)');
  }
  const keyOid = forge.pki.oids.pkcs8ShroudedKeyBag ?? '';
  const certOid = forge.pki.oids.certBag ?? '';
  const keyBags: Forge.pkcs12.Bag[] = p12.getBags({ bagType: keyOid })[keyOid] ?? [];
  const certBags: Forge.pkcs12.Bag[] = p12.getBags({ bagType: certOid })[certOid] ?? [];
  const keyBag = keyBags[0];
  const certs = certBags.map((b) => b.cert).filter((c): c is Forge.pki.Certificate => Boolean(c));
  if (!keyBag?.key || certs.length === 0) {
    throw fail('Invalid NFSE_CERT_PFX_PATH: the .pfx holds no private key and certificate (an A1 has both)');
  }
  const key = keyBag.key as Forge.pki.rsa.PrivateKey;
  const own = certs.find((c) => {
    const pub = c.publicKey as Forge.pki.rsa.PublicKey;
    return pub.n.equals(key.n);
  });
  if (!own) throw fail('Invalid NFSE_CERT_PFX_PATH: no certificate in the .pfx matches its private key');
  if (own.validity.notAfter.getTime() < Date.now()) {
    throw fail(
      `Invalid NFSE_CERT_PFX_PATH: the certificate expired on ${own.validity.notAfter.toISOString().slice(0, 10)}`,
    );
  }
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(own),
    chainPem: certs.filter((c) => c !== own).map((c) => forge.pki.certificateToPem(c)),
  };
}

const digitsOf = (v: string | undefined) => (v ?? '').replace(/\D/g, '');

/** The checks across NFS-e settings, run by loadConfig after the schema. */
export function checkNfse(c: NfseEnv, fail: (message: string) => Error): NfseCertificate | null {
  if (c.NFSE_MODE === 'off') return null;
  if (c.NFSE_MODE === 'sao-paulo') {
    for (const name of requiredInSaoPaulo) {
      if (c[name] === undefined) throw fail(`Invalid ${name}: required when NFSE_MODE is sao-paulo`);
    }
    // The CCM: up to 12 digits in layout version 2 (dots and dashes as the city prints it are fine).
    if (
      !/^[\d.\-/]+$/.test(c.NFSE_MUNICIPAL_REGISTRATION ?? '') ||
      !/^\d{1,12}$/.test(digitsOf(c.NFSE_MUNICIPAL_REGISTRATION))
    ) {
      throw fail("Invalid NFSE_MUNICIPAL_REGISTRATION: expected São Paulo's CCM, up to 12 digits, e.g. 1.234.567-8");
    }
    if (c.NFSE_MUNICIPALITY_IBGE !== undefined && c.NFSE_MUNICIPALITY_IBGE !== '3550308') {
      throw fail('Invalid NFSE_MUNICIPALITY_IBGE: NFSE_MODE sao-paulo is for São Paulo (3550308) only; leave it empty');
    }
    return openPfx(c.NFSE_CERT_PFX_PATH ?? '', c.NFSE_CERT_PFX_PASSWORD ?? '', fail);
  }
  for (const name of requiredWhenOn) {
    if (c[name] === undefined) throw fail(`Invalid ${name}: required when NFSE_MODE is ${c.NFSE_MODE}`);
  }
  return openPfx(c.NFSE_CERT_PFX_PATH ?? '', c.NFSE_CERT_PFX_PASSWORD ?? '', fail);
}
