import { commonWords } from '../contract/words.ts';
import { errorWords } from '../contract/error-words.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listAuditQuery } from '../audit-log/schemas.ts';
import { listOutboxQuery } from './schemas.ts';
import { listRequestsQuery, patchRequestBody, requestIdParams } from '../requests/schemas.ts';

// The requests, outbox and audit log screens (docs/product.md#api, #back-office).
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

describe('requests', () => {
  it('accept only known statuses and types', () => {
    expect(patchRequestBody.parse({ status: 'done' })).toEqual({ status: 'done' });
    expect(firstMessage(patchRequestBody, { status: 'closed' })).toBe(commonWords.invalidInput);
    expect(listRequestsQuery.parse({ type: 'studio', status: 'open' })).toEqual({ type: 'studio', status: 'open' });
    expect(firstMessage(listRequestsQuery, { type: 'outro' })).toBe(commonWords.invalidInput);
  });

  it('take a positive serial as id', () => {
    expect(requestIdParams.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648']) {
      expect(firstMessage(requestIdParams, { id })).toBe(errorWords.requestNotFound);
    }
  });
});

describe('paging of the audit log and the outbox', () => {
  it('defaults to 50 audit entries and 200 e-mails, newest first', () => {
    expect(listAuditQuery.parse({})).toEqual({ limit: 50 });
    expect(listOutboxQuery.parse({})).toEqual({ limit: 200 });
    expect(listAuditQuery.parse({ before: '31', limit: '10' })).toEqual({ before: 31, limit: 10 });
  });

  it('refuses limits outside 1..200 and ids that are not serials', () => {
    for (const q of [{ limit: '0' }, { limit: '201' }, { limit: '2.5' }, { limit: 'x' }, { before: '0' }]) {
      expect(firstMessage(listAuditQuery, q)).toBe(commonWords.invalidInput);
    }
    expect(firstMessage(listOutboxQuery, { before: '2147483648' })).toBe(commonWords.invalidInput);
    expect(firstMessage(listOutboxQuery, { before: ['1', '2'] })).toBe(commonWords.invalidInput);
  });
});
