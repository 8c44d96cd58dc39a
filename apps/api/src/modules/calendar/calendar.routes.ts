import { errorAnswer } from '@arena/shared/schemas/fields';
import { calendarFeedAnswer } from '@arena/shared/schemas/my-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { me } from '../../plugins/auth.ts';
import { calendarAddress, resetCalendarAddress } from './calendar.service.ts';

const security = [{ bearer: [] }];
const tags = ['booking'];

/**
 * The member's private calendar address (docs/product.md#calendar-feed): the calls to read it and
 * to replace it. The feed it serves is the bookings module's (bookings/feed.routes.ts).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/calendar',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'O endereço privado da agenda do membro (iCalendar), criado no primeiro pedido',
        response: { 200: calendarFeedAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => calendarAddress(app.deps, me(request)),
  );

  app.post(
    '/users/me/calendar/reset',
    {
      config: { auth: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Gera um novo endereço da agenda; o anterior deixa de existir (404)',
        response: { 200: calendarFeedAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => resetCalendarAddress(app.deps, me(request)),
  );
};
