/**
 * Input masks of docs/product.md#validation, written in react-imask's pattern language
 * (0 = digit, * = letter or digit). Kept here so the screens and their tests share them.
 */
export const MOBILE_MASK = '(00) 00000-0000';
/**
 * The business phone, with its area code (a number without it is incomplete for staff,
 * docs/product.md#registration-data): a landline `(00) 0000-0000`, or a mobile `(00) 00000-0000`
 * (its number starts with 9).
 */
export const COMPANY_PHONE_MASK = '(00) 0000-0000';
export const COMPANY_MOBILE_MASK = '(00) 00000-0000';

export function companyPhoneMask(value: string): string {
  return value.replace(/\D/g, '')[2] === '9' ? COMPANY_MOBILE_MASK : COMPANY_PHONE_MASK;
}
export const CPF_MASK = '000.000.000-00';
/** The alphanumeric CNPJ: twelve letters or digits, then two check digits. */
export const CNPJ_MASK = '**.***.***/****-00';

/** CPF form while the value has 11 or fewer characters, otherwise CNPJ (docs/product.md#validation). */
export function documentMask(value: string): string {
  const raw = value.replace(/[^0-9a-zA-Z]/g, '');
  return raw.length <= 11 ? CPF_MASK : CNPJ_MASK;
}

/** Applies a mask pattern to a raw value, for display outside an input. */
export function applyMask(pattern: string, value: string): string {
  const raw = value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= raw.length) break;
    if (ch === '0' || ch === '*') {
      const next = raw[i] as string;
      if (ch === '0' && !/\d/.test(next)) break;
      out += next;
      i += 1;
    } else {
      out += ch;
    }
  }
  return out;
}
