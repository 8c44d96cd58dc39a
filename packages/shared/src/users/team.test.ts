import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTeamMemberBody, removeTeamMemberBody, updateTeamMemberBody } from './schemas.ts';

// Team (docs/product.md#validation, #api; docs/product.md#team).
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

const member = { name: 'Bruno Lima', email: 'bruno@exemplo.com', phone: '(21) 99876-5432' };

describe('createTeamMemberBody', () => {
  it('accepts a member, trimming and lower-casing the e-mail and stripping unknown fields', () => {
    expect(createTeamMemberBody.parse({ ...member, email: ' Bruno@Exemplo.COM ', level: 2 })).toEqual(member);
  });

  it('refuses a malformed e-mail', () => {
    expect(firstMessage(createTeamMemberBody, { ...member, email: 'bruno.exemplo.com' })).toBe(
      'O e\u2011mail digitado é inválido',
    );
  });

  it('asks for name and phone', () => {
    const message = 'Preencha todos os campos obrigatórios';
    expect(firstMessage(createTeamMemberBody, { ...member, name: '' })).toBe(message);
    expect(firstMessage(createTeamMemberBody, { ...member, name: undefined })).toBe(message);
    expect(firstMessage(createTeamMemberBody, { ...member, phone: '' })).toBe(message);
    expect(firstMessage(createTeamMemberBody, { ...member, email: '  ' })).toBe(message);
    expect(firstMessage(createTeamMemberBody, { ...member, email: undefined })).toBe(message);
  });

  it('refuses a phone that is not a Brazilian mobile', () => {
    expect(firstMessage(createTeamMemberBody, { ...member, phone: '(21) 3876-5432' })).toBe(
      'Informe um celular válido, com DDD. Ex.: (11) 91234-5678',
    );
  });
});

describe('updateTeamMemberBody', () => {
  it('needs only the e-mail; name and phone are optional', () => {
    expect(updateTeamMemberBody.parse({ email: member.email })).toEqual({ email: member.email });
    expect(updateTeamMemberBody.safeParse({ email: member.email, phone: '' }).success).toBe(true);
    expect(updateTeamMemberBody.parse(member)).toEqual(member);
  });

  it('refuses a blank name with the field’s words', () => {
    expect(firstMessage(updateTeamMemberBody, { email: member.email, name: '  ' })).toBe('O campo é obrigatório');
  });

  it('refuses a malformed e-mail or phone', () => {
    expect(firstMessage(updateTeamMemberBody, { email: 'x' })).toBe('O e\u2011mail digitado é inválido');
    expect(firstMessage(updateTeamMemberBody, { email: member.email, phone: '123' })).toBe(
      'Informe um celular válido, com DDD. Ex.: (11) 91234-5678',
    );
  });
});

describe('removeTeamMemberBody', () => {
  it('needs a valid e-mail', () => {
    expect(removeTeamMemberBody.parse({ email: ' BRUNO@exemplo.com' })).toEqual({ email: 'bruno@exemplo.com' });
    expect(firstMessage(removeTeamMemberBody, {})).toBe('O e\u2011mail digitado é inválido');
  });
});
