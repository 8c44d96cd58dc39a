import { z } from 'zod';
import { pixToCents } from './money.js';
import type { Cobv, Devedor, Devolucao, PixRecebido } from './types.js';

/**
 * The PSP's answers as the openapi (packages/testing/pix/openapi.yaml) writes them: CobVGerada /
 * CobVCompleta, Pix, Devolucao, PixConsultados, Problema. Only what Arena reads is required beyond the
 * standard's own `required`; extra fields pass (PSPs add their own).
 */
const money = z.string().regex(/^\d{1,10}\.\d{2}$/);

const devedor = z.union([
  z.object({ cpf: z.string().regex(/^\d{11}$/), nome: z.string() }),
  z.object({ cnpj: z.string().regex(/^\d{14}$/), nome: z.string() }),
]);

const devolucao = z.object({
  id: z.string(),
  rtrId: z.string(),
  valor: money,
  horario: z.object({ solicitacao: z.string().optional(), liquidacao: z.string().optional() }).optional(),
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  motivo: z.string().optional(),
});

const pix = z.object({
  endToEndId: z.string(),
  txid: z.string().optional(),
  valor: money,
  horario: z.string(),
  pagador: z
    .object({ nome: z.string().optional(), cpf: z.string().optional(), cnpj: z.string().optional() })
    .optional(),
  infoPagador: z.string().optional(),
  devolucoes: z.array(devolucao).optional(),
});

export const cobvAnswer = z.object({
  calendario: z.object({
    criacao: z.string(),
    dataDeVencimento: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    validadeAposVencimento: z.number().int().default(30),
  }),
  txid: z.string(),
  revisao: z.number().int(),
  status: z.enum(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
  devedor,
  valor: z.object({ original: money }),
  chave: z.string(),
  loc: z.object({ location: z.string() }).optional(),
  location: z.string().optional(),
  pixCopiaECola: z.string().optional(),
  pix: z.array(pix).optional(),
});

export const devolucaoAnswer = devolucao;

export const pixListAnswer = z.object({
  parametros: z.object({
    paginacao: z.object({
      paginaAtual: z.number().int(),
      itensPorPagina: z.number().int(),
      quantidadeDePaginas: z.number().int(),
      quantidadeTotalDeItens: z.number().int(),
    }),
  }),
  pix: z.array(pix).default([]),
});

export const problemaAnswer = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  violacoes: z
    .array(z.object({ razao: z.string().optional(), propriedade: z.string().optional(), valor: z.string().optional() }))
    .optional(),
});

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
});

export function toDevolucao(d: z.infer<typeof devolucao>): Devolucao {
  return {
    id: d.id,
    rtrId: d.rtrId,
    valorCents: pixToCents(d.valor),
    status: d.status,
    solicitacao: d.horario?.solicitacao,
    liquidacao: d.horario?.liquidacao,
    motivo: d.motivo,
  };
}

export function toPix(p: z.infer<typeof pix>): PixRecebido {
  return {
    endToEndId: p.endToEndId,
    txid: p.txid,
    valorCents: pixToCents(p.valor),
    horario: p.horario,
    pagador: p.pagador,
    infoPagador: p.infoPagador,
    devolucoes: (p.devolucoes ?? []).map(toDevolucao),
  };
}

export function toCobv(c: z.infer<typeof cobvAnswer>): Cobv {
  return {
    txid: c.txid,
    revisao: c.revisao,
    status: c.status,
    criacao: c.calendario.criacao,
    dataDeVencimento: c.calendario.dataDeVencimento,
    validadeAposVencimento: c.calendario.validadeAposVencimento,
    devedor: c.devedor as Devedor,
    valorCents: pixToCents(c.valor.original),
    chave: c.chave,
    pixCopiaECola: c.pixCopiaECola,
    location: c.loc?.location ?? c.location ?? '',
    pix: (c.pix ?? []).map(toPix),
  };
}
