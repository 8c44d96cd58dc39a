import { messages } from '@arena/shared/messages';
import { createSessionAnswer, createSessionBody, recoveryPassBody, resetPassBody } from '@arena/shared/schemas/auth';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { me } from '../../plugins/auth.ts';
import { revokeSession } from '../account/users.repository.ts';
import { login, requestRecovery, resetPassword } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Entrar: 200 com o token e o usuário, 203 quando e-mail ou senha não conferem',
        body: createSessionBody,
        response: { 200: createSessionAnswer, 203: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const result = await login(app, request.body.email, request.body.password, request.ip);
      if (!result.ok) return reply.status(203).send({ message: messages.loginFailed });
      return { token: result.token, user: result.user };
    },
  );

  app.delete(
    '/session',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Sair: revoga o token',
        security: [{ bearer: [] }],
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await revokeSession(app.db, me(request).sessionId, app.clock().toISOString());
      return { message: messages.loggedOut };
    },
  );

  app.post(
    '/recovery-pass',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Envia o link de redefinição de senha (a mesma resposta para qualquer e-mail)',
        body: recoveryPassBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await requestRecovery(app, request.body.email);
      return { message: messages.recoverySent };
    },
  );

  app.post(
    '/reset-pass',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Define a senha pelo link de recuperação ou de convite',
        body: resetPassBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { message: messages.passwordChanged };
    },
  );
};
