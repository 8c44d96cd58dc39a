/**
 * Types of the Banco Central's API Pix (github:bacen/pix-api openapi.yaml v2.9.0, vendored at
 * packages/testing/pix/openapi.yaml), only the parts Arena uses: cobv (charge with a due date), webhook,
 * pix received and devolução. Field names are the standard's; money is integer centavos on Arena's side
 * of the boundary (see money.ts), the standard's "123.45" strings only on the wire.
 */

/** txid of a cobv: 26–35 characters [a-zA-Z0-9] (TxId in the openapi). */
export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
/** endToEndId of a Pix: 32 characters [a-zA-Z0-9] (EndToEndId). */
export const E2EID_PATTERN = /^[a-zA-Z0-9]{32}$/;
/** id of a devolução chosen by the receiver: 1–35 characters [a-zA-Z0-9] (DevolucaoId). */
export const DEVOLUCAO_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;

export type CobvStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** The debtor: a person (cpf, 11 digits) or a company (cnpj, 14 digits), with a name. */
export type Devedor = { cpf: string; nome: string } | { cnpj: string; nome: string };

/**
 * A fine (multa) or interest (juros), as the standard's tables: multa 1 = fixed value, 2 = percent;
 * juros 1 = value a day, 2 = percent a day, 3 = percent a month, 4 = percent a year (calendar days;
 * 5–8 the same in working days). `hundredths` is the standard's valorPerc × 100, an integer: 2.00% → 200,
 * R$ 5,00 → 500 (centavos).
 */
export type Encargo = {
  modalidade: number;
  hundredths: number;
};

/** What Arena asks for when it creates a cobv (CobVSolicitada). */
export type CobvRequest = {
  /** São Paulo calendar date YYYY-MM-DD. */
  dataDeVencimento: string;
  /** Days after the due date the charge can still be paid (standard default 30). */
  validadeAposVencimento?: number;
  devedor: Devedor;
  valorCents: number;
  multa?: Encargo;
  juros?: Encargo;
  /** The receiver's Pix key (PIX_KEY). */
  chave: string;
  /** Message shown to the payer, up to 140 characters. */
  solicitacaoPagador?: string;
};

/** A revision (CobVRevisada): every field optional; status REMOVIDA_PELO_USUARIO_RECEBEDOR removes it. */
export type CobvRevision = {
  dataDeVencimento?: string;
  validadeAposVencimento?: number;
  devedor?: Devedor;
  valorCents?: number;
  multa?: Encargo;
  juros?: Encargo;
  solicitacaoPagador?: string;
  status?: 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
};

/** A Pix received, as Arena sees it (Pix in the openapi). */
export type PixRecebido = {
  endToEndId: string;
  txid?: string;
  valorCents: number;
  /** ISO date-time of the payment, as the PSP gave it. */
  horario: string;
  /** The payer, when the PSP says who (newer versions of the standard; many PSPs send it). */
  pagador?: { nome?: string; cpf?: string; cnpj?: string };
  infoPagador?: string;
  devolucoes: Devolucao[];
};

/** A cobv as the PSP answers it (CobVGerada / CobVCompleta). */
export type Cobv = {
  txid: string;
  revisao: number;
  status: CobvStatus;
  /** ISO date-time the PSP created it. */
  criacao: string;
  dataDeVencimento: string;
  validadeAposVencimento: number;
  devedor: Devedor;
  valorCents: number;
  chave: string;
  /** The dynamic BR Code (copia e cola) to show and turn into a QR. */
  pixCopiaECola?: string;
  /** The payload location (URL without scheme) the BR Code points to. */
  location: string;
  /** Pix received for this charge (CobVCompleta on GET). */
  pix: PixRecebido[];
};

export type DevolucaoStatus = 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';

export type Devolucao = {
  id: string;
  rtrId: string;
  valorCents: number;
  status: DevolucaoStatus;
  /** ISO date-time of the request. */
  solicitacao?: string;
  liquidacao?: string;
  motivo?: string;
};

export type Paginacao = {
  paginaAtual: number;
  itensPorPagina: number;
  quantidadeDePaginas: number;
  quantidadeTotalDeItens: number;
};

export type ListPixQuery = {
  /** ISO date-time (RFC 3339), inclusive. */
  inicio: string;
  /** ISO date-time (RFC 3339), inclusive. */
  fim: string;
  /** Page number, from 0. */
  pagina?: number;
  itensPorPagina?: number;
};
