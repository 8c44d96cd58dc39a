import { describe, expect, it } from 'vitest';
import {
  applyMask,
  CNPJ_MASK,
  COMPANY_MOBILE_MASK,
  COMPANY_PHONE_MASK,
  companyPhoneMask,
  CPF_MASK,
  documentMask,
  MOBILE_MASK,
} from './masks.ts';

// Input masks of docs/product.md#validation.

describe('mask patterns', () => {
  it('are the seed masks', () => {
    expect(MOBILE_MASK).toBe('(00) 00000-0000');
    expect(COMPANY_PHONE_MASK).toBe('(00) 0000-0000');
    expect(CPF_MASK).toBe('000.000.000-00');
    expect(CNPJ_MASK).toBe('**.***.***/****-00');
  });
});

describe('companyPhoneMask', () => {
  it('is (00) 0000-0000 for a landline and (00) 00000-0000 for a mobile, whose number starts with 9', () => {
    expect(companyPhoneMask('')).toBe(COMPANY_PHONE_MASK);
    expect(companyPhoneMask('(11) 3123-4567')).toBe(COMPANY_PHONE_MASK);
    expect(companyPhoneMask('119')).toBe(COMPANY_MOBILE_MASK);
    expect(companyPhoneMask('(11) 98765-4321')).toBe(COMPANY_MOBILE_MASK);
  });
});

describe('documentMask', () => {
  it('is the CPF mask up to 11 characters', () => {
    expect(documentMask('')).toBe(CPF_MASK);
    expect(documentMask('529')).toBe(CPF_MASK);
    expect(documentMask('52998224725')).toBe(CPF_MASK);
    expect(documentMask('529.982.247-25')).toBe(CPF_MASK);
  });

  it('switches to the CNPJ mask at the 12th character', () => {
    expect(documentMask('529982247250')).toBe(CNPJ_MASK);
    expect(documentMask('529.982.247-250')).toBe(CNPJ_MASK);
    expect(documentMask('11.222.333/0001-81')).toBe(CNPJ_MASK);
  });

  it('counts letters of an alphanumeric CNPJ', () => {
    expect(documentMask('12abc34501d')).toBe(CPF_MASK);
    expect(documentMask('12abc34501de')).toBe(CNPJ_MASK);
  });
});

describe('applyMask', () => {
  it('masks a mobile as it is typed', () => {
    expect(applyMask(MOBILE_MASK, '')).toBe('');
    expect(applyMask(MOBILE_MASK, '1')).toBe('(1');
    expect(applyMask(MOBILE_MASK, '119')).toBe('(11) 9');
    expect(applyMask(MOBILE_MASK, '1191234')).toBe('(11) 91234');
    expect(applyMask(MOBILE_MASK, '11912345')).toBe('(11) 91234-5');
    expect(applyMask(MOBILE_MASK, '11912345678')).toBe('(11) 91234-5678');
  });

  it('drops digits past the end of the mask', () => {
    expect(applyMask(MOBILE_MASK, '119123456789')).toBe('(11) 91234-5678');
  });

  it('re-masks a value that already carries a mask', () => {
    expect(applyMask(MOBILE_MASK, '(11) 91234-5678')).toBe('(11) 91234-5678');
    expect(applyMask(CPF_MASK, '529.982.247-25')).toBe('529.982.247-25');
  });

  it('masks a CPF', () => {
    expect(applyMask(CPF_MASK, '5299')).toBe('529.9');
    expect(applyMask(CPF_MASK, '5299822472')).toBe('529.982.247-2');
    expect(applyMask(CPF_MASK, '52998224725')).toBe('529.982.247-25');
  });

  it('stops at a letter where the CPF needs a digit', () => {
    expect(applyMask(CPF_MASK, '529a').startsWith('529')).toBe(true);
    expect(applyMask(CPF_MASK, '529a')).not.toMatch(/A/);
  });

  it('masks a numeric and an alphanumeric CNPJ, upper-casing letters', () => {
    expect(applyMask(CNPJ_MASK, '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask(CNPJ_MASK, '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask(CNPJ_MASK, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask(CNPJ_MASK, '12abc')).toBe('12.ABC');
  });

  it('keeps letters out of the CNPJ check digits', () => {
    const masked = applyMask(CNPJ_MASK, '12ABC34501DEAB');
    expect(masked.startsWith('12.ABC.345/01DE')).toBe(true);
    expect(masked).not.toMatch(/AB$/);
  });

  it('masks a company phone', () => {
    expect(applyMask(COMPANY_PHONE_MASK, '11')).toBe('(11');
    expect(applyMask(COMPANY_PHONE_MASK, '113123')).toBe('(11) 3123');
    expect(applyMask(COMPANY_PHONE_MASK, '1131234567')).toBe('(11) 3123-4567');
    expect(applyMask(COMPANY_MOBILE_MASK, '11912345678')).toBe('(11) 91234-5678');
  });
});
