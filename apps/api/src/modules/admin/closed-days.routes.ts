import {
  closedDayItem,
  closedDayParams,
  createClosedDayAnswer,
  createClosedDayBody,
  listClosedDaysQuery,
  loadHolidaysAnswer,
  loadHolidaysBody,
} from '@arena/shared/schemas/admin-agenda';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { listClosedDays } from './closed-days.repository.ts';
import { closeDay, loadHolidays, reopenDay } from './closed-days.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Closed days (product.md §3, §7): the member calendar disables them and booking on them is refused. */
export const closedDaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/closed-days',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Dias fechados, por data; `year` filtra um ano',
        querystring: listClosedDaysQuery,
        response: { 200: z.array(closedDayItem), '4xx': errorAnswer },
      },
    },
    async (request) => listClosedDays(app.db, request.query.year),
  );

  app.post(
    '/admin/closed-days',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Fecha um dia; `bookings` conta as reservas que já existem nele (não são canceladas)',
        body: createClosedDayBody,
        response: { 200: createClosedDayAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => closeDay(app, me(request), request.body),
  );

  app.post(
    '/admin/closed-days/holidays',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary:
          'Fecha os feriados nacionais do ano em dias úteis (biblioteca date-holidays), sem repetir os já fechados',
        body: loadHolidaysBody,
        response: { 200: loadHolidaysAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => loadHolidays(app, me(request), request.body.year),
  );

  app.delete(
    '/admin/closed-days/:date',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Reabre um dia fechado',
        params: closedDayParams,
        response: { 200: messageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => reopenDay(app, me(request), request.params.date),
  );
};
