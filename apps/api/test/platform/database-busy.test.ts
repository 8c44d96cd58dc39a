import { errorWords } from '@arena/shared/contract/error-words';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/plugins/error-handler.ts';

/**
 * docs/product.md#faults: when PostgreSQL breaks a lock wait between two changes at once (a
 * deadlock, 40P01) or refuses to serialise them (40001), the change did nothing: the answer says
 * so and to try again (503 with Retry-After), never a bare 500.
 */
describe('a transaction PostgreSQL broke', () => {
  it.each(['40P01', '40001'])('answers %s with 503 DATABASE_BUSY and Retry-After', async (code) => {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/quebrada', async () => {
      throw Object.assign(new Error('deadlock detected'), { code });
    });
    const res = await app.inject({ method: 'GET', url: '/quebrada' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ message: errorWords.databaseBusy, code: 'DATABASE_BUSY' });
    await app.close();
  });
});
