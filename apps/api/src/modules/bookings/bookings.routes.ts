import { type Appointment } from '@arena/shared/bookings/schemas';
import * as bookingsApi from '@arena/shared/bookings/calls';
import { usersWords } from '@arena/shared/users/words';
import { bookingsWords } from '@arena/shared/bookings/words';

import { endSlots, startSlots } from '@arena/shared/rules/slots';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { endText, startText } from '../../lib/slot.ts';
import { me } from '../../plugins/auth.ts';
import { fileRequest } from '../requests/requests.service.ts';
import { cancelByStaff, listAgenda } from './agenda.service.ts';
import { slotSettings } from './bookings.rules.ts';
import { type Booking, bookRoom, cancelOwnBooking, roomBookings } from './bookings.service.ts';
import { myBookings } from './my-bookings.service.ts';
import { bookSeries, previewSeries } from './series.service.ts';

/** A booking as the seed's store answer carries it (`appointment`): the room as `participants`. */
function appointmentOf(b: Booking): Appointment {
  return {
    id: b.id,
    user_id: b.userId,
    participants: b.room,
    date_initial: startText(b.slot),
    date_final: endText(b.slot),
    mine: true,
    overage: b.overageMinutes > 0,
  };
}

/**
 * Bookings (docs/product.md#booking-rules): members book a room, list a room's bookings and cancel their own;
 * staff see every room's bookings by day (the agenda) and cancel any (docs/product.md#back-office).
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bookingsApi.listHours, async (request) => {
    const settings = slotSettings(app.deps.config);
    return request.params.kind === '1' ? startSlots(settings) : endSlots(settings);
  });

  route(app, bookingsApi.listAppointments, async (request, reply) => {
    const { participants, date } = request.body;
    const json = await roomBookings(app.deps, me(request), participants, date);
    // Already the answer schema's JSON (room-list-cache.ts): Fastify sends a Buffer as it is.
    return reply.type('application/json; charset=utf-8').send(json as unknown as Appointment[]);
  });

  route(app, bookingsApi.listMyAppointments, async (request) =>
    myBookings(app.deps, me(request), request.query.period),
  );

  route(app, bookingsApi.storeAppointment, async (request) => {
    const caller = me(request);
    const body = request.body;
    if (body.isStudio === true) {
      await fileRequest(app.deps, {
        type: 'studio',
        name: body.name,
        email: body.email,
        phone: body.phone,
        subject: 'Pedido de uso do estúdio',
        message: body.mensage,
        user_id: caller.id,
      });
      return { message: usersWords.studioDone };
    }
    const consent = { minutes: body.max_overage_minutes ?? 0, cents: body.max_overage_cents ?? 0 };
    const booked = await bookRoom(app.deps, caller, body.participants, body.date_initial, body.date_final, { consent });
    return { message: bookingsWords.bookingDone, appointment: appointmentOf(booked) };
  });

  route(app, bookingsApi.cancelAppointment, async (request) => {
    const { ui, ai, scope } = request.body;
    const cancelled = await cancelOwnBooking(app.deps, me(request), ui, ai, scope);
    // One booking: the seed's words; a series' following ones: how many (docs/product.md#series).
    return { message: scope === 'following' ? bookingsWords.seriesCancelled(cancelled) : bookingsWords.cancelDone };
  });

  route(app, bookingsApi.previewSeries, async (request) => previewSeries(app.deps, me(request), request.body));

  route(app, bookingsApi.storeSeries, async (request) => bookSeries(app.deps, me(request), request.body));

  route(app, bookingsApi.listAgenda, async (request) => listAgenda(app.deps, request.query));

  route(app, bookingsApi.cancelByStaff, async (request) => {
    await cancelByStaff(app.deps, me(request), request.params.id, request.body.reason);
    return { message: bookingsWords.cancelDone };
  });
};
