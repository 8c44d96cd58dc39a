import type { Cobv, CobvStatus, PixPsp, PixRecebido } from '../pix-api/psp.ts';
import type { CobvAnswer, NewCobv, PixPort } from './port.ts';
import type { ReceivedPix } from './received.service.ts';

/**
 * The charge lifecycle's port (port.ts) over the API Pix client (pix-api/psp.ts): Arena's words to
 * the standard's — the fine as a percent (multa modalidade 2) and the interest a month (juros
 * modalidade 3, calendar days), the debtor's CPF or CNPJ by its length, the charge's status in
 * Arena's states, every page of GET /pix. Errors pass through: the client's PixPspError carries
 * `retryable`, which the job reads (port.ts isRetryable).
 */
export function stateOf(status: CobvStatus): CobvAnswer['state'] {
  if (status === 'ATIVA') return 'ativa';
  if (status === 'CONCLUIDA') return 'concluida';
  return 'removida';
}

function answerOf(cobv: Cobv): CobvAnswer {
  return { state: stateOf(cobv.status), copia_e_cola: cobv.pixCopiaECola ?? null, revision: cobv.revisao };
}

export function receivedOfPsp(pix: PixRecebido): ReceivedPix {
  return {
    end_to_end_id: pix.endToEndId,
    txid: pix.txid ?? null,
    amount_cents: pix.valorCents,
    payer_name: pix.pagador?.nome ?? null,
    payer_document: pix.pagador?.cpf ?? pix.pagador?.cnpj ?? null,
    received_at: new Date(pix.horario).toISOString(),
  };
}

/** Pages of GET /pix asked at most, per window (a guard against a PSP that never ends its pages). */
const MAX_PAGES = 1000;

export function portOf(psp: PixPsp, chave: string): PixPort {
  return {
    async createCobv(txid: string, c: NewCobv) {
      const document = c.debtor.document.replace(/\D/g, '');
      const devedor =
        document.length === 14 ? { cnpj: document, nome: c.debtor.name } : { cpf: document, nome: c.debtor.name };
      return answerOf(
        await psp.putCobv(txid, {
          dataDeVencimento: c.due_date,
          devedor,
          valorCents: c.amount_cents,
          chave,
          solicitacaoPagador: c.info.slice(0, 140),
          ...(c.fine_percent > 0 ? { multa: { modalidade: 2, hundredths: Math.round(c.fine_percent * 100) } } : {}),
          ...(c.interest_month_percent > 0
            ? { juros: { modalidade: 3, hundredths: Math.round(c.interest_month_percent * 100) } }
            : {}),
        }),
      );
    },
    async reviseCobv(txid, amount_cents) {
      return answerOf(await psp.patchCobv(txid, { valorCents: amount_cents }));
    },
    async removeCobv(txid) {
      return answerOf(await psp.patchCobv(txid, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' }));
    },
    async readCobv(txid) {
      return answerOf(await psp.getCobv(txid));
    },
    async registerWebhook(url) {
      await psp.putWebhook(chave, url);
    },
    async listPix(from, to) {
      const all: ReceivedPix[] = [];
      for (let pagina = 0; pagina < MAX_PAGES; pagina += 1) {
        const { pix, paginacao } = await psp.listPix({ inicio: from, fim: to, pagina });
        all.push(...pix.map(receivedOfPsp));
        if (pagina + 1 >= paginacao.quantidadeDePaginas) break;
      }
      return all;
    },
    async refund(endToEndId, id, cents) {
      const devolucao = await psp.putDevolucao(endToEndId, id, cents);
      return devolucao.status === 'DEVOLVIDO'
        ? 'devolvido'
        : devolucao.status === 'NAO_REALIZADO'
          ? 'nao_realizado'
          : 'em_processamento';
    },
  };
}
