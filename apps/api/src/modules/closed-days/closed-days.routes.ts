import * as closedDaysApi from '@arena/shared/closed-days/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { localDate } from '../../lib/time.ts';
import { listClosedDays, listClosedDaysFrom } from './closed-days.repository.ts';
import { closeDay, loadHolidays, reopenDay } from './closed-days.service.ts';

/**
 * Closed days (docs/product.md#api, #back-office): anyone may read those ahead, for the member calendar that
 * disables them (booking on them is refused); staff list, add and remove them.
 */
export const closedDaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  route(app, closedDaysApi.listClosedDays, async () =>
    listClosedDaysFrom(db, localDate(clock(), config.SPACE_TIMEZONE)),
  );

  route(app, closedDaysApi.listAdminClosedDays, async (request) => listClosedDays(db, request.query.year));

  route(app, closedDaysApi.closeDay, async (request) => closeDay(app.deps, me(request), request.body));

  route(app, closedDaysApi.loadHolidays, async (request) => loadHolidays(app.deps, me(request), request.body.year));

  route(app, closedDaysApi.reopenDay, async (request) => reopenDay(app.deps, me(request), request.params.date));
};
