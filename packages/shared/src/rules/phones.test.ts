import { describe, expect, it } from 'vitest';
import { registrationWords } from '../registration/words.ts';
import {
  digitsOnly,
  formatMobile,
  hasOnlyPhoneCharacters,
  isValidCompanyPhone,
  isValidMobile,
  formatCompanyPhone,
  nationalDigits,
} from './phones.ts';

// Brazilian phones (docs/product.md#registration-data): mobile (11) 91234-5678, business phone (11) 3123-4567.

describe('digitsOnly', () => {
  it('keeps the digits only', () => {
    expect(digitsOnly('(11) 91234-5678')).toBe('11912345678');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('isValidMobile', () => {
  it('accepts DDD + 9 + eight digits, masked or not', () => {
    expect(isValidMobile('(11) 91234-5678')).toBe(true);
    expect(isValidMobile('11912345678')).toBe(true);
    expect(isValidMobile('(21) 99876-5432')).toBe(true);
    expect(isValidMobile('(99) 91234-5678')).toBe(true);
  });

  it('refuses an area code not in use', () => {
    expect(isValidMobile('(20) 91234-5678')).toBe(false);
    expect(isValidMobile('(10) 91234-5678')).toBe(false);
    expect(isValidMobile('(00) 91234-5678')).toBe(false);
    expect(isValidMobile('(23) 91234-5678')).toBe(false);
  });

  it('refuses letters rather than dropping them', () => {
    expect(isValidMobile('11 9abc8765-4321')).toBe(false);
  });

  it('refuses a number without the leading 9', () => {
    expect(isValidMobile('(11) 81234-5678')).toBe(false);
  });

  it('refuses a landline, a number without DDD and extra digits', () => {
    expect(isValidMobile('(11) 3123-4567')).toBe(false);
    expect(isValidMobile('91234-5678')).toBe(false);
    expect(isValidMobile('119123456789')).toBe(false);
    expect(isValidMobile('')).toBe(false);
  });
});

describe('isValidCompanyPhone', () => {
  it('accepts an area code, then a landline (2 to 5, then seven digits) or a mobile (9, then eight digits)', () => {
    expect(isValidCompanyPhone('(11) 3123-4567')).toBe(true);
    expect(isValidCompanyPhone('1123456789')).toBe(true);
    expect(isValidCompanyPhone('(21) 5999-0000')).toBe(true);
    expect(isValidCompanyPhone('(11) 91234-5678')).toBe(true);
  });

  it('refuses a number without its area code, as the seed’s mask took it', () => {
    expect(isValidCompanyPhone('3123-4567')).toBe(false);
    expect(isValidCompanyPhone('91234-5678')).toBe(false);
  });

  it('refuses numbers that cannot exist', () => {
    expect(isValidCompanyPhone('(11) 0000-0000')).toBe(false);
    expect(isValidCompanyPhone('(11) 1234-5678')).toBe(false);
    expect(isValidCompanyPhone('(11) 6123-4567')).toBe(false);
    expect(isValidCompanyPhone('(11) 81234-5678')).toBe(false);
    expect(isValidCompanyPhone('(10) 3123-4567')).toBe(false);
  });

  it('refuses fewer or more digits, and letters', () => {
    expect(isValidCompanyPhone('(11) 3123-456')).toBe(false);
    expect(isValidCompanyPhone('(11) 3123-45678')).toBe(false);
    expect(isValidCompanyPhone('(11) 3123-a4567')).toBe(false);
    expect(isValidCompanyPhone('')).toBe(false);
  });
});

describe('formatCompanyPhone', () => {
  it('shows the area code, and a number kept from before it was asked as it was', () => {
    expect(formatCompanyPhone('1131234567')).toBe('(11) 3123-4567');
    expect(formatCompanyPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatCompanyPhone('31234567')).toBe('3123-4567');
  });
});

describe('hasOnlyPhoneCharacters', () => {
  it('allows digits, spaces, parentheses, plus, dots and hyphens only', () => {
    expect(hasOnlyPhoneCharacters('+55 (11) 98765-4321')).toBe(true);
    expect(hasOnlyPhoneCharacters('11.98765.4321')).toBe(true);
    expect(hasOnlyPhoneCharacters('11 9abc8765-4321')).toBe(false);
  });
});

describe('nationalDigits', () => {
  it('drops the country code, written +55 or 0055', () => {
    expect(nationalDigits('+55 11 98765-4321')).toBe('11987654321');
    expect(nationalDigits('+55 (11) 3123-4567')).toBe('1131234567');
    expect(nationalDigits('0055 11 98765-4321')).toBe('11987654321');
    expect(nationalDigits('5511987654321')).toBe('11987654321');
  });

  it('drops the trunk 0 before the area code', () => {
    expect(nationalDigits('011 98765-4321')).toBe('11987654321');
    expect(nationalDigits('(011) 3123-4567')).toBe('1131234567');
    expect(nationalDigits('+55 011 98765-4321')).toBe('11987654321');
  });

  it('keeps a national number, area code 55 included', () => {
    expect(nationalDigits('(11) 98765-4321')).toBe('11987654321');
    expect(nationalDigits('55 98765-4321')).toBe('55987654321');
    expect(nationalDigits('0')).toBe('0');
    expect(nationalDigits('')).toBe('');
  });
});

describe('formatMobile', () => {
  it('masks eleven digits', () => {
    expect(formatMobile('11912345678')).toBe('(11) 91234-5678');
    expect(formatMobile('11 9 1234 5678')).toBe('(11) 91234-5678');
    expect(formatMobile('(11) 91234-5678')).toBe('(11) 91234-5678');
  });

  it('leaves anything else as typed', () => {
    expect(formatMobile('1191234567')).toBe('1191234567');
    expect(formatMobile('')).toBe('');
  });
});

describe('the business phone’s error message', () => {
  it('names the area code, and its example numbers never break across lines', () => {
    const text = registrationWords.companyPhoneInvalid;
    expect(text).toContain('DDD');
    // Both examples joined by a no-break space and a non-breaking hyphen…
    expect(text.match(/\(\d{2}\)\u00a0\d{4,5}\u2011\d{4}/g)).toHaveLength(2);
    // …and nowhere a space or a hyphen-minus, where a line may break, inside a number.
    expect(text).not.toMatch(/\(\d{2}\) |\d-\d/);
  });
});
