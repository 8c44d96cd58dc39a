import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDps, dpsId, type DpsInput } from '../../src/modules/nfse/national/dps.ts';
import { signatureAlgorithms, signEnveloped } from '../../src/modules/nfse/national/sign.ts';
import { validateDps } from '../../src/modules/nfse/national/xsd.ts';
import { makeTestPki, type TestPki } from './test-pki.ts';

const paulista = {
  municipalityIbge: '3550308',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
};

function input(over: Partial<DpsInput> = {}): DpsInput {
  return {
    environment: 'producao-restrita',
    issuedAt: '2026-11-28T10:15:00-03:00',
    competence: '2026-11-01',
    series: 1,
    number: 42,
    provider: {
      cnpj: '12.345.678/0001-95',
      municipalRegistration: '1234567',
      municipalityIbge: '3550308',
      simplesNacional: false,
    },
    taker: {
      name: 'Maria da Silva & Filhos <Ltda>',
      document: '529.982.247-25',
      address: {
        municipalityIbge: '3550308',
        cep: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        district: 'Bela Vista',
      },
    },
    service: {
      nationalCode: '030301',
      nbsCode: '110011200',
      description: 'Uso de espaço de coworking — novembro de 2026',
    },
    amountCentavos: 123456,
    issRateBasisPoints: 500,
    ibsCbs: { operationIndicator: '100301', cst: '000', classification: '000001' },
    appVersion: 'Arena 1.0',
    ...over,
  };
}

/** An independent check: a fresh xml-crypto verifier that takes the certificate from KeyInfo, which must chain to the test CA. */
function verify(signed: string, pki: TestPki): boolean {
  const doc = new DOMParser().parseFromString(signed, 'text/xml');
  const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  const certBase64 =
    doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'X509Certificate')[0]?.textContent ?? '';
  const certPem = `-----BEGIN CERTIFICATE-----\n${certBase64}\n-----END CERTIFICATE-----\n`;
  const caStore = forge.pki.createCaStore([pki.caPem]);
  try {
    if (!forge.pki.verifyCertificateChain(caStore, [forge.pki.certificateFromPem(certPem)])) return false;
  } catch {
    return false; // forge throws when the chain does not verify
  }
  if (!signature) return false;
  const verifier = new SignedXml({ publicCert: certPem });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(signed);
  } catch {
    return false; // xml-crypto throws when a reference's digest does not match
  }
}

describe('national DPS', () => {
  let pki: TestPki;
  beforeAll(() => {
    pki = makeTestPki();
  });
  const key = () => ({ privateKeyPem: pki.privateKeyPem, certificatePem: pki.certificatePem });

  it('builds DPS that validate against DPS_v1.01.xsd before and after signing, with a signature an independent verifier accepts', async () => {
    const cases = [
      input(),
      input({ number: 1, amountCentavos: 0, taker: { name: 'Empresa X', document: '11.222.333/0001-81' } }),
      input({
        series: 99999,
        number: 999999999999999,
        environment: 'producao',
        provider: { ...input().provider, simplesNacional: true },
      }),
      input({
        taker: {
          ...input().taker,
          email: 'maria@example.com',
          address: { ...paulista, complement: 'Sala 3' },
        },
      }),
    ];
    for (const c of cases) {
      const xml = buildDps(c);
      expect(await validateDps(xml)).toEqual({ valid: true });
      const signed = signEnveloped(xml, 'infDPS', key());
      expect(await validateDps(signed)).toEqual({ valid: true });
      expect(verify(signed, pki)).toBe(true);
      expect(signed).toContain(`URI="#${dpsId(c)}"`);
      expect(signed).toContain(`<CanonicalizationMethod Algorithm="${signatureAlgorithms.canonicalization}"`);
      expect(signed).toContain(`<SignatureMethod Algorithm="${signatureAlgorithms.signature}"`);
      expect(signed).toContain(`<DigestMethod Algorithm="${signatureAlgorithms.digest}"`);
    }
  });

  it('the Id has 45 characters and encodes municipality, CNPJ, series and number', () => {
    expect(dpsId(input())).toBe('DPS355030821234567800019500001000000000000042');
    expect(dpsId(input())).toHaveLength(45);
  });

  it('a layout slip fails validation', async () => {
    const bad = buildDps(input({ service: { ...input().service, nationalCode: '3.03' } }));
    const result = await validateDps(bad);
    expect(result.valid).toBe(false);
    const zeroSeries = buildDps(input({ series: 0 }));
    expect((await validateDps(zeroSeries)).valid).toBe(false);
  });

  it('documents validated at once (one xmllint call) each get their own result', async () => {
    const good = (n: number) => buildDps(input({ number: n }));
    const bad = buildDps(input({ service: { ...input().service, nationalCode: '3.03' } }));
    const results = await Promise.all([good(1), bad, good(2), bad, good(3)].map((x) => validateDps(x)));
    expect(results.map((r) => r.valid)).toEqual([true, false, true, false, true]);
  });

  it('a changed DPS or another certificate fails verification', () => {
    const signed = signEnveloped(buildDps(input()), 'infDPS', key());
    expect(verify(signed.replace('<vServ>1234.56</vServ>', '<vServ>1.00</vServ>'), pki)).toBe(false);
    const other = makeTestPki();
    expect(
      verify(
        signEnveloped(buildDps(input()), 'infDPS', {
          privateKeyPem: other.privateKeyPem,
          certificatePem: other.certificatePem,
        }),
        pki,
      ),
    ).toBe(false);
  });
});
