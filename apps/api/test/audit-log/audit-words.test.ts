import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditActions, auditFields } from '@arena/shared/audit-log/actions';
import { patchUserBody } from '@arena/shared/users/staff-schemas';
import { createRoomBody, updateRoomBody } from '@arena/shared/rooms/schemas';
import { createPlanBody, updatePlanBody } from '@arena/shared/plans/schemas';
import { describe, expect, it } from 'vitest';

/**
 * Auditoria is read in Portuguese (docs/product.md#audit-log, issue 31 item 9): every action the
 * API writes and every field its `before`/`after` carry must have pt-BR words in the shared lists.
 * The fields are read from the source of every `recordAudit(...)` call, so a new key fails here.
 */
const src = join(import.meta.dirname, '../../src/modules');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Each recordAudit call's text, from `recordAudit(` to its closing parenthesis. */
function calls(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of sources(src)) {
    const code = readFileSync(file, 'utf8');
    for (let at = code.indexOf('recordAudit('); at >= 0; at = code.indexOf('recordAudit(', at + 1)) {
      if (/function\s+$/.test(code.slice(Math.max(0, at - 20), at))) continue; // its definition
      let depth = 0;
      let end = at + 'recordAudit'.length;
      for (; end < code.length; end++) {
        if (code[end] === '(') depth++;
        else if (code[end] === ')' && --depth === 0) break;
      }
      found.push({ file, text: code.slice(at, end + 1) });
    }
  }
  return found;
}

/** The schemas a call spreads into its detail (`...patch`, `...body`, `...after`, `pick(…)`). */
const spreadKeys = [
  ...Object.keys(patchUserBody.shape),
  ...Object.keys(patchUserBody.shape.company.unwrap().shape),
  ...Object.keys(createPlanBody.shape),
  ...Object.keys(updatePlanBody.shape),
  ...Object.keys(createRoomBody.shape),
  ...Object.keys(updateRoomBody.shape),
];

describe('the audit log in words', () => {
  const all = calls();

  it('finds the recordAudit calls of the modules', () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
  });

  it('writes only actions that have pt-BR words', () => {
    for (const { file, text } of all) {
      const action = /action:\s*'([^']+)'/.exec(text)?.[1];
      expect(action, `${file}: an action written as a literal`).toBeDefined();
      expect(Object.keys(auditActions), file).toContain(action);
    }
    for (const words of Object.values(auditActions)) expect(words).not.toMatch(/[a-z]+[._][a-z]+/);
  });

  it('names every field a call records, and every field of the schemas it spreads', () => {
    const keys = new Set(spreadKeys);
    for (const { text } of all) {
      const detail = text.slice(text.search(/\bbefore:/), text.search(/\bnow(:|,|\s*\})/));
      for (const m of detail.matchAll(/([A-Za-z_]\w*)\s*:(?!\/)/g)) keys.add(m[1] ?? '');
    }
    keys.delete('before');
    keys.delete('after');
    const missing = [...keys].filter((k) => !Object.hasOwn(auditFields, k));
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(40);
    for (const words of Object.values(auditFields)) expect(words).not.toMatch(/^[a-z]+_[a-z_]+$/);
  });
});
