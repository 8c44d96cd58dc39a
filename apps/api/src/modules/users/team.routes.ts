import { messages } from '@arena/shared/messages';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import {
  createTeamMemberBody,
  removeTeamMemberBody,
  resendInviteBody,
  teamEntry,
  teamSeatsAnswer,
  updateTeamMemberBody,
} from '@arena/shared/schemas/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { addTeamMember, removeTeamMember, resendInvite, seatsOf, teamOf, updateTeamMember } from './team.service.ts';

const security = [{ bearer: [] }];
const tags = ['team'];
const response = { 200: messageAnswer, '4xx': errorAnswer };

/** A manager's team (product.md §6): team members are users whose manager_id is the manager. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Membros da equipe do gerente',
        response: { 200: z.array(teamEntry), '4xx': errorAnswer },
      },
    },
    async (request) => teamOf(app.deps.db, me(request)),
  );

  app.get(
    '/team/seats',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Posições do plano: total, ocupadas e livres',
        response: { 200: teamSeatsAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => seatsOf(app.deps.db, me(request)),
  );

  app.post(
    '/team',
    {
      config: { auth: 'manager' },
      schema: { tags, security, summary: 'Cadastra um membro e envia o convite', body: createTeamMemberBody, response },
    },
    async (request) => {
      await addTeamMember(app.deps, me(request), request.body);
      return { message: messages.teamAdded };
    },
  );

  app.post(
    '/team/resend',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Reenvia o convite de um membro que ainda não criou a senha',
        body: resendInviteBody,
        response,
      },
    },
    async (request) => {
      await resendInvite(app.deps, me(request), request.body.email);
      return { message: messages.teamInviteResent };
    },
  );

  app.put(
    '/team',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Altera nome e telefone de um membro (o e-mail não muda)',
        body: updateTeamMemberBody,
        response,
      },
    },
    async (request) => {
      await updateTeamMember(app.deps, me(request), request.body);
      return { message: messages.teamUpdated };
    },
  );

  app.post(
    '/team/remove',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Exclui um membro e encerra o acesso dele',
        body: removeTeamMemberBody,
        response,
      },
    },
    async (request) => {
      await removeTeamMember(app.deps.db, me(request), request.body.email);
      return { message: messages.teamRemoved };
    },
  );
};
