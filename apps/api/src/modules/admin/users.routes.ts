import { messages } from '@arena/shared/messages';
import { adminUser, adminUserDetail, listUsersQuery, patchUserBody } from '@arena/shared/schemas/admin-members';
import { errorAnswer, idParams, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { listMembers } from './users.repository.ts';
import { memberDetail, patchUser } from './users.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Pending registrations and members (product.md §3, §7; issue 4), for role staff only. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Membros por status ou busca (nome, e-mail ou documento), com os dados da empresa',
        querystring: listUsersQuery,
        response: { 200: z.array(adminUser), '4xx': errorAnswer },
      },
    },
    async (request) => listMembers(app.db, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Um membro, com a equipe e as próximas reservas',
        params: idParams(messages.userNotFound),
        response: { 200: adminUserDetail, '4xx': errorAnswer },
      },
    },
    async (request) => memberDetail(app, request.params.id),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Aprova, recusa, suspende, muda nível, plano ou posições (avisa o membro por e-mail)',
        params: idParams(messages.userNotFound),
        body: patchUserBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => ({ message: await patchUser(app, me(request), request.params.id, request.body) }),
  );
};
