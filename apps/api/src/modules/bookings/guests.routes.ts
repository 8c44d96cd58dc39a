import { adminMessages } from '@arena/shared/admin-messages';
import * as visitorsApi from '@arena/shared/api/visitors';
import { messages } from '@arena/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { addGuest, guestsOf, listVisitors, markVisitorArrived, removeGuest } from './guests.service.ts';

/** Visitors (docs/product.md#visitors): a member's guests, reception's Convidados de hoje. */
export const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, visitorsApi.listGuests, async (request) => guestsOf(app.deps, me(request), request.params.id));

  route(app, visitorsApi.addGuest, async (request) => {
    const guest = await addGuest(app.deps, me(request), request.params.id, request.body);
    return { message: messages.guestAdded, guest };
  });

  route(app, visitorsApi.removeGuest, async (request) => {
    await removeGuest(app.deps, me(request), request.params.id, request.params.guestId);
    return { message: messages.guestRemoved };
  });

  route(app, visitorsApi.listVisitors, async (request) => listVisitors(app.deps, request.query));

  route(app, visitorsApi.markVisitorArrived, async (request) => {
    await markVisitorArrived(app.deps, request.params.id);
    return { message: app.deps.config.MAIL_URL ? adminMessages.visitorArrived : adminMessages.visitorArrivedQueued };
  });
};
