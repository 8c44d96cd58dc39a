import { messages } from '@arena/shared/messages';
import { endSlots, startSlots } from '@arena/shared/rules/slots';
import {
  appointment,
  cancelAppointmentBody,
  listAppointmentsBody,
  storeAppointmentBody,
} from '@arena/shared/schemas/appointments';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { fileRequest } from '../requests/requests.service.ts';
import { slotSettings } from './booking.rules.ts';
import { bookRoom, cancelOwnAppointment, upcomingAppointments } from './booking.service.ts';

const security = [{ bearer: [] }];
const tags = ['booking'];
const slotList = z.array(z.tuple([z.string(), z.string()]));

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hours/disabled/:kind',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Horários: 1 = inícios, 2 = términos, como pares [rótulo, HH:MM:SS]',
        params: z.object({ kind: z.enum(['1', '2'], { error: messages.notFound }) }),
        response: { 200: slotList, '4xx': errorAnswer },
      },
    },
    async (request) => {
      const settings = slotSettings(app.config);
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
        summary: 'Próximos agendamentos de uma sala; `mine` marca os do usuário',
        body: listAppointmentsBody,
        response: { 200: z.array(appointment), '4xx': errorAnswer },
      },
    },
    async (request) => upcomingAppointments(app, me(request), request.body.participants),
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
        response: { 200: z.object({ message: z.string(), appointment: appointment.optional() }), '4xx': errorAnswer },
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
      const booked = await bookRoom(app, caller, body.participants, body.date_initial, body.date_final);
      return { message: messages.bookingDone, appointment: booked };
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
      await cancelOwnAppointment(app, me(request), request.body.ui, request.body.ai);
      return { message: messages.cancelDone };
    },
  );
};
