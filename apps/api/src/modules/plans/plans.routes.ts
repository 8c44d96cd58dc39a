import * as plansApi from '@arena/shared/plans/calls';
import { plansStaffWords } from '@arena/shared/plans/staff-words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { accountIdOf, accountUsage, thisMonth } from './hours.service.ts';
import { createPlan, plansForStaff, updatePlan } from './plans.service.ts';
import { usageReport } from './report.service.ts';
import { usageCsv, usageCsvName } from './usage-csv.ts';

/**
 * Plans and their hours (docs/product.md#plans): a member's usage of the month, staff's plans, and
 * staff's usage report as JSON (the back-office page) and as CSV (finance's spreadsheet).
 */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, plansApi.getUsage, async (request) => {
    const month = request.query.month ?? thisMonth(app.deps);
    const user = me(request);
    const usage = await accountUsage(app.deps.db, accountIdOf(user), month);
    // Team members see no money (docs/product.md#money): the hour's price is the manager's to see.
    return user.manager_id === null ? usage : { ...usage, overage_hour_cents: null };
  });

  route(app, plansApi.listPlans, async () => plansForStaff(app.deps.db));

  route(app, plansApi.createPlan, async (request) => ({
    message: plansStaffWords.plansCreated,
    plan: await createPlan(app.deps, me(request), request.body),
  }));

  route(app, plansApi.updatePlan, async (request) => ({
    message: plansStaffWords.plansSaved,
    plan: await updatePlan(app.deps, me(request), request.params.id, request.body),
  }));

  route(app, plansApi.getUsageReport, async (request) =>
    usageReport(app.deps, request.query.month ?? thisMonth(app.deps)),
  );

  route(app, plansApi.getUsageCsv, async (request, reply) => {
    const month = request.query.month ?? thisMonth(app.deps);
    const csv = usageCsv(await usageReport(app.deps, month));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${usageCsvName(month)}"`)
      .send(csv);
  });
};
