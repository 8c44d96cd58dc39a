import { messages } from '@arena/shared/messages';
import {
  adminUser,
  listRequestsQuery,
  listUsersQuery,
  outboxItem,
  patchRequestBody,
  patchUserBody,
  requestItem,
} from '@arena/shared/schemas/admin';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { me } from '../../plugins/auth.ts';
import { listOutbox, listRequests, listUsersWithCompany, recordAudit, setRequestStatus } from './admin.repository.ts';
import { patchUser } from './admin.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];
// Ids are PostgreSQL serials: a larger number would fail in the query rather than find nothing.
const idParams = z.object({
  id: z.coerce
    .number({ error: messages.notFound })
    .int()
    .positive(messages.notFound)
    .max(2_147_483_647, messages.notFound),
});

/** The staff API (product.md §3), every route for role staff only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Usuários por status, com os dados da empresa',
        querystring: listUsersQuery,
        response: { 200: z.array(adminUser), '4xx': errorAnswer },
      },
    },
    async (request) => listUsersWithCompany(app.db, request.query.status),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Aprova, suspende, muda nível, plano ou posições',
        params: idParams,
        body: patchUserBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await patchUser(app, me(request), request.params.id, request.body);
      return { message: messages.teamUpdated };
    },
  );

  app.get(
    '/admin/requests',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Pedidos de plano, estúdio e atendimento',
        querystring: listRequestsQuery,
        response: { 200: z.array(requestItem), '4xx': errorAnswer },
      },
    },
    async (request) => listRequests(app.db, request.query),
  );

  app.patch(
    '/admin/requests/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Marca um pedido como aberto ou resolvido',
        params: idParams,
        body: patchRequestBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      const now = app.clock().toISOString();
      const found = await setRequestStatus(app.db, request.params.id, request.body.status, now);
      if (!found) throw new AppError(404, messages.requestNotFound);
      await recordAudit(app.db, {
        actorId: me(request).id,
        action: 'request.update',
        target: `request:${request.params.id}`,
        detail: request.body,
        now,
      });
      return { message: messages.actionDone };
    },
  );

  app.get(
    '/admin/outbox',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'As últimas mensagens enviadas',
        response: { 200: z.array(outboxItem), '4xx': errorAnswer },
      },
    },
    async () => listOutbox(app.db),
  );
};
