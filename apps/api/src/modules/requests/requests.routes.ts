import { messages } from '@arena/shared/messages';
import {
  listRequestsQuery,
  patchRequestBody,
  requestIdParams,
  requestItem,
} from '@arena/shared/schemas/admin-requests';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { listRequests } from './requests.repository.ts';
import { setRequestStatus } from './requests.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The requests inbox (product.md §3, §7; issue 4): plan changes, studio requests, support messages. */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/requests',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Pedidos de plano, estúdio e atendimento, os mais novos primeiro',
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
        summary: 'Marca um pedido como concluído ou o reabre',
        params: requestIdParams,
        body: patchRequestBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await setRequestStatus(app, me(request), request.params.id, request.body.status);
      return { message: messages.actionDone };
    },
  );
};
