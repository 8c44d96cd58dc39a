import { describe, expect, it } from 'vitest';
import { digitsOnly, formatMobile, isValidCompanyPhone, isValidMobile } from './phones.ts';

// Brazilian phones (product.md §5): mobile (11) 91234-5678, business phone ____-____ (seed §5).

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
  it('accepts eight or nine digits', () => {
    expect(isValidCompanyPhone('1234-5678')).toBe(true);
    expect(isValidCompanyPhone('12345678')).toBe(true);
    expect(isValidCompanyPhone('91234-5678')).toBe(true);
  });

  it('refuses fewer than eight or more than nine digits', () => {
    expect(isValidCompanyPhone('1234-567')).toBe(false);
    expect(isValidCompanyPhone('(11) 1234-5678')).toBe(false);
    expect(isValidCompanyPhone('')).toBe(false);
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
