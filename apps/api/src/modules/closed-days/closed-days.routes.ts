import {
  closedDayItem,
  closedDayParams,
  createClosedDayAnswer,
  createClosedDayBody,
  listClosedDaysQuery,
  loadHolidaysAnswer,
  loadHolidaysBody,
} from '@arena/shared/schemas/admin-agenda';
import { closedDaysAnswer } from '@arena/shared/schemas/system';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { localDate } from '../../lib/time.ts';
import { listClosedDays, listClosedDaysFrom } from './closed-days.repository.ts';
import { closeDay, loadHolidays, reopenDay } from './closed-days.service.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * Closed days (product.md §3, §7): anyone may read those ahead, for the member calendar that
 * disables them (booking on them is refused); staff list, add and remove them.
 */
export const closedDaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  app.get(
    '/closed-days',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Dias fechados (além dos fins de semana), de hoje em diante',
        response: { 200: closedDaysAnswer, '4xx': errorAnswer },
      },
    },
    async () => listClosedDaysFrom(db, localDate(clock(), config.SPACE_TIMEZONE)),
  );

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
    async (request) => listClosedDays(db, request.query.year),
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
    async (request) => closeDay(app.deps, me(request), request.body),
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
    async (request) => loadHolidays(app.deps, me(request), request.body.year),
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
    async (request) => reopenDay(app.deps, me(request), request.params.date),
  );
};
