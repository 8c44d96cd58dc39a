import * as accountApi from '@arena/shared/api/account';
import * as staffApi from '@arena/shared/api/staff';
import { messages } from '@arena/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { listMembers } from './members.repository.ts';
import { toSessionUser } from './users.repository.ts';
import { acceptTerms, termsChanges } from './terms.service.ts';
import { resendConfirmation, resendMyConfirmation } from './confirmation.service.ts';
import { managerOf, memberDetail, patchUser, updateAccount } from './users.service.ts';

/**
 * The signed-in user and the manager's account (docs/product.md#api); beside them, staff's view of members:
 * pending registrations to approve or refuse, and any member to change (docs/product.md#api, #back-office).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accountApi.getMe, async (request) => {
    const user = me(request);
    return { ...toSessionUser(user, app.deps.config.TERMS_VERSION), manager: await managerOf(app.deps, user) };
  });

  // docs/product.md#terms: the version in force, recorded once with the time and address.
  route(app, accountApi.getTermsChanges, async (request) => termsChanges(app.deps, me(request)));

  route(app, accountApi.acceptTerms, async (request) => ({
    message: messages[await acceptTerms(app.deps, me(request), request.body.version, request.ip)],
  }));

  route(app, accountApi.updateUser, async (request, reply) => {
    const result = await updateAccount(app.deps, me(request), request.body, request.ip);
    if (!result.ok) return reply.status(203).send({ message: messages.currentPasswordWrong });
    return { message: messages.accountUpdated, user: result.user };
  });

  route(app, staffApi.listMembers, async (request) => listMembers(app.deps.db, request.query));

  route(app, staffApi.getMember, async (request) => memberDetail(app.deps, request.params.id));

  route(app, staffApi.patchMember, async (request) => ({
    message: await patchUser(app.deps, me(request), request.params.id, request.body),
  }));

  route(app, staffApi.resendConfirmation, async (request) =>
    resendConfirmation(app.deps, me(request), request.params.id),
  );

  // docs/product.md#registration-proof: the person waiting for the confirmation, from home.
  route(app, accountApi.resendMyConfirmation, async (request) => ({
    message: await resendMyConfirmation(app.deps, me(request)),
  }));
};
