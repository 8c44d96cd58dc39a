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
 * `a × b ÷ c` rounded half up, in integers (never a float's 0.49999…), for `a`, `b` ≥ 0 and
 * `c` > 0: the one rounding of every amount the server and the web compute
 * (docs/product.md#invoices).
 */
export function mulDivRound(a: number, b: number, c: number): number {
  return Math.floor((2 * a * b + c) / (2 * c));
}

/**
 * The price of `minutes` at `hourCents` an hour: rounded once, half up to the centavo
 * (docs/product.md#invoices).
 */
export function minutesPrice(minutes: number, hourCents: number): number {
  return mulDivRound(minutes, hourCents, 60);
}

/**
 * An invoice line's total (docs/product.md#corrections): the exact `minutes` of an excedente line
 * at `unit` an hour when it carries them, else `quantity` (two decimals) × `unit`; rounded once,
 * half away from zero, so a discount of −2,5 centavos is −3 on the server and in the preview alike.
 */
export function lineTotal(line: { quantity: number; unit_cents: number; minutes?: number | undefined }): number {
  const unit = Math.abs(line.unit_cents);
  const total =
    line.minutes !== undefined
      ? minutesPrice(line.minutes, unit)
      : mulDivRound(Math.round(line.quantity * 100), unit, 100);
  return Math.sign(line.unit_cents) * total;
}
