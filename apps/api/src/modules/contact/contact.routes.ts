import { messages } from '@arena/shared/messages';
import { contactBody, PLAN_SUBJECT_PREFIX } from '@arena/shared/schemas/contact';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRequest } from './requests.service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['contact'],
        summary: 'Atendimento, ou pedido de troca de plano quando o assunto começa com "Update Plan - "',
        body: contactBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await app.limiter.consume('contact', request.ip);
      const { name, email, phone, subject, message } = request.body;
      await fileRequest(app, {
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
};
