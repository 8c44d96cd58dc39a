import { cnpj, cpf } from 'cpf-cnpj-validator';

/**
 * CPF and CNPJ by their check digits (docs/product.md#registration-data). `cpf-cnpj-validator` implements the
 * Receita Federal algorithm, including the alphanumeric CNPJ issued since July 2026.
 */

/** Keeps digits and letters (upper-cased): what a document is made of, without its mask. */
export function stripDocument(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

export type DocumentKind = 'cpf' | 'cnpj';

/** The seed's rule: 11 or fewer characters is a CPF, more is a CNPJ (docs/product.md#validation). */
export function documentKind(value: string): DocumentKind {
  return stripDocument(value).length <= 11 ? 'cpf' : 'cnpj';
}

export function isValidCpf(value: string): boolean {
  const raw = stripDocument(value);
  return /^\d{11}$/.test(raw) && cpf.isValid(raw);
}

export function isValidCnpj(value: string): boolean {
  const raw = stripDocument(value);
  // Alphanumeric CNPJ: 12 letters or digits, then two numeric check digits.
  return /^[0-9A-Z]{12}\d{2}$/.test(raw) && cnpj.isValid(raw);
}

export function isValidDocument(value: string): boolean {
  return documentKind(value) === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
}

/** The document with its mask: 123.456.789-09 or 12.ABC.345/01DE-35. */
export function formatDocument(value: string): string {
  const raw = stripDocument(value);
  if (raw.length === 11) return raw.replace(/^(.{3})(.{3})(.{3})(.{2})$/, '$1.$2.$3-$4');
  if (raw.length === 14) return raw.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  return raw;
}
