import * as checkinApi from '@arena/shared/api/checkin';
import { messages } from '@arena/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { checkIn, checkInAtRoom } from './checkin.service.ts';

/** Check-in (docs/product.md#checkin): `Cheguei` on the member's own booking. */
export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, checkinApi.checkIn, async (request) => {
    const checked_in_at = await checkIn(app.deps, me(request), request.params.id);
    return { message: messages.checkinDone, checked_in_at };
  });

  // The room's QR code opens /checkin/<room code>; the code is the room's id.
  route(app, checkinApi.checkInAtRoom, async (request) => {
    const done = await checkInAtRoom(app.deps, me(request), request.params.roomCode);
    return { message: messages.checkinDone, ...done };
  });
};
