import { FakePsp } from '@arena/testing/fake-psp/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PixApiClient } from '../../../src/modules/invoices/pix-api/client.ts';
import { PixPspPermanentError, PixPspRetryableError } from '../../../src/modules/invoices/pix-api/psp.ts';
import type { CobvRequest } from '../../../src/modules/invoices/pix-api/types.ts';

/** The API Pix client against the fake PSP over real mTLS; the fake checks both sides against the openapi. */
describe('PixApiClient', () => {
  let psp: FakePsp;
  let client: PixApiClient;
  const chave = '12345678000195';
  const request: CobvRequest = {
    dataDeVencimento: '2026-12-10',
    validadeAposVencimento: 60,
    devedor: { cpf: '12345678909', nome: 'Maria da Silva' },
    valorCents: 45_090,
    multa: { modalidade: 2, hundredths: 200 },
    juros: { modalidade: 3, hundredths: 100 },
    chave,
    solicitacaoPagador: 'Fatura 2026-11 Arena',
  };
  let n = 0;
  const txid = () => `arena${String(++n).padStart(4, '0')}${'x'.repeat(20)}`;

  beforeAll(async () => {
    psp = await FakePsp.start();
    client = new PixApiClient({ ...psp.clientSettings(), timeoutMs: 2000 });
  });
  afterEach(() => {
    psp.up();
    expect(psp.violations).toEqual([]);
  });
  afterAll(async () => {
    client.close();
    await psp.close();
  });

  it('creates a cobv once for the same txid, caching the token', async () => {
    const id = txid();
    const tokensBefore = psp.count('POST /oauth/token');
    const first = await client.putCobv(id, request);
    const again = await client.putCobv(id, request);
    expect(first).toMatchObject({ txid: id, status: 'ATIVA', revisao: 0, valorCents: 45_090, chave });
    expect(first.dataDeVencimento).toBe('2026-12-10');
    expect(first.validadeAposVencimento).toBe(60);
    expect(first.location).toMatch(/^pix\.fake-psp\.test\/qr\/v2\//);
    expect(again).toEqual(first);
    expect(psp.count('PUT /api/v2/cobv/{id}')).toBeGreaterThanOrEqual(2);
    expect(psp.count('POST /oauth/token') - tokensBefore).toBeLessThanOrEqual(1);
    expect(psp.cobv(id)?.valor).toEqual({
      original: '450.90',
      multa: { modalidade: 2, valorPerc: '2.00' },
      juros: { modalidade: 3, valorPerc: '1.00' },
    });
  });

  it('a different charge under a used txid is a permanent error with the standard problem', async () => {
    const id = txid();
    await client.putCobv(id, request);
    const err = await client.putCobv(id, { ...request, valorCents: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PixPspPermanentError);
    expect(err).toMatchObject({ status: 400, problema: { type: expect.stringMatching(/CobVOperacaoInvalida$/) } });
  });

  it('revises, removes and reads a cobv; a paid one shows its Pix', async () => {
    const id = txid();
    await client.putCobv(id, request);
    const revised = await client.patchCobv(id, { valorCents: 50_000, dataDeVencimento: '2026-12-15' });
    expect(revised).toMatchObject({ revisao: 1, valorCents: 50_000, dataDeVencimento: '2026-12-15', status: 'ATIVA' });
    await psp.pay(id, { valorCents: 50_000, pagador: { nome: 'Maria da Silva', cpf: '12345678909' } });
    const paid = await client.getCobv(id);
    expect(paid.status).toBe('CONCLUIDA');
    expect(paid.pix).toEqual([
      expect.objectContaining({
        txid: id,
        valorCents: 50_000,
        pagador: { nome: 'Maria da Silva', cpf: '12345678909' },
      }),
    ]);
    const other = txid();
    await client.putCobv(other, request);
    expect(await client.patchCobv(other, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' })).toMatchObject({
      status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
      revisao: 1,
    });
  });

  it('registers the webhook, lists Pix page by page and refunds once by id', async () => {
    await client.putWebhook(chave, 'https://arena.example/api/pix/webhook/secret123');
    expect(psp.webhook(chave)).toBe('https://arena.example/api/pix/webhook/secret123');
    const inicio = new Date(Date.now() - 60_000).toISOString();
    const paid = [];
    for (let i = 0; i < 5; i++) paid.push(await psp.pay(undefined, { valorCents: 1000 + i, chave, delivery: 'lost' }));
    const fim = new Date(Date.now() + 60_000).toISOString();
    const first = await client.listPix({ inicio, fim, pagina: 0, itensPorPagina: 2 });
    expect(first.paginacao).toMatchObject({ paginaAtual: 0, itensPorPagina: 2 });
    const total = first.paginacao.quantidadeTotalDeItens;
    const seen = [...first.pix];
    for (let p = 1; p < first.paginacao.quantidadeDePaginas; p++)
      seen.push(...(await client.listPix({ inicio, fim, pagina: p, itensPorPagina: 2 })).pix);
    expect(seen).toHaveLength(total);
    expect(seen.map((p) => p.endToEndId)).toEqual(expect.arrayContaining(paid.map((p) => p.endToEndId)));
    const e2e = paid[0]?.endToEndId as string;
    const refund = await client.putDevolucao(e2e, 'dev1', 600);
    expect(refund).toMatchObject({ id: 'dev1', valorCents: 600, status: 'DEVOLVIDO' });
    expect(await client.putDevolucao(e2e, 'dev1', 600)).toEqual(refund);
    const over = await client.putDevolucao(e2e, 'dev2', 600).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(PixPspPermanentError);
    expect((over as Error).message).toContain('Valor da devolução maior que o disponível');
  });

  it('renews the token once on 401', async () => {
    await client.getCobv((await client.putCobv(txid(), request)).txid);
    const before = psp.count('POST /oauth/token');
    psp.revokeTokens();
    await client.putCobv(txid(), request);
    expect(psp.count('POST /oauth/token')).toBe(before + 1);
  });

  it('the PSP down (503 or connection dropped) is a retryable error; back up, it works', async () => {
    psp.down('503');
    const e503 = await client.putCobv(txid(), request).catch((e: unknown) => e);
    expect(e503).toBeInstanceOf(PixPspRetryableError);
    expect(e503).toMatchObject({ status: 503, retryable: true });
    psp.down('refused');
    const dropped = await client.putCobv(txid(), request).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(PixPspRetryableError);
    psp.up();
    expect((await client.putCobv(txid(), request)).status).toBe('ATIVA');
  });

  it('refuses a client without the client certificate, and a request that breaks the standard', async () => {
    const { cert: _cert, key: _key, ...noCert } = psp.clientSettings();
    const anonymous = new PixApiClient({ ...noCert, cert: '', key: '', timeoutMs: 2000 });
    const err = await anonymous.getCobv(txid()).catch((e: unknown) => e);
    anonymous.close();
    expect(err).toBeInstanceOf(PixPspRetryableError);
    expect((err as Error).message).toMatch(/certificate|socket|ECONNRESET/i);
    const bad = await client
      .putCobv(txid(), { ...request, devedor: { cpf: '123', nome: 'X' } })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(PixPspPermanentError);
    expect(bad).toMatchObject({
      status: 400,
      problema: { violacoes: expect.arrayContaining([expect.objectContaining({ propriedade: '/devedor/cpf' })]) },
    });
    expect(await client.getCobv('short').catch((e: unknown) => e)).toBeInstanceOf(PixPspPermanentError);
  });
});
