import { messages } from '@arena/shared/messages';
import { contactBody, PLAN_SUBJECT_PREFIX } from '@arena/shared/schemas/contact';
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
import { fileRequest, setRequestStatus } from './requests.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * Requests to staff (product.md §7): members send support messages and plan changes through
 * /contact (the studio's come through the booking form); staff list them and mark them done.
 */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['contact'],
        summary: 'Atendimento, ou pedido de mudança de plano quando o assunto começa com "Update Plan - "',
        body: contactBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await app.limiter.consume('contact', request.ip);
      const { name, email, phone, subject, message } = request.body;
      await fileRequest(app.deps, {
        type: subject.startsWith(PLAN_SUBJECT_PREFIX) ? 'plan' : 'support',
        name,
        email,
        phone: phone ?? '',
        subject,
        message,
        user_id: request.user?.id ?? null,
      });
      return { message: messages.actionDone };
    },
  );

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
    async (request) => listRequests(app.deps.db, request.query),
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
      await setRequestStatus(app.deps, me(request), request.params.id, request.body.status);
      return { message: messages.actionDone };
    },
  );
};
