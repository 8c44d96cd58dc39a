import { describe, expect, it } from 'vitest';
import { portOf } from '../../src/modules/invoices/pix/adapter.ts';
import { isRetryable } from '../../src/modules/invoices/pix/port.ts';
import {
  type Cobv,
  type CobvRequest,
  type CobvRevision,
  type PixPsp,
  PixPspPermanentError,
  PixPspRetryableError,
} from '../../src/modules/invoices/pix-api/psp.ts';

/**
 * The port over the API Pix client (modules/invoices/pix/adapter.ts): what Arena asks becomes the
 * standard's request (fine 2% → multa modalidade 2, 200; interest 1% a month → juros modalidade 3,
 * 100; the debtor by CPF or CNPJ), the PSP's status Arena's state, every page of GET /pix read, and
 * the client's retryable and permanent errors read as such by the job.
 */
const TXID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

function cobvOf(txid: string, status: Cobv['status']): Cobv {
  return {
    txid,
    revisao: 1,
    status,
    criacao: '2026-11-23T13:00:00Z',
    dataDeVencimento: '2026-11-28',
    validadeAposVencimento: 30,
    devedor: { cpf: '52998224725', nome: 'Ana' },
    valorCents: 100,
    chave: 'financeiro@arena.test',
    pixCopiaECola: `000201...${txid}`,
    location: 'psp.test/qr/v2/1',
    pix: [],
  };
}

class RecordingPsp implements PixPsp {
  puts: Array<[string, CobvRequest]> = [];
  patches: Array<[string, CobvRevision]> = [];
  pages: number[] = [];
  async putCobv(txid: string, request: CobvRequest) {
    this.puts.push([txid, request]);
    return cobvOf(txid, 'ATIVA');
  }
  async patchCobv(txid: string, revision: CobvRevision) {
    this.patches.push([txid, revision]);
    return cobvOf(txid, revision.status ?? 'ATIVA');
  }
  async getCobv(txid: string) {
    return cobvOf(txid, 'CONCLUIDA');
  }
  async putWebhook() {}
  async listPix(query: { pagina?: number }) {
    const pagina = query.pagina ?? 0;
    this.pages.push(pagina);
    return {
      pix: [
        {
          endToEndId: `E${String(pagina).padStart(31, '0')}`,
          txid: TXID,
          valorCents: 1_000 + pagina,
          horario: '2026-11-23T14:00:00-03:00',
          pagador: { nome: 'Ana', cpf: '***.982.247-**' },
          devolucoes: [],
        },
      ],
      paginacao: { paginaAtual: pagina, itensPorPagina: 1, quantidadeDePaginas: 3, quantidadeTotalDeItens: 3 },
    };
  }
  async putDevolucao(_e2eid: string, id: string, valorCents: number) {
    return { id, rtrId: 'D1', valorCents, status: 'DEVOLVIDO' as const };
  }
}

describe('the port over the API Pix client', () => {
  it('asks the standard’s cobv, and reads its answers in Arena’s words', async () => {
    const psp = new RecordingPsp();
    const port = portOf(psp, 'financeiro@arena.test');
    const created = await port.createCobv(TXID, {
      debtor: { name: 'Empresa Ltda', document: '11.222.333/0001-81' },
      amount_cents: 48_900,
      due_date: '2026-11-28',
      fine_percent: 2,
      interest_month_percent: 1,
      info: 'Fatura 2026-000007',
    });
    expect(created).toEqual({ state: 'ativa', copia_e_cola: `000201...${TXID}`, revision: 1 });
    expect(psp.puts).toEqual([
      [
        TXID,
        {
          dataDeVencimento: '2026-11-28',
          devedor: { cnpj: '11222333000181', nome: 'Empresa Ltda' },
          valorCents: 48_900,
          chave: 'financeiro@arena.test',
          solicitacaoPagador: 'Fatura 2026-000007',
          multa: { modalidade: 2, hundredths: 200 },
          juros: { modalidade: 3, hundredths: 100 },
        },
      ],
    ]);
    expect((await port.removeCobv(TXID)).state).toBe('removida');
    await port.reviseCobv(TXID, 1_234);
    expect(psp.patches).toEqual([
      [TXID, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' }],
      [TXID, { valorCents: 1_234 }],
    ]);
    expect((await port.readCobv(TXID)).state).toBe('concluida');
    expect(await port.refund('E'.repeat(32), 'D1', 100)).toBe('devolvido');
  });

  it('reads every page of GET /pix', async () => {
    const psp = new RecordingPsp();
    const pix = await portOf(psp, 'k').listPix('2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z');
    expect(psp.pages).toEqual([0, 1, 2]);
    expect(pix.map((p) => p.amount_cents)).toEqual([1_000, 1_001, 1_002]);
    expect(pix[0]).toMatchObject({
      received_at: '2026-11-23T17:00:00.000Z',
      payer_name: 'Ana',
      payer_document: '***.982.247-**',
    });
  });

  it('reads the client’s errors as retryable or not', () => {
    expect(isRetryable(new PixPspRetryableError('503', 503))).toBe(true);
    expect(isRetryable(new PixPspPermanentError('400', 400))).toBe(false);
  });
});
