import { updateUserBody } from './schemas.ts';
import { usersWords } from './words.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// Account edit (docs/product.md#validation, #api): phone always, e-mail and password change optional.
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

const phone = '(11) 91234-5678';

describe('updateUserBody', () => {
  it('accepts a phone alone', () => {
    expect(updateUserBody.parse({ phone })).toEqual({ phone });
  });

  it('accepts a password change with its confirmation', () => {
    const body = { phone, old_password: 'velha1', password: 'nova123', confirm_password: 'nova123' };
    expect(updateUserBody.parse(body)).toEqual(body);
  });

  it('treats an empty new password as no change', () => {
    expect(updateUserBody.safeParse({ phone, password: '', confirm_password: 'qualquer' }).success).toBe(true);
  });

  it('trims and lower-cases the e-mail and strips unknown fields', () => {
    expect(updateUserBody.parse({ phone, email: ' Ana@Exemplo.com ', level: 2 })).toEqual({
      phone,
      email: 'ana@exemplo.com',
    });
  });

  it('refuses a malformed e-mail', () => {
    expect(firstMessage(updateUserBody, { phone, email: 'ana@exemplo' })).toBe('O e\u2011mail digitado é inválido');
  });

  it('refuses different new passwords, or a missing confirmation', () => {
    const message = usersWords.newPasswordMismatch;
    expect(firstMessage(updateUserBody, { phone, password: 'nova123', confirm_password: 'nova124' })).toBe(message);
    expect(firstMessage(updateUserBody, { phone, password: 'nova123' })).toBe(message);
    const result = updateUserBody.safeParse({ phone, password: 'nova123', confirm_password: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['confirm_password']);
  });

  it('refuses a new password that fails the checklist', () => {
    expect(firstMessage(updateUserBody, { phone, password: 'abc', confirm_password: 'abc' })).toBe(
      'A senha deve ter no mínimo 6 caracteres, com pelo menos uma letra e um número.',
    );
  });

  it('refuses a missing or invalid phone', () => {
    const message = 'Informe um celular válido, com DDD. Ex.: (11) 91234-5678';
    expect(firstMessage(updateUserBody, {})).toBe(message);
    expect(firstMessage(updateUserBody, { phone: '(11) 3123-4567' })).toBe(message);
  });
});
