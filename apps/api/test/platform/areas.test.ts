import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@arena/shared/contract/endpoints';
import { describe, expect, it } from 'vitest';

/**
 * packages/shared is cut as the server is (docs/decisions/034-shared-by-area.md): a call lives in
 * `<module>/calls.ts` (or a second `<module>/<part>-calls.ts`), the module whose `*.routes.ts` registers it, and each word key in one area's
 * word file only, since error codes come from the keys (contract/error-codes.ts).
 */
const shared = fileURLToPath(new URL('../../../../packages/shared/src/', import.meta.url));
const modules = fileURLToPath(new URL('../../src/modules/', import.meta.url));
const areas = readdirSync(shared, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Endpoint name → the module whose routes register it, read from `route(app, <ns>.<name>` and the ns's import. */
function registeredBy(): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const m of readdirSync(modules, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(`${modules}${m.name}`).filter((f) => f.endsWith('.routes.ts'))) {
      const text = readFileSync(`${modules}${m.name}/${f}`, 'utf8');
      const ns = new Map<string, string>();
      for (const [, alias, area] of text.matchAll(
        /import \* as (\w+) from '@arena\/shared\/([\w-]+)\/(?:[\w-]+-)?calls'/g,
      ))
        ns.set(alias ?? '', area ?? '');
      for (const [, alias, name] of text.matchAll(/route\(\s*app,\s*(\w+)\.(\w+)/g)) {
        const area = ns.get(alias ?? '');
        if (area === undefined) throw new Error(`${m.name}/${f}: ${alias}.${name} is not imported from a calls.ts`);
        by.set(`${area}.${name}`, [...(by.get(`${area}.${name}`) ?? []), m.name]);
      }
    }
  }
  return by;
}

async function exportsOf(file: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ `${shared}${file}`)) as Record<string, unknown>;
}

describe('packages/shared by area', () => {
  it('keeps each call in the folder of the module whose routes register it, and every call in one', async () => {
    const by = registeredBy();
    const placed: string[] = [];
    const wrong: string[] = [];
    for (const area of areas) {
      for (const file of readdirSync(`${shared}${area}`).filter((f) => /^(?:[\w-]+-)?calls\.ts$/.test(f)))
        for (const name of Object.keys(await exportsOf(`${area}/${file}`))) {
          placed.push(name);
          const owners = by.get(`${area}.${name}`) ?? [];
          if (owners.length !== 1 || owners[0] !== area)
            wrong.push(`${area}/${file} ${name}: registered by ${owners.join(', ') || 'no module'}`);
        }
    }
    expect(wrong).toEqual([]);
    expect(placed.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('defines every word key in one area file only', async () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of areas) {
      for (const file of ['words.ts', 'staff-words.ts', 'screen-words.ts', 'error-words.ts']) {
        if (!readdirSync(`${shared}${area}`).includes(file)) continue;
        for (const catalogue of Object.values(await exportsOf(`${area}/${file}`))) {
          if (typeof catalogue !== 'object' || catalogue === null) continue;
          for (const key of Object.keys(catalogue)) {
            const before = seen.get(key);
            if (before) twice.push(`${key}: ${before} and ${area}/${file}`);
            seen.set(key, `${area}/${file}`);
          }
        }
      }
    }
    expect(twice).toEqual([]);
    expect(seen.size).toBeGreaterThan(500);
  });
});
