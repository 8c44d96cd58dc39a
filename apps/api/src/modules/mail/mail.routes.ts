import { listOutboxQuery, outboxItem } from '@arena/shared/schemas/admin-outbox';
import { errorAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './mail.repository.ts';

/** The e-mails the system sent or queued, readable by staff only (product.md §3, §7). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'As mensagens enviadas ou na fila, as mais novas primeiro (before = id para a próxima página)',
        querystring: listOutboxQuery,
        response: { 200: z.array(outboxItem), '4xx': errorAnswer },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );
};
