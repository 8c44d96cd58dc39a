/** The standard writes money as "123.45" (pattern \d{1,10}\.\d{2}); Arena counts integer centavos. */

const MONEY = /^(\d{1,10})\.(\d{2})$/;

export function centsToPix(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a centavos amount: ${cents}`);
  const reais = Math.floor(cents / 100);
  if (reais >= 10_000_000_000) throw new RangeError(`amount too large for the API Pix: ${cents}`);
  return `${reais}.${String(cents % 100).padStart(2, '0')}`;
}

export function pixToCents(value: string): number {
  const match = MONEY.exec(value);
  if (!match) throw new RangeError(`not an API Pix amount: ${JSON.stringify(value)}`);
  return Number(match[1]) * 100 + Number(match[2]);
}
