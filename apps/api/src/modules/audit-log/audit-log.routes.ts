import { auditEntry, listAuditQuery } from '@arena/shared/schemas/admin-audit';
import { errorAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPage } from './audit-log.service.ts';

/** Every staff action (who, what, when, before/after), read-only: there is no route that writes it (product.md §7). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Ações da equipe, as mais novas primeiro (before = id para a próxima página)',
        querystring: listAuditQuery,
        response: { 200: z.array(auditEntry), '4xx': errorAnswer },
      },
    },
    async (request) => auditPage(app.db, request.query),
  );
};
