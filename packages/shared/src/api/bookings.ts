import { z } from 'zod';
import { messages } from '../messages.ts';
import { agendaItem, cancelAgendaBody, listAgendaQuery } from '../schemas/admin-agenda.ts';
import {
  appointment,
  cancelAppointmentBody,
  hoursParams,
  listAppointmentsBody,
  slotListAnswer,
  storeAppointmentAnswer,
  storeAppointmentBody,
} from '../schemas/appointments.ts';
import { bytesAnswer, idParams, messageAnswer, notModifiedAnswer } from '../schemas/fields.ts';
import { listMyAppointmentsQuery, myAppointment } from '../schemas/my-bookings.ts';
import { seriesAnswer, seriesBody, seriesDate } from '../schemas/series.ts';
import { endpoint } from './endpoint.ts';

/**
 * Bookings (docs/product.md#api-bookings): members book a room, list a room's bookings and
 * cancel their own; staff see every room's bookings by day and cancel any.
 */

export const listHours = endpoint({
  method: 'GET',
  path: '/hours/disabled/:kind',
  access: 'user',
  tag: 'booking',
  summary: 'Horários: 1 = inícios, 2 = términos, como pares [rótulo, HH:MM:SS]',
  params: hoursParams,
  answers: { 200: slotListAnswer },
});

export const listAppointments = endpoint({
  method: 'POST',
  path: '/manager/appointment/list',
  access: 'manager',
  tag: 'booking',
  summary: 'Próximos agendamentos de uma sala; com `date` (AAAA-MM-DD), os daquele dia. `mine` marca os do usuário',
  body: listAppointmentsBody,
  answers: { 200: z.array(appointment) },
});

export const listMyAppointments = endpoint({
  method: 'GET',
  path: '/appointments/mine',
  access: 'manager',
  tag: 'booking',
  summary: 'Minhas reservas: as próximas em todas as salas; period=past, as dos últimos 90 dias',
  query: listMyAppointmentsQuery,
  answers: { 200: z.array(myAppointment) },
});

export const storeAppointment = endpoint({
  method: 'POST',
  path: '/manager/appointment/store',
  access: 'manager',
  tag: 'booking',
  summary:
    'Reserva uma sala (isStudio: false) ou pede o estúdio (isStudio: true). Além das horas do plano, o excedente cobrado não passa de max_overage_minutes / max_overage_cents',
  body: storeAppointmentBody,
  answers: { 200: storeAppointmentAnswer },
});

export const previewSeries = endpoint({
  method: 'POST',
  path: '/manager/appointment/series/preview',
  access: 'manager',
  tag: 'booking',
  summary:
    'Repetir toda semana: cada data com o seu estado (livre, ocupado, dia_fechado, alem_do_prazo, sem_horas) e o excedente de cada data livre',
  body: seriesBody,
  answers: { 200: z.array(seriesDate) },
});

export const storeSeries = endpoint({
  method: 'POST',
  path: '/manager/appointment/series',
  access: 'manager',
  tag: 'booking',
  summary:
    'Reserva cada data livre da série, cada uma na sua transação; diz as recusadas. O excedente somado não passa do aceito na prévia. Um e-mail com um .ics',
  body: seriesBody,
  answers: { 200: seriesAnswer },
});

export const cancelAppointment = endpoint({
  method: 'PUT',
  path: '/cancel-appointment',
  access: 'manager',
  tag: 'booking',
  summary:
    'Cancela um agendamento próprio (ui = id do usuário, ai = id do agendamento); scope=following, ele e os seguintes da série',
  body: cancelAppointmentBody,
  answers: { 200: messageAnswer },
});

/** Calendar apps cannot sign in: the secret in the address is the access (docs/product.md#calendar-feed). */
export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/calendar/:secret.ics',
  access: 'public',
  tag: 'booking',
  summary: 'A agenda do membro em iCalendar: reservas de 30 dias atrás em diante; ETag e Last-Modified',
  params: z.object({ secret: z.string() }),
  answers: { 200: bytesAnswer, 304: notModifiedAnswer },
});

export const listAgenda = endpoint({
  method: 'GET',
  path: '/admin/appointments',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Reservas ativas que começam entre from e to (inclusive; padrão: hoje), por início e sala',
  query: listAgendaQuery,
  answers: { 200: z.array(agendaItem) },
});

export const cancelByStaff = endpoint({
  method: 'PUT',
  path: '/admin/appointments/:id/cancel',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Cancela uma reserva sem o prazo mínimo dos membros; o motivo vai por e-mail ao membro',
  params: idParams(messages.appointmentNotFound),
  body: cancelAgendaBody,
  answers: { 200: messageAnswer },
});
