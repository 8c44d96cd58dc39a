import * as calendarApi from '@arena/shared/calendar/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { calendarAddress, resetCalendarAddress } from './calendar.service.ts';

/**
 * The member's private calendar address (docs/product.md#calendar-feed): the calls to read it and
 * to replace it. The feed it serves is the bookings module's (bookings/feed.routes.ts).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, calendarApi.getCalendar, async (request) => calendarAddress(app.deps, me(request)));

  route(app, calendarApi.resetCalendar, async (request) => resetCalendarAddress(app.deps, me(request)));
};
