import { describe, expect, it } from 'vitest';
import { documentKind, formatDocument, isValidCnpj, isValidCpf, isValidDocument, stripDocument } from './documents.ts';

// CPF and CNPJ by their check digits, alphanumeric CNPJ included (docs/product.md#registration-data, docs/product.md#validation).

describe('stripDocument', () => {
  it('drops the mask and upper-cases letters', () => {
    expect(stripDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(stripDocument('529.982.247-25')).toBe('52998224725');
    expect(stripDocument(' 529 982 247 25 ')).toBe('52998224725');
  });
});

describe('documentKind', () => {
  it('is a CPF up to 11 characters, the mask not counted', () => {
    expect(documentKind('')).toBe('cpf');
    expect(documentKind('1234567890')).toBe('cpf');
    expect(documentKind('12345678901')).toBe('cpf');
    expect(documentKind('529.982.247-25')).toBe('cpf');
  });

  it('switches to CNPJ from the 12th character on', () => {
    expect(documentKind('123456789012')).toBe('cnpj');
    expect(documentKind('11.222.333/0001-81')).toBe('cnpj');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('cnpj');
  });

  it('counts letters as characters', () => {
    expect(documentKind('12ABC345678')).toBe('cpf');
    expect(documentKind('12ABC34501D')).toBe('cpf');
    expect(documentKind('12ABC34501DE')).toBe('cnpj');
  });
});

describe('isValidCpf', () => {
  it('accepts a CPF with the right check digits, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.444.777-36')).toBe(false);
  });

  it('refuses every CPF made of one repeated digit', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    for (let d = 0; d <= 9; d += 1) {
      expect(isValidCpf(String(d).repeat(11)), `digit ${d}`).toBe(false);
    }
  });

  it('refuses the well-known sample 123.456.789-09 (the library lists it as fake)', () => {
    expect(isValidCpf('123.456.789-09')).toBe(false);
  });

  it('refuses wrong lengths and letters', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.982.247-2A')).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it('accepts a numeric CNPJ with the right check digits, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('accepts the Receita Federal alphanumeric example 12.ABC.345/01DE-35', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ typed in lower case', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-45')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
  });

  it('refuses a changed letter in the body', () => {
    expect(isValidCnpj('12.ABD.345/01DE-35')).toBe(false);
  });

  it('refuses letters in the check digits', () => {
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
  });

  it('refuses repeated digits and wrong lengths', () => {
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3')).toBe(false);
    expect(isValidCnpj('12ABC34501DE355')).toBe(false);
    expect(isValidCnpj('52998224725')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });
});

describe('isValidDocument', () => {
  it('checks a CPF as a CPF and a CNPJ as a CNPJ', () => {
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('12.abc.345/01de-35')).toBe(true);
  });

  it('refuses wrong check digits, blanks and in-between lengths', () => {
    expect(isValidDocument('529.982.247-24')).toBe(false);
    expect(isValidDocument('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidDocument('')).toBe(false);
    expect(isValidDocument('529982247250')).toBe(false);
  });
});

describe('formatDocument', () => {
  it('masks a CPF', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('529.982.247-25')).toBe('529.982.247-25');
  });

  it('masks a numeric and an alphanumeric CNPJ, upper-cased', () => {
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('leaves other lengths unmasked', () => {
    expect(formatDocument('12.345')).toBe('12345');
    expect(formatDocument('529982247250')).toBe('529982247250');
    expect(formatDocument('')).toBe('');
  });
});
