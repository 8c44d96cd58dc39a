/**
 * Money is integer centavos everywhere (docs/product.md#money); it is shown as `R$ 1.234,56`.
 * Written by hand rather than with Intl, whose pt-BR currency format puts a no-break space after
 * `R$` that differs between engines.
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * What staff type as a price (`60`, `60,5`, `1.234,56`, `R$ 1.234,56`), in centavos, or null when
 * it is not a price: a dot is a thousands separator, the comma the decimal mark, at most two
 * decimals, never negative.
 */
export function parseReais(text: string): number | null {
  const t = text.replace(/^\s*R\$\s*/, '').trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) return null;
  const [whole = '0', fraction = ''] = t.replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Centavos as staff edit them (`1234,56`, no thousands separator). */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The price of `minutes` at `hourCents` an hour: rounded once, half up to the centavo
 * (docs/product.md#invoices).
 */
export function minutesPrice(minutes: number, hourCents: number): number {
  return Math.round((minutes * hourCents) / 60);
}
