import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactBody } from './schemas.ts';

// Contact and plan change (docs/product.md#validation, #api).
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

const contact = { name: 'Ana', email: 'ana@exemplo.com', subject: 'Financeiro', message: 'Olá' };

describe('contactBody', () => {
  it('says a message past MESSAGE_MAX is too long, not missing', () => {
    expect(firstMessage(contactBody, { ...contact, message: 'x'.repeat(6000) })).toBe('Use no máximo 5000 caracteres.');
    expect(contactBody.safeParse({ ...contact, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('accepts a message, phone optional, and strips unknown fields', () => {
    expect(contactBody.parse({ ...contact, email: ' ANA@exemplo.com', x: 1 })).toEqual(contact);
    expect(contactBody.parse({ ...contact, phone: '(11) 91234-5678' })).toEqual({
      ...contact,
      phone: '(11) 91234-5678',
    });
  });

  it('asks for every required field', () => {
    const message = 'Preencha todos os campos obrigatórios';
    expect(firstMessage(contactBody, { ...contact, name: '' })).toBe(message);
    expect(firstMessage(contactBody, { ...contact, subject: ' ' })).toBe(message);
    expect(firstMessage(contactBody, { ...contact, message: undefined })).toBe(message);
    // A blank e-mail is a missing field, not a malformed one (docs/product.md#validation).
    expect(firstMessage(contactBody, { ...contact, email: '  ' })).toBe(message);
  });

  it('refuses a malformed e-mail', () => {
    expect(firstMessage(contactBody, { ...contact, email: 'ana@' })).toBe('O e\u2011mail digitado é inválido');
  });
});
