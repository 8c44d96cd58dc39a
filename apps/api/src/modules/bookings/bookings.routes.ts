import { messages } from '@arena/shared/messages';
import { endSlots, startSlots } from '@arena/shared/rules/slots';
import { agendaItem, cancelAgendaBody, listAgendaQuery } from '@arena/shared/schemas/admin-agenda';
import {
  type Appointment,
  appointment,
  cancelAppointmentBody,
  hoursParams,
  listAppointmentsBody,
  slotListAnswer,
  storeAppointmentAnswer,
  storeAppointmentBody,
} from '@arena/shared/schemas/appointments';
import { errorAnswer, idParams, messageAnswer } from '@arena/shared/schemas/fields';
import { listMyAppointmentsQuery, myAppointment } from '@arena/shared/schemas/my-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endText, startText } from '../../lib/slot.ts';
import { me } from '../../plugins/auth.ts';
import { fileRequest } from '../requests/requests.service.ts';
import { cancelByStaff, listAgenda } from './agenda.service.ts';
import { slotSettings } from './bookings.rules.ts';
import { type Booking, bookRoom, cancelOwnBooking, roomBookings } from './bookings.service.ts';
import { myBookings } from './my-bookings.service.ts';

const security = [{ bearer: [] }];
const tags = ['booking'];

/** A booking as the seed's store answer carries it (`appointment`): the room as `participants`. */
function appointmentOf(b: Booking): Appointment {
  return {
    id: b.id,
    user_id: b.userId,
    participants: b.room,
    date_initial: startText(b.slot),
    date_final: endText(b.slot),
    mine: true,
  };
}

/**
 * Bookings (product.md §4): members book a room, list a room's bookings and cancel their own;
 * staff see every room's bookings by day (the agenda) and cancel any (product.md §7).
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hours/disabled/:kind',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Horários: 1 = inícios, 2 = términos, como pares [rótulo, HH:MM:SS]',
        params: hoursParams,
        response: { 200: slotListAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      const settings = slotSettings(app.deps.config);
      return request.params.kind === '1' ? startSlots(settings) : endSlots(settings);
    },
  );

  app.post(
    '/manager/appointment/list',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary:
          'Próximos agendamentos de uma sala; com `date` (AAAA-MM-DD), os daquele dia. `mine` marca os do usuário',
        body: listAppointmentsBody,
        response: { 200: z.array(appointment), '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const { participants, date } = request.body;
      const json = await roomBookings(app.deps, me(request), participants, date);
      // Already the answer schema's JSON (room-list-cache.ts): Fastify sends a Buffer as it is.
      return reply.type('application/json; charset=utf-8').send(json as unknown as Appointment[]);
    },
  );

  app.get(
    '/appointments/mine',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Minhas reservas: as próximas em todas as salas; period=past, as dos últimos 90 dias',
        querystring: listMyAppointmentsQuery,
        response: { 200: z.array(myAppointment), '4xx': errorAnswer },
      },
    },
    async (request) => myBookings(app.deps, me(request), request.query.period),
  );

  app.post(
    '/manager/appointment/store',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Reserva uma sala (isStudio: false) ou pede o estúdio (isStudio: true)',
        body: storeAppointmentBody,
        response: { 200: storeAppointmentAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
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
        return { message: messages.studioDone };
      }
      const booked = await bookRoom(app.deps, caller, body.participants, body.date_initial, body.date_final);
      return { message: messages.bookingDone, appointment: appointmentOf(booked) };
    },
  );

  app.put(
    '/cancel-appointment',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Cancela um agendamento próprio (ui = id do usuário, ai = id do agendamento)',
        body: cancelAppointmentBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await cancelOwnBooking(app.deps, me(request), request.body.ui, request.body.ai);
      return { message: messages.cancelDone };
    },
  );

  app.get(
    '/admin/appointments',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Reservas ativas que começam entre from e to (inclusive; padrão: hoje), por início e sala',
        querystring: listAgendaQuery,
        response: { 200: z.array(agendaItem), '4xx': errorAnswer },
      },
    },
    async (request) => listAgenda(app.deps, request.query),
  );

  app.put(
    '/admin/appointments/:id/cancel',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Cancela uma reserva sem o prazo mínimo dos membros; o motivo vai por e-mail ao membro',
        params: idParams(messages.appointmentNotFound),
        body: cancelAgendaBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await cancelByStaff(app.deps, me(request), request.params.id, request.body.reason);
      return { message: messages.cancelDone };
    },
  );
};
