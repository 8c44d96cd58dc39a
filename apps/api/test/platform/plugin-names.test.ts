import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.ts';

/**
 * Every plugin built with fastify-plugin is named. An unnamed one is named by fastify-plugin from
 * a thrown error's stack, and reading a stack makes Node (--enable-source-maps, as npm start runs
 * the bundle) parse the bundle's whole source map at start and keep it: about 7 MB of the
 * server's memory from its first second (docs/performance.md).
 */
describe('the server’s plugins', () => {
  it('all carry their own names, none made up from a stack', async () => {
    const app = await createTestApp();
    try {
      await app.ready();
      const tree = app.printPlugins();
      expect(tree).toContain('arena-auth');
      expect(tree).not.toMatch(/-auto-\d+/);
    } finally {
      await app.close();
    }
  });
});
