import * as usersApi from '@arena/shared/users/calls';
import { teamWords } from '@arena/shared/users/team-words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import {
  addTeamMember,
  removeTeamMember,
  resendInvite,
  seatsOf,
  setTeamMemberLevel,
  teamOf,
  updateTeamMember,
} from './team.service.ts';

/** A manager's team (docs/product.md#team): team members are users whose manager_id is the manager. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, usersApi.getTeam, async (request) => teamOf(app.deps.db, me(request)));

  route(app, usersApi.getTeamSeats, async (request) => seatsOf(app.deps.db, me(request)));

  route(app, usersApi.createTeamMember, async (request) => {
    await addTeamMember(app.deps, me(request), request.body);
    return { message: teamWords.teamAdded };
  });

  route(app, usersApi.resendInvite, async (request) => {
    await resendInvite(app.deps, me(request), request.body.email);
    return { message: app.deps.config.MAIL_URL ? teamWords.teamInviteResent : teamWords.teamInviteResentQueued };
  });

  route(app, usersApi.updateTeamMember, async (request) => {
    await updateTeamMember(app.deps, me(request), request.body);
    return { message: teamWords.teamUpdated };
  });

  route(app, usersApi.setTeamMemberLevel, async (request) => {
    await setTeamMemberLevel(app.deps, me(request), request.body);
    return { message: request.body.level === 2 ? teamWords.teamMadeGerente : teamWords.teamMadeMember };
  });

  route(app, usersApi.removeTeamMember, async (request) => {
    await removeTeamMember(app.deps, me(request), request.body.email);
    return { message: teamWords.teamRemoved };
  });
};
