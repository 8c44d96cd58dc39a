import type { ReceivedPix } from './received.service.ts';

/**
 * What Arena's charge lifecycle asks of the PSP (the API Pix client, pix-api/), in Arena's terms:
 * money in centavos, a charge's state in Arena's words. `retryable` on an error says whether to try
 * again later (the PSP down, a timeout, a 5xx or 429) or never (a refusal, 4xx).
 */
export type CobvAnswer = {
  state: 'ativa' | 'concluida' | 'removida';
  copia_e_cola: string | null;
  revision: number;
};

export type NewCobv = {
  debtor: { name: string; document: string };
  amount_cents: number;
  due_date: string;
  fine_percent: number;
  interest_month_percent: number;
  info: string;
};

export type PixPort = {
  createCobv(txid: string, cobv: NewCobv): Promise<CobvAnswer>;
  /** `PATCH /cobv/{txid}` with a new amount (the balance). */
  reviseCobv(txid: string, amount_cents: number): Promise<CobvAnswer>;
  removeCobv(txid: string): Promise<CobvAnswer>;
  readCobv(txid: string): Promise<CobvAnswer>;
  registerWebhook(url: string): Promise<void>;
  /** Pix received between `from` and `to` (ISO instants), every page. */
  listPix(from: string, to: string): Promise<ReceivedPix[]>;
  refund(
    endToEndId: string,
    id: string,
    amount_cents: number,
  ): Promise<'em_processamento' | 'devolvido' | 'nao_realizado'>;
};

/** Whether an error from the PSP is worth trying again later. */
export function isRetryable(err: unknown): boolean {
  return Boolean(err && typeof err === 'object' && 'retryable' in err && (err as { retryable: unknown }).retryable);
}
