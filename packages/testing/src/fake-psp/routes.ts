import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { check } from './openapi.js';
import { RECEBEDOR, merge, newLocationId, newRtrId, sameJson, toCents, type WireCobv, type WirePix } from './store.js';

/** One API call to the fake, already authenticated; returns status and body (validated by the caller). */
export type Answer = { status: number; body?: unknown; schema?: string };

export type FakeState = {
  cobvs: Map<string, { request: unknown; cobv: WireCobv }>;
  webhooks: Map<string, { webhookUrl: string; criacao: string }>;
  pix: WirePix[];
  now: () => Date;
  host: string;
};

let locations = 0;
const ERR = 'https://pix.bcb.gov.br/api/v2/error/';

export function problem(
  status: number,
  type: string,
  title: string,
  violacoes?: { razao: string; propriedade: string }[],
): Answer {
  return { status, body: { type: ERR + type, title, status, ...(violacoes ? { violacoes } : {}) }, schema: 'Problema' };
}

function invalid(type: string, errors: string[]): Answer {
  return problem(
    400,
    type,
    'Requisição inválida.',
    errors.map((e) => ({ razao: e, propriedade: e.split(' ')[0] ?? '/' })),
  );
}

export function route(state: FakeState, method: string, url: URL, body: unknown): Answer {
  const path = url.pathname.replace(/^\/api\/v2/, '');
  let m: RegExpExecArray | null;
  if ((m = /^\/cobv\/([^/]+)$/.exec(path))) {
    const txid = m[1] as string;
    if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) return problem(400, 'CobVOperacaoInvalida', 'txid inválido.');
    if (method === 'PUT') return putCobv(state, txid, body);
    if (method === 'PATCH') return patchCobv(state, txid, body);
    if (method === 'GET') {
      const found = state.cobvs.get(txid);
      return found
        ? { status: 200, body: found.cobv, schema: 'CobVCompleta' }
        : problem(404, 'CobVNaoEncontrado', 'Cobrança não encontrada.');
    }
  }
  if ((m = /^\/webhook\/([^/]+)$/.exec(path))) {
    const chave = decodeURIComponent(m[1] as string);
    if (method === 'PUT') {
      const errors = check('WebhookSolicitado', body);
      if (errors.length) return invalid('WebhookOperacaoInvalida', errors);
      state.webhooks.set(chave, {
        webhookUrl: (body as { webhookUrl: string }).webhookUrl,
        criacao: state.now().toISOString(),
      });
      return { status: 200 };
    }
    if (method === 'GET') {
      const w = state.webhooks.get(chave);
      return w
        ? { status: 200, body: { ...w, cnpj: RECEBEDOR.cnpj }, schema: 'WebhookCompleto' }
        : problem(404, 'WebhookNaoEncontrado', 'Webhook não encontrado.');
    }
  }
  if (path === '/pix' && method === 'GET') return listPix(state, url);
  if ((m = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path)) && method === 'PUT') {
    return putDevolucao(state, m[1] as string, m[2] as string, body);
  }
  return problem(404, 'NaoEncontrado', 'Not found');
}

function putCobv(state: FakeState, txid: string, body: unknown): Answer {
  const errors = check('CobVSolicitada', body);
  if (errors.length) return invalid('CobVOperacaoInvalida', errors);
  const existing = state.cobvs.get(txid);
  if (existing) {
    if (sameJson(existing.request, body)) return { status: 200, body: existing.cobv, schema: 'CobVGerada' };
    return problem(400, 'CobVOperacaoInvalida', 'Já existe cobrança com este txid e outros dados.');
  }
  const b = body as Record<string, Record<string, unknown>>;
  const criacao = state.now().toISOString();
  const locId = newLocationId();
  const location = `${state.host}/qr/v2/cobv/${locId}`;
  const cobv: WireCobv = {
    ...(b as Record<string, unknown>),
    calendario: { validadeAposVencimento: 30, ...b.calendario, criacao },
    txid,
    revisao: 0,
    status: 'ATIVA',
    valor: b.valor ?? {},
    loc: { id: ++locations, txid, location, tipoCob: 'cobv', criacao },
    location,
    recebedor: RECEBEDOR,
    // The dynamic BR Code a PSP answers: its location instead of a key, with a true CRC-16.
    pixCopiaECola: generatePixPayload({ url: location, merchantName: 'Arena Cowork', merchantCity: 'Sao Paulo' }) ?? '',
  };
  state.cobvs.set(txid, { request: body, cobv });
  return { status: 201, body: cobv, schema: 'CobVGerada' };
}

function patchCobv(state: FakeState, txid: string, body: unknown): Answer {
  const errors = check('CobVRevisada', body);
  if (errors.length) return invalid('CobVOperacaoInvalida', errors);
  const found = state.cobvs.get(txid);
  if (!found) return problem(404, 'CobVNaoEncontrado', 'Cobrança não encontrada.');
  if (found.cobv.status !== 'ATIVA')
    return problem(400, 'CobVOperacaoInvalida', `A cobrança está ${found.cobv.status}.`);
  found.cobv = { ...(merge(found.cobv, body as Record<string, unknown>) as WireCobv), revisao: found.cobv.revisao + 1 };
  return { status: 200, body: found.cobv, schema: 'CobVGerada' };
}

function listPix(state: FakeState, url: URL): Answer {
  const inicio = url.searchParams.get('inicio') ?? '';
  const fim = url.searchParams.get('fim') ?? '';
  const stamp = (v: string) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? Date.parse(v) : Number.NaN);
  if (Number.isNaN(stamp(inicio)) || Number.isNaN(stamp(fim))) {
    return problem(400, 'ConsultaPixInvalida', 'inicio e fim são obrigatórios (RFC 3339).');
  }
  const page = Number(url.searchParams.get('paginacao.paginaAtual') ?? 0);
  const size = Number(url.searchParams.get('paginacao.itensPorPagina') ?? 100);
  const all = state.pix.filter((p) => Date.parse(p.horario) >= stamp(inicio) && Date.parse(p.horario) <= stamp(fim));
  const body = {
    parametros: {
      inicio,
      fim,
      paginacao: {
        paginaAtual: page,
        itensPorPagina: size,
        quantidadeDePaginas: Math.max(1, Math.ceil(all.length / size)),
        quantidadeTotalDeItens: all.length,
      },
    },
    pix: all.slice(page * size, (page + 1) * size),
  };
  return { status: 200, body, schema: 'PixConsultados' };
}

function putDevolucao(state: FakeState, e2eid: string, id: string, body: unknown): Answer {
  const errors = check('DevolucaoSolicitada', body);
  if (errors.length) return invalid('DevolucaoOperacaoInvalida', errors);
  const pix = state.pix.find((p) => p.endToEndId === e2eid);
  if (!pix) return problem(404, 'PixNaoEncontrado', 'Pix não encontrado.');
  pix.devolucoes ??= [];
  const same = pix.devolucoes.find((d) => d.id === id);
  const valor = (body as { valor: string }).valor;
  if (same) {
    if (same.valor === valor) return { status: 201, body: same, schema: 'Devolucao' };
    return problem(400, 'DevolucaoIdJaUtilizado', 'Id de devolução já usado com outro valor.');
  }
  const refunded = pix.devolucoes.reduce((s, d) => s + toCents(String(d.valor)), 0);
  if (refunded + toCents(valor) > toCents(pix.valor)) {
    return problem(400, 'DevolucaoOperacaoInvalida', 'Valor da devolução maior que o disponível.', [
      { razao: 'maior que o valor do Pix menos as devoluções', propriedade: 'valor' },
    ]);
  }
  const at = state.now();
  const devolucao = {
    id,
    rtrId: newRtrId(at),
    valor,
    horario: { solicitacao: at.toISOString(), liquidacao: at.toISOString() },
    status: 'DEVOLVIDO',
  };
  pix.devolucoes.push(devolucao);
  return { status: 201, body: devolucao, schema: 'Devolucao' };
}
