import { commonWords } from '../contract/words.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  approveUserForm,
  isRefusal,
  isSuspension,
  listUsersQuery,
  patchUserBody,
  refuseUserForm,
} from './staff-schemas.ts';
import { usersStaffWords } from './staff-words.ts';

// Staff back-office: members and pending registrations (docs/product.md#api, #back-office).
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

const invalid = commonWords.invalidInput;

describe('patchUserBody', () => {
  it('accepts a status, level, plan, seats and a trimmed reason', () => {
    const body = { status: 'Ativo', level: 2, plan: 'Arena Dedicada', qtd_team: 5 };
    expect(patchUserBody.parse(body)).toEqual(body);
    expect(patchUserBody.parse({ plan: null })).toEqual({ plan: null });
    expect(patchUserBody.parse({ status: 'Inativo', reason: '  Documento ilegível ' })).toEqual({
      status: 'Inativo',
      reason: 'Documento ilegível',
    });
  });

  it('refuses an unknown status or level', () => {
    expect(firstMessage(patchUserBody, { status: 'Bloqueado' })).toBe(invalid);
    expect(firstMessage(patchUserBody, { level: 3 })).toBe(invalid);
  });

  it('refuses negative, fractional, excessive or textual seats in Portuguese', () => {
    for (const qtd_team of [-1, 2.5, 501, '5']) {
      expect(firstMessage(patchUserBody, { qtd_team })).toBe(usersStaffWords.membersSeatsInvalid);
    }
  });

  it('refuses an overlong plan or reason in Portuguese', () => {
    expect(firstMessage(patchUserBody, { plan: 'x'.repeat(101) })).toBe(invalid);
    expect(firstMessage(patchUserBody, { reason: 'x'.repeat(501) })).toBe(usersStaffWords.membersReasonTooLong);
    expect(firstMessage(patchUserBody, { reason: 12 })).toBe(invalid);
  });
});

describe('listUsersQuery', () => {
  it('accepts a known status and a trimmed search of up to 100 characters', () => {
    expect(listUsersQuery.parse({ status: 'Pendente' })).toEqual({ status: 'Pendente' });
    expect(listUsersQuery.parse({ q: ' 12.345 ' })).toEqual({ q: '12.345' });
    expect(listUsersQuery.safeParse({ status: 'ativo' }).success).toBe(false);
    expect(firstMessage(listUsersQuery, { q: 'x'.repeat(101) })).toBe(usersStaffWords.membersSearchInvalid);
    expect(firstMessage(listUsersQuery, { q: ['a', 'b'] })).toBe(invalid);
  });
});

describe('the approval and refusal forms', () => {
  it('approval needs a plan and whole seats from 0 to 500', () => {
    expect(approveUserForm.parse({ plan: 'Arena Dedicada', qtd_team: 0 })).toEqual({
      plan: 'Arena Dedicada',
      qtd_team: 0,
    });
    expect(firstMessage(approveUserForm, { plan: ' ', qtd_team: 1 })).toBe(usersStaffWords.membersPlanRequired);
    expect(firstMessage(approveUserForm, { plan: 'Arena Dedicada', qtd_team: Number.NaN })).toBe(
      usersStaffWords.membersSeatsInvalid,
    );
  });

  it('refusal needs a reason of up to 500 characters', () => {
    expect(refuseUserForm.parse({ reason: ' CNPJ inativo ' })).toEqual({ reason: 'CNPJ inativo' });
    expect(firstMessage(refuseUserForm, { reason: '   ' })).toBe(usersStaffWords.membersReasonRequired);
    expect(firstMessage(refuseUserForm, { reason: 'x'.repeat(501) })).toBe(usersStaffWords.membersReasonTooLong);
  });
});

describe('refusal and suspension', () => {
  it('are named by the status a change starts from and goes to', () => {
    expect(isRefusal('Pendente', 'Inativo')).toBe(true);
    expect(isRefusal('Ativo', 'Inativo')).toBe(false);
    expect(isSuspension('Ativo', 'Inativo')).toBe(true);
    expect(isSuspension('Pendente', 'Inativo')).toBe(false);
    expect(isSuspension('Inativo', 'Inativo')).toBe(false);
  });
});
