import { formatDay } from '@arena/shared/rules/dates';
import * as privacyApi from '@arena/shared/privacy/calls';
import { privacyWords } from '@arena/shared/privacy/words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';

import { anonymizeMember } from './erasure.service.ts';
import { MY_DATA_FILE, myData, openInvoicesOfCaller, requestDeletion } from './privacy.service.ts';

/**
 * _Meus dados_ (docs/product.md#my-data): the person's own data, as one file, and the deletion
 * request; beside them, staff's anonymisation that carries the request out.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, privacyApi.getMyData, async (request, reply) => {
    const data = await myData(app.deps, me(request).id);
    return reply
      .header('content-disposition', `attachment; filename="${MY_DATA_FILE}"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  route(app, privacyApi.requestDeletion, async (request) => {
    const deadline = await requestDeletion(app.deps, me(request));
    const open = await openInvoicesOfCaller(app.deps.db, me(request));
    const told = privacyWords.deletionRequested(formatDay(deadline));
    return { message: open > 0 ? `${told} ${privacyWords.deletionOpenInvoices(open)}` : told };
  });

  route(app, privacyApi.anonymizeMember, async (request) => ({
    message: await anonymizeMember(app.deps, me(request), request.params.id),
  }));
};
