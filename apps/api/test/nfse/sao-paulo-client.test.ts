import { makeNfsePki, type NfsePki } from '@arena/testing/fake-nfse/certs';
import { type FakeNfseSp, startFakeNfseSp } from '@arena/testing/fake-nfse-sp/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NfseCertificate } from '../../src/config-nfse.ts';
import { nfeKeyOfXml, saoPauloPort, type SpItem } from '../../src/modules/nfse/sao-paulo/port.ts';
import type { RpsInput } from '../../src/modules/nfse/sao-paulo/rps.ts';
import { validateBatch, validateCancel } from '../../src/modules/nfse/sao-paulo/xsd.ts';

const CNPJ = '12345678000195';

const rps = (n: number, over: Partial<RpsInput> = {}): SpItem => ({
  key: `inv-${n}`,
  rps: {
    municipalRegistration: '1234567',
    series: '900',
    number: n,
    issueDate: '2026-11-28',
    serviceCode: '03158',
    issRateBasisPoints: 500,
    taker: { name: `Membro ${n}`, document: '52998224725' },
    description: `Coworking — fatura ${n}`,
    amountCentavos: 10_000 + n,
    nbsCode: '110011200',
    ibsCbs: { operationIndicator: '100301', classification: '000001' },
    ...over,
  },
});

describe('São Paulo web service through the fake (mTLS, test method first)', () => {
  let pki: NfsePki;
  let fake: FakeNfseSp;
  let cert: NfseCertificate;
  const port = (environment: 'producao' | 'producao-restrita' = 'producao') =>
    saoPauloPort({ NFSE_ENVIRONMENT: environment, NFSE_API_URL: fake.url, COMPANY_DOCUMENT: CNPJ }, cert, {
      ca: [pki.caPem],
      timeoutMs: 60_000,
    });

  beforeAll(async () => {
    pki = makeNfsePki(CNPJ);
    cert = { privateKeyPem: pki.a1.privateKeyPem, certificatePem: pki.a1.certificatePem, chainPem: [pki.caPem] };
    fake = await startFakeNfseSp(pki, { batch: validateBatch, cancel: validateCancel });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.down = false;
    fake.rejectIf = null;
  });

  it('a batch is tested, then sent, and each RPS comes back with its NFS-e number and verification code', async () => {
    const results = await port().sendBatch([rps(1), rps(2), rps(3)]);
    expect(fake.calls.map((c) => c.operation)).toEqual(['TesteEnvioLoteRPS', 'EnvioLoteRPS']);
    expect(fake.calls[1]?.rps).toEqual(['1', '2', '3']);
    expect(fake.clients.has(`ARENA COWORKING LTDA:${CNPJ}`)).toBe(true);
    for (const n of [1, 2, 3]) {
      const r = results.get(`inv-${n}`);
      const nfe = fake.issued.get(String(n));
      expect(r).toEqual({
        kind: 'accepted',
        accessKey: `${nfe?.number}-${nfe?.code}`,
        nfseXml: expect.stringContaining(`<NumeroRPS>${n}</NumeroRPS>`) as string,
        alerts: [],
      });
    }
  });

  it('a rejection comes back with the city code and message; the RPS refused by the test is never sent', async () => {
    fake.rejectIf = (r) => (r.number === '11' ? { Codigo: '1234', Descricao: 'CPF do tomador inválido' } : null);
    const results = await port().sendBatch([rps(10), rps(11), rps(12)]);
    expect(results.get('inv-11')).toEqual({
      kind: 'rejected',
      errors: [{ code: '1234', description: 'CPF do tomador inválido' }],
    });
    expect(results.get('inv-10')?.kind).toBe('accepted');
    expect(results.get('inv-12')?.kind).toBe('accepted');
    expect(fake.calls.map((c) => [c.operation, c.rps])).toEqual([
      ['TesteEnvioLoteRPS', ['10', '11', '12']],
      ['EnvioLoteRPS', ['10', '12']],
    ]);
    expect(fake.issued.has('11')).toBe(false);
  });

  it('an RPS out of the layout or without a valid CPF/CNPJ is refused here, before any call', async () => {
    const results = await port().sendBatch([
      rps(20, { nbsCode: '12' }),
      rps(21, { taker: { name: 'X', document: '123' } }),
      rps(22),
    ]);
    expect(results.get('inv-20')).toMatchObject({ kind: 'rejected', errors: [{ code: 'ARENA-XSD' }] });
    expect(results.get('inv-21')).toMatchObject({ kind: 'rejected', errors: [{ code: 'ARENA-TOMADOR' }] });
    expect(results.get('inv-22')?.kind).toBe('accepted');
    expect(fake.calls.map((c) => c.rps)).toEqual([['22'], ['22']]);
  });

  it('producao-restrita runs only the test method and issues nothing', async () => {
    const results = await port('producao-restrita').sendBatch([rps(30), rps(31)]);
    expect(fake.calls.map((c) => c.operation)).toEqual(['TesteEnvioLoteRPS']);
    expect(results.get('inv-30')).toMatchObject({ kind: 'rejected', errors: [{ code: 'ARENA-TESTE' }] });
    expect(fake.issued.has('30')).toBe(false);
  });

  it('the service down: every RPS unreachable (to retry), nothing issued; back up, the same batch goes', async () => {
    fake.down = true;
    const down = await port().sendBatch([rps(40), rps(41)]);
    expect(down.get('inv-40')).toEqual({ kind: 'unreachable', reason: 'HTTP 503' });
    expect(down.get('inv-41')?.kind).toBe('unreachable');
    expect(fake.issued.has('40')).toBe(false);
    fake.down = false;
    const up = await port().sendBatch([rps(40), rps(41)]);
    expect(up.get('inv-40')?.kind).toBe('accepted');
  });

  it('a certificate the city does not trust is refused at the TLS handshake', async () => {
    const other = makeNfsePki(CNPJ);
    const noCert = saoPauloPort(
      { NFSE_ENVIRONMENT: 'producao', NFSE_API_URL: fake.url, COMPANY_DOCUMENT: CNPJ },
      { privateKeyPem: other.a1.privateKeyPem, certificatePem: other.a1.certificatePem, chainPem: [] },
      { ca: [pki.caPem] },
    );
    const r = await noCert.sendBatch([rps(50)]);
    expect(r.get('inv-50')?.kind).toBe('unreachable');
    expect(fake.calls).toHaveLength(0);
  });

  it('cancels an NFS-e; a second cancellation is refused with the city code', async () => {
    const sent = await port().sendBatch([rps(60)]);
    const accepted = sent.get('inv-60');
    if (accepted?.kind !== 'accepted') throw new Error('expected accepted');
    const key = nfeKeyOfXml(accepted.nfseXml);
    if (!key) throw new Error('expected a ChaveNFe');
    expect(await port().cancel(key)).toEqual({ kind: 'cancelled' });
    expect(fake.issued.get('60')?.cancelled).toBe(true);
    expect(await port().cancel(key)).toEqual({
      kind: 'refused',
      errors: [{ code: '1305', description: 'NFS-e já cancelada.' }],
    });
    fake.down = true;
    expect((await port().cancel(key)).kind).toBe('unreachable');
  });
});
