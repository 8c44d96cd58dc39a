import * as bookingsApi from '@arena/shared/bookings/calls';
import { bookingsWords } from '@arena/shared/bookings/words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { addGuest, guestsOf, listVisitors, markVisitorArrived, removeGuest } from './guests.service.ts';

/** Visitors (docs/product.md#visitors): a member's guests, reception's Convidados de hoje. */
export const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bookingsApi.listGuests, async (request) => guestsOf(app.deps, me(request), request.params.id));

  route(app, bookingsApi.addGuest, async (request) => {
    const guest = await addGuest(app.deps, me(request), request.params.id, request.body);
    return { message: bookingsWords.guestAdded, guest };
  });

  route(app, bookingsApi.removeGuest, async (request) => {
    await removeGuest(app.deps, me(request), request.params.id, request.params.guestId);
    return { message: bookingsWords.guestRemoved };
  });

  route(app, bookingsApi.listVisitors, async (request) => listVisitors(app.deps, request.query));

  route(app, bookingsApi.markVisitorArrived, async (request) => {
    await markVisitorArrived(app.deps, request.params.id);
    return {
      message: app.deps.config.MAIL_URL ? bookingsStaffWords.visitorArrived : bookingsStaffWords.visitorArrivedQueued,
    };
  });
};
