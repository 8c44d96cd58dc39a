import { messages } from '@arena/shared/messages';
import { updateUserBody } from '@arena/shared/schemas/account';
import { sessionUser as sessionUserSchema } from '@arena/shared/schemas/auth';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { updateAccount } from './account.service.ts';
import { sessionUser } from './users.repository.ts';

const security = [{ bearer: [] }];
const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'O usuário da sessão, com status e plano atuais',
        response: { 200: sessionUserSchema, '4xx': errorAnswer },
      },
    },
    async (request) => sessionUser(me(request)),
  );

  app.put(
    '/users',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Altera telefone, e-mail e senha; 203 quando a senha atual não confere',
        body: updateUserBody,
        response: {
          200: z.object({ message: z.string(), user: sessionUserSchema }),
          203: messageAnswer,
          '4xx': errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const result = await updateAccount(app, me(request), request.body, request.ip);
      if (!result.ok) return reply.status(203).send({ message: messages.currentPasswordWrong });
      return { message: messages.accountUpdated, user: result.user };
    },
  );
};
