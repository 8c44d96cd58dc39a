import { randomBytes } from 'node:crypto';

/** The fake PSP's state, in the standard's own shapes (what GET answers). */

export type WireCobv = Record<string, unknown> & {
  txid: string;
  revisao: number;
  status: string;
  calendario: Record<string, unknown>;
  valor: Record<string, unknown>;
  pix?: WirePix[];
};

export type WirePix = {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  pagador?: { nome?: string; cpf?: string; cnpj?: string };
  infoPagador?: string;
  devolucoes?: Record<string, unknown>[];
};

export const RECEBEDOR = {
  cnpj: '12345678000195',
  nome: 'Arena Cowork Ltda',
  logradouro: 'Rua Exemplo 100',
  cidade: 'Sao Paulo',
  uf: 'SP',
  cep: '01000000',
};

const alnum = (n: number) =>
  Array.from(randomBytes(n), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join('');

/** An endToEndId as the SPI makes them: E + ISPB (8) + yyyyMMddHHmm + 11 characters = 32. */
export function newEndToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E00000000${stamp}${alnum(11)}`;
}

export function newRtrId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  return `D00000000${stamp}${alnum(11)}`;
}

export function newLocationId(): string {
  return alnum(32).toLowerCase();
}

export function toMoney(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function toCents(value: string): number {
  const [r, c] = value.split('.') as [string, string];
  return Number(r) * 100 + Number(c);
}

/** Deep merge for a PATCH (objects merge; everything else replaces). */
export function merge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    const t = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && t && typeof t === 'object' && !Array.isArray(t)
        ? merge(t as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

/** The same JSON, whatever the order of keys: a repeated PUT is the same request. */
export function sameJson(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, w]) => [k, norm(w)]),
        )
      : Array.isArray(v)
        ? v.map(norm)
        : v;
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
