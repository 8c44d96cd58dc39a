import * as teamApi from '@arena/shared/users/team-calls';
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
  route(app, teamApi.getTeam, async (request) => teamOf(app.deps.db, me(request)));

  route(app, teamApi.getTeamSeats, async (request) => seatsOf(app.deps.db, me(request)));

  route(app, teamApi.createTeamMember, async (request) => {
    await addTeamMember(app.deps, me(request), request.body);
    return { message: teamWords.teamAdded };
  });

  route(app, teamApi.resendInvite, async (request) => {
    await resendInvite(app.deps, me(request), request.body.email);
    return { message: app.deps.config.MAIL_URL ? teamWords.teamInviteResent : teamWords.teamInviteResentQueued };
  });

  route(app, teamApi.updateTeamMember, async (request) => {
    await updateTeamMember(app.deps, me(request), request.body);
    return { message: teamWords.teamUpdated };
  });

  route(app, teamApi.setTeamMemberLevel, async (request) => {
    await setTeamMemberLevel(app.deps, me(request), request.body);
    return { message: request.body.level === 2 ? teamWords.teamMadeGerente : teamWords.teamMadeMember };
  });

  route(app, teamApi.removeTeamMember, async (request) => {
    await removeTeamMember(app.deps, me(request), request.body.email);
    return { message: teamWords.teamRemoved };
  });
};
