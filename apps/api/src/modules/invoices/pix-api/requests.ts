import { centsToPix } from './money.js';
import type { CobvRequest, CobvRevision, Encargo } from './types.js';

/** Arena's requests in the standard's shape (CobVSolicitada, CobVRevisada, DevolucaoSolicitada). */

const hundredths = (e: Encargo) => ({ modalidade: e.modalidade, valorPerc: centsToPix(e.hundredths) });

function valor(r: Pick<CobvRevision, 'valorCents' | 'multa' | 'juros'>) {
  const v: Record<string, unknown> = {};
  if (r.valorCents !== undefined) v.original = centsToPix(r.valorCents);
  if (r.multa) v.multa = hundredths(r.multa);
  if (r.juros) v.juros = hundredths(r.juros);
  return Object.keys(v).length ? v : undefined;
}

function calendario(r: Pick<CobvRevision, 'dataDeVencimento' | 'validadeAposVencimento'>) {
  const c: Record<string, unknown> = {};
  if (r.dataDeVencimento !== undefined) c.dataDeVencimento = r.dataDeVencimento;
  if (r.validadeAposVencimento !== undefined) c.validadeAposVencimento = r.validadeAposVencimento;
  return Object.keys(c).length ? c : undefined;
}

export function cobvBody(r: CobvRequest): Record<string, unknown> {
  return prune({
    calendario: calendario(r),
    devedor: r.devedor,
    valor: valor(r),
    chave: r.chave,
    solicitacaoPagador: r.solicitacaoPagador,
  });
}

export function cobvRevisionBody(r: CobvRevision): Record<string, unknown> {
  return prune({
    calendario: calendario(r),
    devedor: r.devedor,
    valor: valor(r),
    solicitacaoPagador: r.solicitacaoPagador,
    status: r.status,
  });
}

export function devolucaoBody(valorCents: number): Record<string, unknown> {
  return { valor: centsToPix(valorCents) };
}

function prune(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
