import { listOutboxQuery, outboxIdParams, outboxItem } from '@arena/shared/schemas/admin-outbox';
import { errorAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { listOutbox } from './mail.repository.ts';
import { resendMail } from './mail.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The e-mails the system sent or queued, readable by staff only (product.md §3, §7). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'As mensagens enviadas ou na fila, as mais novas primeiro (before = id para a próxima página)',
        querystring: listOutboxQuery,
        response: { 200: z.array(outboxItem), '4xx': errorAnswer },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );

  app.post(
    '/admin/outbox/:id/resend',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Põe um e-mail que falhou de volta na fila de envio (registrado na auditoria)',
        params: outboxIdParams,
        response: { 200: outboxItem, '4xx': errorAnswer },
      },
    },
    async (request) => {
      const item = await resendMail(app.deps, me(request), request.params.id);
      if (!item) throw new Error('outbox row vanished after its resend');
      return item;
    },
  );
};
