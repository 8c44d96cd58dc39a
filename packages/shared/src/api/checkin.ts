import { z } from 'zod';
import { messages } from '../messages.ts';
import { idField } from '../schemas/fields.ts';
import { endpoint } from './endpoint.ts';

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
  params: z.object({ id: idField(messages.appointmentNotFound) }),
  answers: { 200: checkinAnswer },
});

export const checkInAtRoom = endpoint({
  method: 'POST',
  path: '/checkin/:roomCode',
  access: 'manager',
  tag: 'booking',
  summary: 'Cheguei pelo QR code da sala: confirma a reserva própria dessa sala cuja janela de check-in está aberta',
  params: z.object({ roomCode: idField(messages.roomNotFound) }),
  answers: { 200: checkinAnswer.extend({ id: z.number() }) },
});
