import { z } from 'zod';
import { idParams } from '../contract/fields.ts';
import {
  createPlanBody,
  monthQuery,
  planAnswer,
  planItem,
  updatePlanBody,
  usageReport,
  usageAnswer,
} from './schemas.ts';
import { endpoint } from '../contract/endpoint.ts';
import { plansWords } from './words.ts';

/** Plans with their room hours, and staff's usage report (docs/product.md#plans, #usage-report). */

export const listPlans = endpoint({
  method: 'GET',
  path: '/admin/plans',
  access: 'staff',
  roles: ['recepcao', 'financeiro', 'admin'],
  tag: 'admin',
  summary: 'Planos, ativos ou não, das menos às mais horas',
  answers: { 200: z.array(planItem) },
});

export const createPlan = endpoint({
  method: 'POST',
  path: '/admin/plans',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Cria um plano: nome, horas de sala por mês e o excedente (block ou charge)',
  body: createPlanBody,
  answers: { 200: planAnswer },
});

export const updatePlan = endpoint({
  method: 'PATCH',
  path: '/admin/plans/:id',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Altera nome, horas por mês, excedente ou oferta de um plano',
  params: idParams(plansWords.planNotFound),
  body: updatePlanBody,
  answers: { 200: planAnswer },
});

export const getUsageReport = endpoint({
  method: 'GET',
  path: '/admin/reports/usage',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Uso do mês: horas por conta e ocupação semanal de cada sala',
  query: monthQuery,
  answers: { 200: usageReport },
});

export const getUsageCsv = endpoint({
  method: 'GET',
  path: '/admin/reports/usage.csv',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Horas por conta no mês em CSV para o Excel em português (; e vírgula decimal, UTF-8 com BOM)',
  query: monthQuery,
  answers: { 200: z.string() },
  produces: 'text/csv',
});

export const getUsage = endpoint({
  method: 'GET',
  path: '/users/me/usage',
  access: 'user',
  tag: 'account',
  summary: 'Horas de sala da conta no mês (padrão: o mês atual em São Paulo), em minutos',
  query: monthQuery,
  answers: { 200: usageAnswer },
});
