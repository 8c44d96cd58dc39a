import { cancelAppointmentBody, listAppointmentsBody, storeAppointmentBody } from './schemas.ts';
import { usersWords } from '../users/words.ts';
import { bookingsWords } from './words.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// Booking, studio request and cancellation (docs/product.md#api, #errors; docs/product.md#booking-rules).
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

const bookingInvalid = 'Ops, faltam informações ou a data é anterior à atual.';
const room = { participants: 'Sala 10', date_initial: '2026-11-23 08:00:00', date_final: '2026-11-23 09:00' };
const studio = { isStudio: true, name: 'Ana', phone: '(11) 91234-5678', email: 'ana@exemplo.com', mensage: 'Olá' };

describe('listAppointmentsBody', () => {
  it('needs a room', () => {
    expect(listAppointmentsBody.parse({ participants: ' Sala 10 ' })).toEqual({ participants: 'Sala 10' });
    expect(firstMessage(listAppointmentsBody, { participants: '' })).toBe('Sala não encontrada.');
  });
});

describe('storeAppointmentBody: room booking', () => {
  it('accepts a booking with or without isStudio: false', () => {
    expect(storeAppointmentBody.parse(room)).toEqual(room);
    expect(storeAppointmentBody.parse({ ...room, isStudio: false })).toEqual({ ...room, isStudio: false });
  });

  it('refuses missing or malformed times with the booking message', () => {
    expect(firstMessage(storeAppointmentBody, { ...room, date_final: undefined })).toBe(bookingInvalid);
    expect(firstMessage(storeAppointmentBody, { ...room, date_initial: '23/11/2026 08:00' })).toBe(bookingInvalid);
    expect(firstMessage(storeAppointmentBody, { ...room, participants: '' })).toBe(bookingInvalid);
    expect(firstMessage(storeAppointmentBody, {})).toBe(bookingInvalid);
  });

  it('refuses an unknown isStudio value', () => {
    expect(firstMessage(storeAppointmentBody, { ...room, isStudio: 'sim' })).toBe(bookingInvalid);
  });
});

describe('storeAppointmentBody: studio request', () => {
  it('accepts a complete request, lower-casing the e-mail', () => {
    expect(storeAppointmentBody.parse({ ...studio, email: 'Ana@Exemplo.com' })).toEqual(studio);
  });

  it('asks for all four fields, even when one is left out entirely', () => {
    const message = 'Todos os campos devem ser preenchidos';
    expect(firstMessage(storeAppointmentBody, { ...studio, name: '' })).toBe(message);
    expect(firstMessage(storeAppointmentBody, { ...studio, mensage: ' ' })).toBe(message);
    expect(firstMessage(storeAppointmentBody, { ...studio, name: undefined })).toBe(message);
  });

  it('refuses a malformed e-mail with the studio words', () => {
    expect(firstMessage(storeAppointmentBody, { ...studio, email: 'ana' })).toBe(usersWords.studioEmailInvalid);
    expect(firstMessage(storeAppointmentBody, { ...studio, email: '' })).toBe('Todos os campos devem ser preenchidos');
  });
});

describe('cancelAppointmentBody', () => {
  it('takes ids as numbers or digit strings', () => {
    expect(cancelAppointmentBody.parse({ ui: '12', ai: 3 })).toEqual({ ui: 12, ai: 3, scope: 'one' });
  });

  it('refuses anything that is not a positive whole id, in Portuguese', () => {
    const message = bookingsWords.appointmentNotFound;
    expect(firstMessage(cancelAppointmentBody, { ui: 1, ai: 'abc' })).toBe(message);
    expect(firstMessage(cancelAppointmentBody, { ui: 1, ai: 0 })).toBe(message);
    expect(firstMessage(cancelAppointmentBody, { ui: 1, ai: -4 })).toBe(message);
    expect(firstMessage(cancelAppointmentBody, { ui: 1, ai: 1.5 })).toBe(message);
    expect(firstMessage(cancelAppointmentBody, { ui: 1 })).toBe(message);
  });
});
