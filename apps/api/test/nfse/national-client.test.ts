import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packXml, sendDps, unpackXml } from '../../src/modules/nfse/national/client.ts';
import { buildDps, dpsId } from '../../src/modules/nfse/national/dps.ts';
import { signEnveloped } from '../../src/modules/nfse/national/sign.ts';
import { validateDps } from '../../src/modules/nfse/national/xsd.ts';
import { makeTestPki, type TestPki } from './test-pki.ts';

const dps = (n: number, cTribNac = '030301') =>
  buildDps({
    environment: 'producao-restrita',
    issuedAt: '2026-11-28T10:15:00-03:00',
    competence: '2026-11-01',
    series: 1,
    number: n,
    provider: { cnpj: '12345678000195', municipalityIbge: '3550308', simplesNacional: false },
    taker: { name: 'Maria', document: '52998224725' },
    service: { nationalCode: cTribNac, nbsCode: '110011200', description: 'Coworking' },
    amountCentavos: 10000,
    issRateBasisPoints: 500,
    ibsCbs: { operationIndicator: '100301', cst: '000', classification: '000001' },
    appVersion: 'Arena 1.0',
  });

/** A minimal stand-in for the Sefin API: mTLS with the test CA, XSD check, the API's JSON shapes. */
describe('national client', () => {
  let pki: TestPki;
  let server: Server;
  let url: string;
  const clientSubjects: string[] = [];
  beforeAll(async () => {
    pki = makeTestPki();
    server = createServer(
      {
        key: pki.privateKeyPem,
        cert: pki.certificatePem,
        ca: [pki.caPem],
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => {
        clientSubjects.push(String((req.socket as TLSSocket).getPeerCertificate().subject.CN));
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const { dpsXmlGZipB64 } = JSON.parse(Buffer.concat(chunks).toString()) as { dpsXmlGZipB64: string };
          const xml = unpackXml(dpsXmlGZipB64);
          void validateDps(xml).then((r) => {
            res.setHeader('content-type', 'application/json');
            if (!r.valid) {
              res.statusCode = 400;
              res.end(
                JSON.stringify({
                  erros: [{ Codigo: 'E1235', Descricao: 'Falha no esquema XML', Complemento: r.errors[0] }],
                }),
              );
              return;
            }
            res.statusCode = 201;
            const key = /Id="DPS(\d+)"/.exec(xml)?.[1]?.slice(0, 50) ?? '';
            res.end(JSON.stringify({ chaveAcesso: key, nfseXmlGZipB64: packXml(`<NFSe>${key}</NFSe>`), alertas: [] }));
          });
        });
      },
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const cert = () => ({ privateKeyPem: pki.privateKeyPem, certificatePem: pki.certificatePem, chainPem: [] });

  it('sends a signed DPS gzip+base64 over mTLS and reads the accepted answer', async () => {
    const signed = signEnveloped(dps(7), 'infDPS', cert());
    const result = await sendDps(url, signed, cert(), { ca: [pki.caPem] });
    const key = dpsId({
      provider: { cnpj: '12345678000195', municipalityIbge: '3550308', simplesNacional: false },
      series: 1,
      number: 7,
    }).slice(3, 53);
    expect(result).toEqual({ kind: 'accepted', accessKey: key, nfseXml: `<NFSe>${key}</NFSe>`, alerts: [] });
    expect(clientSubjects.at(-1)).toBe('ARENA COWORKING LTDA:12345678000195');
  });

  it("reads a rejection's codes and messages", async () => {
    const result = await sendDps(url, dps(8, '3.03'), cert(), { ca: [pki.caPem] });
    expect(result.kind).toBe('rejected');
    if (result.kind === 'rejected')
      expect(result.errors[0]).toMatchObject({ code: 'E1235', description: 'Falha no esquema XML' });
  });

  it('an unreachable API or a certificate the API does not trust is unreachable, to retry later', async () => {
    const closed = await sendDps('https://127.0.0.1:1', dps(9), cert(), { ca: [pki.caPem], timeoutMs: 2000 });
    expect(closed.kind).toBe('unreachable');
    const stranger = makeTestPki();
    const refused = await sendDps(
      url,
      dps(9),
      { privateKeyPem: stranger.privateKeyPem, certificatePem: stranger.certificatePem, chainPem: [] },
      { ca: [pki.caPem], timeoutMs: 2000 },
    );
    expect(refused.kind).toBe('unreachable');
  });
});
