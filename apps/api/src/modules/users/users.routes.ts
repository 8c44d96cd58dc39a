import * as usersApi from '@arena/shared/users/calls';
import { messages } from '@arena/shared/contract/all-words';
import { usersWords } from '@arena/shared/users/words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { listMembers } from './members.repository.ts';
import { toSessionUser } from './users.repository.ts';
import { acceptTerms, termsChanges, termsVersionText } from './terms.service.ts';
import { resendConfirmation, resendMyConfirmation } from './confirmation.service.ts';
import { managerOf, memberDetail, patchUser, updateAccount } from './users.service.ts';

/**
 * The signed-in user and the manager's account (docs/product.md#api); beside them, staff's view of members:
 * pending registrations to approve or refuse, and any member to change (docs/product.md#api, #back-office).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, usersApi.getMe, async (request) => {
    const user = me(request);
    return { ...toSessionUser(user, app.deps.config.TERMS_VERSION), manager: await managerOf(app.deps, user) };
  });

  // docs/product.md#terms: the version in force, recorded once with the time and address.
  route(app, usersApi.getTermsChanges, async (request) => termsChanges(app.deps, me(request)));

  route(app, usersApi.getTermsVersion, async (request) => termsVersionText(app.deps, request.params.version));

  route(app, usersApi.acceptTerms, async (request) => ({
    message: messages[await acceptTerms(app.deps, me(request), request.body.version, request.ip)],
  }));

  route(app, usersApi.updateUser, async (request, reply) => {
    const result = await updateAccount(app.deps, me(request), request.body, request.ip);
    if (!result.ok) return reply.status(203).send({ message: usersWords.currentPasswordWrong });
    return { message: usersWords.accountUpdated, user: result.user };
  });

  route(app, usersApi.listMembers, async (request) => listMembers(app.deps.db, request.query));

  route(app, usersApi.getMember, async (request) => memberDetail(app.deps, request.params.id));

  route(app, usersApi.patchMember, async (request) => ({
    message: await patchUser(app.deps, me(request), request.params.id, request.body),
  }));

  route(app, usersApi.resendConfirmation, async (request) =>
    resendConfirmation(app.deps, me(request), request.params.id),
  );

  // docs/product.md#registration-proof: the person waiting for the confirmation, from home.
  route(app, usersApi.resendMyConfirmation, async (request) => ({
    message: await resendMyConfirmation(app.deps, me(request)),
  }));
};
