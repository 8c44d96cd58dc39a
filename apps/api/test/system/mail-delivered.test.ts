import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.ts';

/**
 * GET /api/config says whether mail leaves the server (docs/product.md#shape): without MAIL_URL every
 * message only waits in the outbox, and the screens must not tell a person an e-mail was sent.
 */
describe('GET /api/config mail_delivered', () => {
  it.each([
    [{}, false],
    [{ MAIL_URL: 'smtp://127.0.0.1:2525' }, true],
  ] as const)('answers %j as %s', async (env, delivered) => {
    const app = await createTestApp({ ...env });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().mail_delivered).toBe(delivered);
    } finally {
      await app.close();
    }
  });
});
