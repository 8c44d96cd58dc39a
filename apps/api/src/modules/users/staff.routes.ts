import * as usersApi from '@arena/shared/users/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { changeStaffRole, inviteStaff, removeStaff, staffAccounts } from './staff.service.ts';

/** _Equipe do espaço_ (docs/product.md#staff-roles), administrators only. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, usersApi.listStaff, async () => staffAccounts(app.deps.db));
  route(app, usersApi.inviteStaff, async (request) => inviteStaff(app.deps, me(request), request.body));
  route(app, usersApi.updateStaff, async (request) =>
    changeStaffRole(app.deps, me(request), request.params.id, request.body.role),
  );
  route(app, usersApi.removeStaff, async (request) => removeStaff(app.deps, me(request), request.params.id));
};
