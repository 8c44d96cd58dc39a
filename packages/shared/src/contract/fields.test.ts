import { describe, expect, it } from 'vitest';
import { idParams, MAX_ID } from './fields.ts';

describe('idParams', () => {
  const params = idParams('Sala não encontrada.');

  it('reads a path id as a number, up to the largest PostgreSQL serial', () => {
    expect(params.parse({ id: '12' })).toEqual({ id: 12 });
    expect(params.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
  });

  it('answers any id that cannot exist with the not-found words', () => {
    for (const id of ['0', '-1', '1.5', 'abc', '', String(MAX_ID + 1), undefined]) {
      const result = params.safeParse({ id });
      expect(result.success, `id ${id}`).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Sala não encontrada.');
    }
  });
});
