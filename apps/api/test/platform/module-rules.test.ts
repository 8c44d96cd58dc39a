import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The API's modules stay layered (docs/decisions/020-api-module-layers.md): no module depends on
 * itself through others, a module reaches another only through its *.service.ts, and a
 * repository imports only db/ and lib/. `npm run lint` enforces the last two and file cycles;
 * these tests show that it does, and check the cycles between modules, which no lint rule sees.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const modules = join(root, 'apps/api/src/modules');

/** Every module's imports of other modules, as `module → module: file → specifier` edges. */
function moduleEdges(): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  const moduleOf = (path: string) => {
    const inside = relative(modules, path);
    return inside.startsWith('..') || !inside.includes('/') ? null : (inside.split('/')[0] as string);
  };
  for (const entry of readdirSync(modules, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const from = moduleOf(file);
    if (!from) continue;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']+)'/g)) {
      const to = moduleOf(resolve(dirname(file), m[1] as string));
      if (!to || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), `${relative(modules, file)} → ${m[1]}`]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** The groups of modules that depend on one another (Tarjan's strongly connected components). */
function knots(edges: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w) group.push(w);
    } while (w && w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the API modules', () => {
  it('import one another without a cycle', () => {
    const edges = moduleEdges();
    const cycles = knots(edges).map((group) =>
      group.flatMap((a) => group.flatMap((b) => edges.get(a)?.get(b) ?? []).map((why) => `${a}: ${why}`)),
    );
    expect(cycles).toEqual([]);
    // The scan sees the imports it should: bookings does use rooms and calendar.
    expect([...(edges.get('bookings')?.keys() ?? [])]).toEqual(expect.arrayContaining(['rooms', 'calendar']));
  });

  it('a cycle of two modules is found, as the scan reads them', () => {
    const edges = new Map([
      ['a', new Map([['b', ['a.service.ts → ../b/b.service.ts']]])],
      ['b', new Map([['a', ['b.service.ts → ../a/a.service.ts']]])],
      ['c', new Map([['a', ['c.service.ts → ../a/a.service.ts']]])],
    ]);
    expect(knots(edges)).toEqual([['a', 'b']]);
  });

  describe('the lint', () => {
    const eslint = new ESLint({ cwd: root });
    const problems = async (file: string, source: string) => {
      const [result] = await eslint.lintText(source, { filePath: join(root, 'apps/api/src', file) });
      return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
    };

    it('refuses another module’s repository, and takes its service', async () => {
      expect(
        await problems(
          'modules/bookings/probe.ts',
          "import { insertRoom } from '../rooms/rooms.repository.ts';\n\nexport const probe = insertRoom;\n",
        ),
      ).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*only through that module's \*\.service\.ts/),
      ]);
      expect(
        await problems(
          'modules/bookings/probe.ts',
          "import { roomExists } from '../rooms/rooms.service.ts';\n\nexport const probe = roomExists;\n",
        ),
      ).toEqual([]);
    });

    it('refuses a repository that imports a service, an error or a plugin', async () => {
      const found = await problems(
        'modules/rooms/probe.repository.ts',
        [
          "import { createRoom } from './rooms.service.ts';",
          "import { AppError } from '../../errors.ts';",
          "import { me } from '../../plugins/auth.ts';",
          "import { findRoom } from './rooms.repository.ts';",
          "import { pick } from '../../lib/pick.ts';",
          '',
          'export const probe = [createRoom, AppError, me, findRoom, pick];',
          '',
        ].join('\n'),
      );
      expect(found).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\/rooms\.service\.ts".*A repository imports only/),
        expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/errors\.ts"/),
        expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/\.\.\/plugins\/auth\.ts"/),
      ]);
    });

    it('refuses a file cycle', async () => {
      const slot = readFileSync(join(root, 'apps/api/src/lib/slot.ts'), 'utf8');
      // lib/slot.ts importing the booking service, which reaches lib/slot.ts back.
      const found = await problems('lib/slot.ts', `import '../modules/bookings/bookings.service.ts';\n${slot}`);
      expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
    });
  });
});
