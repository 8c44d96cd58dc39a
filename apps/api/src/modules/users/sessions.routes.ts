import { TRUSTED_DEVICE_TTL_MS } from '@arena/shared/limits';
import { messages } from '@arena/shared/messages';
import {
  checkResetTokenAnswer,
  checkResetTokenBody,
  createSessionAnswer,
  createSessionBody,
  recoveryPassBody,
  resetPassBody,
} from '@arena/shared/schemas/auth';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { me } from '../../plugins/auth.ts';
import { revokeSession } from './sessions.repository.ts';
import { checkLink, login, requestRecovery, resetPassword } from './sessions.service.ts';

/** The device cookie (product.md §3): a browser that signed in keeps its own login budget. */
const DEVICE_COOKIE = 'arena_device';

/** Signing in and out, and setting a password by a recovery or invite link (product.md §3). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.deps.config.PUBLIC_URL.startsWith('https://');

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
      const cookie = request.cookies[DEVICE_COOKIE];
      const result = await login(app.deps, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        deviceToken: cookie && /^[A-Za-z0-9_-]{20,100}$/.test(cookie) ? cookie : undefined,
      });
      if (!result.ok) return reply.status(203).send({ message: messages.loginFailed });
      reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: '/api/session',
        maxAge: TRUSTED_DEVICE_TTL_MS / 1000,
      });
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
      await revokeSession(app.deps.db, me(request).sessionId, app.deps.clock().toISOString());
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
      await requestRecovery(app.deps, request.body.email, request.ip);
      return { message: messages.recoverySent };
    },
  );

  // The token travels in the body, not the path, so it never lands in a request log.
  app.post(
    '/reset-pass/check',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Diz para que serve um link de senha (convite ou recuperação) e de qual conta',
        body: checkResetTokenBody,
        response: { 200: checkResetTokenAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => checkLink(app.deps, request.body.token),
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
      await resetPassword(app.deps, request.body.token, request.body.password, request.ip);
      return { message: messages.passwordChanged };
    },
  );
};
