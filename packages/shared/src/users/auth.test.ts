import { createSessionBody, recoveryPassBody, resetPassBody } from './schemas.ts';
import { usersWords } from './words.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// Login and recovery (docs/product.md#validation, #errors; docs/product.md#api).
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

describe('createSessionBody', () => {
  const required = 'Todos os campos devem ser preenchidos';

  it('needs both fields', () => {
    expect(firstMessage(createSessionBody, { email: 'ana@exemplo.com', password: '' })).toBe(required);
    expect(firstMessage(createSessionBody, { email: '', password: 'abc123' })).toBe(required);
    expect(firstMessage(createSessionBody, { email: '   ', password: 'abc123' })).toBe(required);
    expect(firstMessage(createSessionBody, {})).toBe(required);
  });

  it('trims and lower-cases the e-mail but keeps the password as typed', () => {
    expect(createSessionBody.parse({ email: ' Ana@Exemplo.com ', password: ' Abc123 ', remember: true })).toEqual({
      email: 'ana@exemplo.com',
      password: ' Abc123 ',
    });
  });
});

describe('recoveryPassBody', () => {
  it('refuses a blank or malformed e-mail with the recovery words', () => {
    const message = usersWords.recoveryInvalid;
    expect(firstMessage(recoveryPassBody, { email: '' })).toBe(message);
    expect(firstMessage(recoveryPassBody, { email: 'ana' })).toBe(message);
    expect(firstMessage(recoveryPassBody, {})).toBe(message);
  });

  it('trims and lower-cases the e-mail', () => {
    expect(recoveryPassBody.parse({ email: ' ANA@exemplo.com' })).toEqual({ email: 'ana@exemplo.com' });
  });
});

describe('resetPassBody', () => {
  const body = { token: 'a'.repeat(32), password: 'nova123', confirm_password: 'nova123' };

  it('accepts a token and two equal passwords', () => {
    expect(resetPassBody.parse(body)).toEqual(body);
  });

  it('refuses a missing or short token', () => {
    const message = 'Este link não é mais válido. Peça um novo link de recuperação.';
    expect(firstMessage(resetPassBody, { ...body, token: 'abc' })).toBe(message);
    expect(firstMessage(resetPassBody, { ...body, token: undefined })).toBe(message);
  });

  it('refuses a weak password', () => {
    expect(firstMessage(resetPassBody, { ...body, password: '123456', confirm_password: '123456' })).toBe(
      'A senha deve ter no mínimo 6 caracteres, com pelo menos uma letra e um número.',
    );
  });

  it('refuses two different passwords', () => {
    expect(firstMessage(resetPassBody, { ...body, confirm_password: 'nova124' })).toBe(
      'As senhas não conferem. Digite a mesma senha nos dois campos.',
    );
  });
});
