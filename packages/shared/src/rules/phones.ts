/** Brazilian phones (docs/product.md#registration-data): a mobile with area code, and the seed's business phone. */

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
  if (!hasOnlyPhoneCharacters(value)) return false;
  const digits = digitsOnly(value);
  if (!/^\d{2}9\d{8}$/.test(digits)) return false;
  return AREA_CODES.has(Number(digits.slice(0, 2)));
}

/** What a person may type in a phone besides digits; anything else (a letter) makes it no phone. */
const PHONE_CHARACTERS = /^[\d\s()+.-]*$/;

export function hasOnlyPhoneCharacters(value: string): boolean {
  return PHONE_CHARACTERS.test(value);
}

/**
 * The business phone with its area code (the seed's ____-____ lost digits when people typed the
 * DDD): an area code in use, then a number that can exist (Anatel's numbering plan), a landline
 * of eight digits starting with 2 to 5, or a mobile of nine digits starting with 9.
 */
export function isValidCompanyPhone(value: string): boolean {
  if (!hasOnlyPhoneCharacters(value)) return false;
  const digits = digitsOnly(value);
  if (!/^\d{2}([2-5]\d{7}|9\d{8})$/.test(digits)) return false;
  return AREA_CODES.has(Number(digits.slice(0, 2)));
}

/**
 * A phone as people paste or autofill it, brought to the national number the masks expect:
 * without the country code (`+55`, `0055`) or the trunk `0` before the area code
 * (`011 98765-4321`). Only a number too long to be national loses them, so `55 98765-4321`
 * (area code 55) stays as it is.
 */
export function nationalDigits(value: string): string {
  let d = digitsOnly(value);
  if (d.startsWith('0055') && d.length >= 14) d = d.slice(4);
  else if (d.startsWith('55') && d.length >= 12) d = d.slice(2);
  if (d.startsWith('0') && d.length >= 11) d = d.slice(1);
  return d;
}

/** A business phone as stored (digits): `(11) 3123-4567`, `(11) 91234-5678`; one kept from before the area code was asked, `3123-4567`. */
export function formatCompanyPhone(value: string): string {
  const d = digitsOnly(value);
  if (d.length === 10 || d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, -4)}-${d.slice(-4)}`;
  if (d.length === 8 || d.length === 9) return `${d.slice(0, -4)}-${d.slice(-4)}`;
  return value;
}

export function formatMobile(value: string): string {
  const d = digitsOnly(value);
  if (d.length !== 11) return value;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
