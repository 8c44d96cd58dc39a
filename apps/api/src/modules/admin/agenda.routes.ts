import { messages } from '@arena/shared/messages';
import { agendaItem, cancelAgendaBody, listAgendaQuery } from '@arena/shared/schemas/admin-agenda';
import { errorAnswer, idParams, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { cancelByStaff, listAgenda } from './agenda.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The staff agenda: every room's bookings by day, and cancelling one (product.md §3, §7). */
export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/appointments',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Reservas ativas que começam entre from e to (inclusive; padrão: hoje), por início e sala',
        querystring: listAgendaQuery,
        response: { 200: z.array(agendaItem), '4xx': errorAnswer },
      },
    },
    async (request) => listAgenda(app, request.query),
  );

  app.put(
    '/admin/appointments/:id/cancel',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Cancela uma reserva sem o prazo mínimo dos membros; o motivo vai por e-mail ao membro',
        params: idParams(messages.appointmentNotFound),
        body: cancelAgendaBody,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      await cancelByStaff(app, me(request), request.params.id, request.body.reason);
      return { message: messages.cancelDone };
    },
  );
};
