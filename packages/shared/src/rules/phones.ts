/** Brazilian phones (product.md §5): a mobile with area code, and the seed's business phone. */

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

// Area codes in use in Brazil (Anatel). A mobile is DDD + 9 + eight digits.
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export function isValidMobile(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{2}9\d{8}$/.test(digits)) return false;
  return AREA_CODES.has(Number(digits.slice(0, 2)));
}

/** The seed's business phone mask is ____-____: eight digits, or nine for a mobile line. */
export function isValidCompanyPhone(value: string): boolean {
  return /^\d{8,9}$/.test(digitsOnly(value));
}

export function formatMobile(value: string): string {
  const d = digitsOnly(value);
  if (d.length !== 11) return value;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
