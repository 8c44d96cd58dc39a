import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongEnough, PASSWORD_MIN_LENGTH, passwordChecklist } from './password.ts';

// docs/product.md#validation, #booking-rules: at least 6 characters, one letter and one digit.

describe('checkPassword', () => {
  it('ticks every line for a good password', () => {
    expect(checkPassword('abc123')).toEqual({ minLength: true, letter: true, digit: true });
  });

  it('ticks nothing for an empty password', () => {
    expect(checkPassword('')).toEqual({ minLength: false, letter: false, digit: false });
  });

  it('needs at least 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(checkPassword('abc12').minLength).toBe(false);
    expect(checkPassword('abc123').minLength).toBe(true);
    expect(checkPassword('      ').minLength).toBe(true);
  });

  it('needs a letter', () => {
    expect(checkPassword('123456')).toEqual({ minLength: true, letter: false, digit: true });
    expect(checkPassword('!@#$%1').letter).toBe(false);
  });

  it('counts accented letters as letters', () => {
    expect(checkPassword('ção123').letter).toBe(true);
    expect(checkPassword('é12345').letter).toBe(true);
    expect(checkPassword('ÁÊÕ999').letter).toBe(true);
  });

  it('needs a digit', () => {
    expect(checkPassword('abcdef')).toEqual({ minLength: true, letter: true, digit: false });
  });
});

describe('isStrongEnough', () => {
  it('is true only when all three rules hold', () => {
    expect(isStrongEnough('abc123')).toBe(true);
    expect(isStrongEnough('Senha2026')).toBe(true);
    expect(isStrongEnough('açaí10')).toBe(true);
    expect(isStrongEnough('abc12')).toBe(false);
    expect(isStrongEnough('123456')).toBe(false);
    expect(isStrongEnough('abcdef')).toBe(false);
  });
});

describe('passwordChecklist', () => {
  it('lists the three rules in screen order, in Portuguese', () => {
    expect(passwordChecklist).toEqual([
      { key: 'minLength', label: 'Pelo menos 6 caracteres' },
      { key: 'letter', label: 'Pelo menos uma letra' },
      { key: 'digit', label: 'Pelo menos um número' },
    ]);
  });
});
