import { z } from 'zod';
import {
  closedDayItem,
  closedDayParams,
  createClosedDayAnswer,
  createClosedDayBody,
  listClosedDaysQuery,
  loadHolidaysAnswer,
  loadHolidaysBody,
} from './schemas.ts';
import { messageAnswer } from '../contract/fields.ts';
import { closedDaysAnswer } from '../system/schemas.ts';
import { endpoint } from '../contract/endpoint.ts';

/** Days the space is closed besides weekends (docs/product.md#closed-days). */

export const listClosedDays = endpoint({
  method: 'GET',
  path: '/closed-days',
  access: 'public',
  tag: 'system',
  summary: 'Dias fechados (além dos fins de semana), de hoje em diante',
  answers: { 200: closedDaysAnswer },
});

export const listAdminClosedDays = endpoint({
  method: 'GET',
  path: '/admin/closed-days',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Dias fechados, por data; `year` filtra um ano',
  query: listClosedDaysQuery,
  answers: { 200: z.array(closedDayItem) },
});

export const closeDay = endpoint({
  method: 'POST',
  path: '/admin/closed-days',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Fecha um dia; `bookings` conta as reservas que já existem nele (não são canceladas)',
  body: createClosedDayBody,
  answers: { 200: createClosedDayAnswer },
});

export const loadHolidays = endpoint({
  method: 'POST',
  path: '/admin/closed-days/holidays',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Fecha os feriados nacionais do ano em dias úteis (biblioteca date-holidays), sem repetir os já fechados',
  body: loadHolidaysBody,
  answers: { 200: loadHolidaysAnswer },
});

export const reopenDay = endpoint({
  method: 'DELETE',
  path: '/admin/closed-days/:date',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Reabre um dia fechado',
  params: closedDayParams,
  answers: { 200: messageAnswer },
});
