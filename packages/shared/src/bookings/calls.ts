import { z } from 'zod';
import {
  agendaItem,
  cancelAgendaBody,
  listAgendaQuery,
  appointment,
  cancelAppointmentBody,
  hoursParams,
  listAppointmentsBody,
  slotListAnswer,
  storeAppointmentAnswer,
  storeAppointmentBody,
  listMyAppointmentsQuery,
  myAppointment,
  seriesAnswer,
  seriesBody,
  seriesDate,
} from './schemas.ts';
import {
  addGuestAnswer,
  addGuestBody,
  guestItemParams,
  guestList,
  guestParams,
  listVisitorsQuery,
  visitor,
  visitorParams,
} from './guest-schemas.ts';
import { bytesAnswer, idParams, messageAnswer, notModifiedAnswer, idField } from '../contract/fields.ts';
import { endpoint } from '../contract/endpoint.ts';
import { bookingsWords } from './words.ts';

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
  params: idParams(bookingsWords.appointmentNotFound),
  body: cancelAgendaBody,
  answers: { 200: messageAnswer },
});

/**
 * Check-in (docs/product.md#checkin): with CHECKIN_MINUTES set, the owner confirms a booking from
 * 10 minutes before its start until CHECKIN_MINUTES after; one not confirmed by then is released.
 */

const checkinAnswer = z.object({ message: z.string(), checked_in_at: z.string() });

export const checkIn = endpoint({
  method: 'POST',
  path: '/appointments/:id/checkin',
  access: 'manager',
  tag: 'booking',
  summary: 'Cheguei: confirma uma reserva própria de 10 minutos antes do início até CHECKIN_MINUTES depois',
  params: z.object({ id: idField(bookingsWords.appointmentNotFound) }),
  answers: { 200: checkinAnswer },
});

export const checkInAtRoom = endpoint({
  method: 'POST',
  path: '/checkin/:roomCode',
  access: 'manager',
  tag: 'booking',
  summary: 'Cheguei pelo QR code da sala: confirma a reserva própria dessa sala cuja janela de check-in está aberta',
  params: z.object({ roomCode: idField(bookingsWords.roomNotFound) }),
  answers: { 200: checkinAnswer.extend({ id: z.number() }) },
});

/**
 * Visitors (docs/product.md#visitors): a member's guests of a room booking, and reception's
 * Convidados de hoje. The two staff calls are reception's work (the `recepcao` role).
 */

export const listGuests = endpoint({
  method: 'GET',
  path: '/appointments/:id/guests',
  access: 'manager',
  tag: 'booking',
  summary: 'Os convidados de uma reserva própria e quantos cabem (a capacidade da sala menos quem convida)',
  params: guestParams,
  answers: { 200: guestList },
});

export const addGuest = endpoint({
  method: 'POST',
  path: '/appointments/:id/guests',
  access: 'manager',
  tag: 'booking',
  summary: 'Adiciona um convidado (nome, e-mail opcional) até a reserva começar; com e-mail, ele recebe o convite',
  params: guestParams,
  body: addGuestBody,
  answers: { 200: addGuestAnswer },
});

export const removeGuest = endpoint({
  method: 'DELETE',
  path: '/appointments/:id/guests/:guestId',
  access: 'manager',
  tag: 'booking',
  summary: 'Remove um convidado até a reserva começar; com e-mail, ele recebe o cancelamento do convite',
  params: guestItemParams,
  answers: { 200: messageAnswer },
});

export const listVisitors = endpoint({
  method: 'GET',
  path: '/admin/visitors',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Convidados do dia (padrão: hoje): nome, quem convidou, sala e horário, por início',
  query: listVisitorsQuery,
  answers: { 200: z.array(visitor) },
});

export const markVisitorArrived = endpoint({
  method: 'POST',
  path: '/admin/visitors/:id/arrived',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Registra a chegada de um convidado; quem convidou é avisado por e-mail',
  params: visitorParams,
  answers: { 200: messageAnswer },
});
