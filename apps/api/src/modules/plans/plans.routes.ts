import { messages } from '@arena/shared/messages';
import { errorAnswer, idParams } from '@arena/shared/schemas/fields';
import {
  createPlanBody,
  monthQuery,
  planAnswer,
  planItem,
  updatePlanBody,
  usageAnswer,
  usageReport as usageReportSchema,
} from '@arena/shared/schemas/plans';
import { adminMessages } from '@arena/shared/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { me } from '../../plugins/auth.ts';
import { accountIdOf, accountUsage, thisMonth } from './hours.service.ts';
import { createPlan, plansForStaff, updatePlan } from './plans.service.ts';
import { usageReport } from './report.service.ts';
import { usageCsv, usageCsvName } from './usage-csv.ts';

const security = [{ bearer: [] }];

/**
 * Plans and their hours (product.md §9): a member's usage of the month, staff's plans, and
 * staff's usage report as JSON (the back-office page) and as CSV (finance's spreadsheet).
 */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/usage',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        security,
        summary: 'Horas de sala da conta no mês (padrão: o mês atual em São Paulo), em minutos',
        querystring: monthQuery,
        response: { 200: usageAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => {
      const month = request.query.month ?? thisMonth(app.deps);
      return accountUsage(app.deps.db, accountIdOf(me(request)), month);
    },
  );

  app.get(
    '/admin/plans',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Planos, ativos ou não, das menos às mais horas',
        response: { 200: z.array(planItem), '4xx': errorAnswer },
      },
    },
    async () => plansForStaff(app.deps.db),
  );

  app.post(
    '/admin/plans',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Cria um plano: nome, horas de sala por mês e o excedente (block ou charge)',
        body: createPlanBody,
        response: { 200: planAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => ({
      message: adminMessages.plansCreated,
      plan: await createPlan(app.deps, me(request), request.body),
    }),
  );

  app.patch(
    '/admin/plans/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Altera nome, horas por mês, excedente ou oferta de um plano',
        params: idParams(messages.planNotFound),
        body: updatePlanBody,
        response: { 200: planAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => ({
      message: adminMessages.plansSaved,
      plan: await updatePlan(app.deps, me(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/reports/usage',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Uso do mês: horas por conta e ocupação semanal de cada sala',
        querystring: monthQuery,
        response: { 200: usageReportSchema, '4xx': errorAnswer },
      },
    },
    async (request) => usageReport(app.deps, request.query.month ?? thisMonth(app.deps)),
  );

  app.get(
    '/admin/reports/usage.csv',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Horas por conta no mês em CSV para o Excel em português (; e vírgula decimal, UTF-8 com BOM)',
        querystring: monthQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), '4xx': errorAnswer },
      },
    },
    async (request, reply) => {
      const month = request.query.month ?? thisMonth(app.deps);
      const csv = usageCsv(await usageReport(app.deps, month));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${usageCsvName(month)}"`)
        .send(csv);
    },
  );
};
