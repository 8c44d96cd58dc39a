import * as auditLogApi from '@arena/shared/audit-log/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { auditPage } from './audit-log.service.ts';

/** Every staff action (who, what, when, before/after), read-only: there is no route that writes it (docs/product.md#back-office). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, auditLogApi.listAudit, async (request) => auditPage(app.db, request.query));
};
