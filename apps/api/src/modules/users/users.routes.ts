import { messages } from '@arena/shared/messages';
import { updateUserAnswer, updateUserBody } from '@arena/shared/schemas/account';
import { sessionUser as sessionUserSchema } from '@arena/shared/schemas/auth';
import { adminUser, adminUserDetail, listUsersQuery, patchUserBody } from '@arena/shared/schemas/admin-members';
import { errorAnswer, idParams, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { listMembers, toSessionUser } from './users.repository.ts';
import { memberDetail, patchUser, updateAccount } from './users.service.ts';

const security = [{ bearer: [] }];
const tags = ['account'];

/**
 * The signed-in user and the manager's account (seed §7); beside them, staff's view of members:
 * pending registrations to approve or refuse, and any member to change (product.md §3, §7).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => toSessionUser(me(request)),
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
          200: updateUserAnswer,
          203: messageAnswer,
          '4xx': errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const result = await updateAccount(app.deps, me(request), request.body, request.ip);
      if (!result.ok) return reply.status(203).send({ message: messages.currentPasswordWrong });
      return { message: messages.accountUpdated, user: result.user };
    },
  );

  app.get(
    '/admin/users',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Membros por status ou busca (nome, e-mail ou documento), com os dados da empresa',
        querystring: listUsersQuery,
        response: { 200: z.array(adminUser), '4xx': errorAnswer },
      },
    },
    async (request) => listMembers(app.deps.db, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Um membro, com a equipe e as próximas reservas',
        params: idParams(messages.userNotFound),
        response: { 200: adminUserDetail, '4xx': errorAnswer },
      },
    },
    async (request) => memberDetail(app.deps, request.params.id),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Aprova, recusa, suspende, muda nível, plano ou posições (avisa o membro por e-mail)',
        params: idParams(messages.userNotFound),
        body: patchUserBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => ({ message: await patchUser(app.deps, me(request), request.params.id, request.body) }),
  );
};
