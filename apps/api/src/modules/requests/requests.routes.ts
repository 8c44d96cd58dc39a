import { PLAN_SUBJECT_PREFIX } from '@arena/shared/requests/schemas';
import * as requestsApi from '@arena/shared/requests/calls';
import { usersWords } from '@arena/shared/users/words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { listRequests } from './requests.repository.ts';
import { fileRequest, setRequestStatus } from './requests.service.ts';

/**
 * Requests to staff (docs/product.md#back-office): members send support messages and plan changes through
 * /contact (the studio's come through the booking form); staff list them and mark them done.
 */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, requestsApi.contact, async (request) => {
    await app.limiter.consume('contact', request.ip);
    const { name, email, phone, subject, message } = request.body;
    await fileRequest(app.deps, {
      type: subject.startsWith(PLAN_SUBJECT_PREFIX) ? 'plan' : 'support',
      name,
      email,
      phone: phone ?? '',
      subject,
      message,
      user_id: request.user?.id ?? null,
    });
    return { message: usersWords.actionDone };
  });

  route(app, requestsApi.listRequests, async (request) => listRequests(app.deps.db, request.query));

  route(app, requestsApi.patchRequest, async (request) => {
    await setRequestStatus(app.deps, me(request), request.params.id, request.body.status);
    return { message: usersWords.actionDone };
  });
};
