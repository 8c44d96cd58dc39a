import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActions } from './actions.ts';

/** docs/product.md#audit-log: every action the server can write reads in pt-BR on the Auditoria screen. */
describe('audit actions', () => {
  it('gives every action its own words, and shows one it does not know as written', () => {
    const actions = Object.keys(auditActions);
    for (const action of actions) {
      expect(action).toMatch(/^[a-z-]+\.[a-z_]+$/);
      expect(auditActionLabel(action)).not.toBe(action);
      expect(auditActionLabel(action).trim()).not.toBe('');
    }
    expect(new Set(Object.values(auditActions)).size).toBe(actions.length);
    expect(auditActionLabel('room.paint')).toBe('room.paint');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});
