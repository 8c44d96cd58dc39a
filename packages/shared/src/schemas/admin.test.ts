import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listUsersQuery, patchRequestBody, patchUserBody } from './admin.ts';

// Staff back-office (product.md §3, §7).
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

const invalid = 'Verifique os dados enviados.';

describe('patchUserBody', () => {
  it('accepts a status, level, plan and seats', () => {
    const body = { status: 'Ativo', level: 2, plan: 'Arena Dedicada', qtd_team: 5 };
    expect(patchUserBody.parse(body)).toEqual(body);
    expect(patchUserBody.parse({ plan: null })).toEqual({ plan: null });
  });

  it('refuses an unknown status or level', () => {
    expect(firstMessage(patchUserBody, { status: 'Bloqueado' })).toBe(invalid);
    expect(firstMessage(patchUserBody, { level: 3 })).toBe(invalid);
  });

  it('refuses negative, fractional or excessive seats in Portuguese', () => {
    expect(firstMessage(patchUserBody, { qtd_team: -1 })).toBe(invalid);
    expect(firstMessage(patchUserBody, { qtd_team: 2.5 })).toBe(invalid);
    expect(firstMessage(patchUserBody, { qtd_team: 501 })).toBe(invalid);
    expect(firstMessage(patchUserBody, { qtd_team: '5' })).toBe(invalid);
  });

  it('refuses an overlong plan in Portuguese', () => {
    expect(firstMessage(patchUserBody, { plan: 'x'.repeat(101) })).toBe(invalid);
  });
});

describe('patchRequestBody and listUsersQuery', () => {
  it('accept only known values', () => {
    expect(patchRequestBody.parse({ status: 'done' })).toEqual({ status: 'done' });
    expect(firstMessage(patchRequestBody, { status: 'closed' })).toBe(invalid);
    expect(listUsersQuery.parse({ status: 'Pendente' })).toEqual({ status: 'Pendente' });
    expect(listUsersQuery.safeParse({ status: 'ativo' }).success).toBe(false);
  });
});
