import * as bookingsApi from '@arena/shared/bookings/calls';
import { bookingsWords } from '@arena/shared/bookings/words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { checkIn, checkInAtRoom } from './checkin.service.ts';

/** Check-in (docs/product.md#checkin): `Cheguei` on the member's own booking. */
export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bookingsApi.checkIn, async (request) => {
    const checked_in_at = await checkIn(app.deps, me(request), request.params.id);
    return { message: bookingsWords.checkinDone, checked_in_at };
  });

  // The room's QR code opens /checkin/<room code>; the code is the room's id.
  route(app, bookingsApi.checkInAtRoom, async (request) => {
    const done = await checkInAtRoom(app.deps, me(request), request.params.roomCode);
    return { message: bookingsWords.checkinDone, ...done };
  });
};
