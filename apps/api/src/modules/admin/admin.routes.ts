import { adminSummary } from '@arena/shared/schemas/admin';
import { errorAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countWaiting } from './admin.repository.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];
/** The staff API (product.md §3), every route for role staff only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/summary',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Cadastros pendentes e pedidos abertos (contadores)',
        response: { 200: adminSummary, '4xx': errorAnswer },
      },
    },
    async () => countWaiting(app.db),
  );
};
