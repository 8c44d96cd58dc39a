import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin } from '../../src/plugins/auth.ts';

/** An API route that forgets to say who may call it stops the start, never goes public. */
describe('access rules on routes', () => {
  it('refuses to start with an /api route that declares no rule', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin);
    app.register(
      async (api) => {
        api.get('/esquecida', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/esquecida declares no access rule (config.auth)');
  });

  it('keeps every declared rule in the route table', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin);
    app.register(
      async (api) => {
        api.get('/aberta', { config: { auth: 'public' } }, async () => ({ ok: true }));
        api.post('/equipe', { config: { auth: 'staff', roles: ['admin'] } }, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(app.routeTable.map((r) => `${r.auth} ${r.method} ${r.url}`)).toEqual([
      'public GET /api/aberta',
      'staff POST /api/equipe',
    ]);
    await app.close();
  });

  it('refuses to start with a staff route that names no staff roles (docs/product.md#staff-roles)', async () => {
    const app = Fastify({ logger: false });
    await app.register(authPlugin);
    app.register(
      async (api) => {
        api.get('/sem-perfil', { config: { auth: 'staff' } }, async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(
      'GET /api/sem-perfil is a staff route that names no staff roles (config.roles)',
    );
  });
});
