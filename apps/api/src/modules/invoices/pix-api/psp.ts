import type { Cobv, CobvRequest, CobvRevision, Devolucao, ListPixQuery, Paginacao, PixRecebido } from './types.js';

export type * from './types.js';
export { PixPspError, PixPspPermanentError, PixPspRetryableError, describeProblema } from './errors.js';
export type { Problema, Violacao } from './errors.js';
export { centsToPix, pixToCents } from './money.js';

/**
 * The receiving PSP, through the Banco Central's API Pix. Every method throws PixPspRetryableError
 * (network, timeout, 5xx, 429) or PixPspPermanentError (4xx with the standard's problem, or an answer
 * that does not follow the standard). Money is integer centavos.
 */
export type PixPsp = {
  /** PUT /cobv/{txid}: create the charge; idempotent by txid (the same txid twice is one charge). */
  putCobv(txid: string, request: CobvRequest): Promise<Cobv>;
  /** PATCH /cobv/{txid}: revise it, or remove it with status REMOVIDA_PELO_USUARIO_RECEBEDOR. */
  patchCobv(txid: string, revision: CobvRevision): Promise<Cobv>;
  /** GET /cobv/{txid}: the charge with its status and the Pix received for it. */
  getCobv(txid: string): Promise<Cobv>;
  /** PUT /webhook/{chave}: register the address the PSP POSTs `{pix: [...]}` to. */
  putWebhook(chave: string, webhookUrl: string): Promise<void>;
  /** GET /pix?inicio&fim&paginacao.paginaAtual: Pix received in the window, one page. */
  listPix(query: ListPixQuery): Promise<{ pix: PixRecebido[]; paginacao: Paginacao }>;
  /** PUT /pix/{e2eid}/devolucao/{id}: refund part or all of a Pix; idempotent by id. */
  putDevolucao(e2eid: string, id: string, valorCents: number): Promise<Devolucao>;
};
