import { describe, expect, it } from 'vitest';
import { catalogueKeys } from './catalogue.ts';
import { codeOf } from './error-codes.ts';
import { messages, adminMessages } from './all-words.ts';

describe('error codes', () => {
  it('give every catalogue key a code of its own', () => {
    const byCode = new Map<string, string>();
    for (const key of catalogueKeys) {
      const code = codeOf(key);
      expect(byCode.get(code), `${key} and ${byCode.get(code)} would both answer ${code}`).toBeUndefined();
      byCode.set(code, key);
    }
    expect(byCode.size).toBe(catalogueKeys.length);
  });

  it('keep the member and staff catalogues apart, so no key is hidden by the other', () => {
    const shared = Object.keys(messages).filter((key) => key in adminMessages);
    expect(shared).toEqual([]);
  });

  it('write codes in capitals from the key', () => {
    expect(codeOf('notActive')).toBe('NOT_ACTIVE');
    expect(codeOf('planHoursExceeded')).toBe('PLAN_HOURS_EXCEEDED');
    for (const key of catalogueKeys) expect(codeOf(key)).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
