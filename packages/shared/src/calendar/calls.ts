import { calendarFeedAnswer } from '../bookings/schemas.ts';
import { endpoint } from '../contract/endpoint.ts';

export const getCalendar = endpoint({
  method: 'GET',
  path: '/users/me/calendar',
  access: 'manager',
  tag: 'booking',
  summary: 'O endereço privado da agenda do membro (iCalendar), criado no primeiro pedido',
  answers: { 200: calendarFeedAnswer },
});

export const resetCalendar = endpoint({
  method: 'POST',
  path: '/users/me/calendar/reset',
  access: 'manager',
  tag: 'booking',
  summary: 'Gera um novo endereço da agenda; o anterior deixa de existir (404)',
  answers: { 200: calendarFeedAnswer },
});
