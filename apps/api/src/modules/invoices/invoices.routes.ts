import * as invoicesApi from '@arena/shared/api/invoices';
import { adminMessages } from '@arena/shared/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { thisMonth } from '../plans/hours.service.ts';
import { staffInvoices } from './admin-invoices.service.ts';
import { issueMonth, myInvoice, myInvoices } from './invoices.service.ts';

/**
 * Invoices (docs/product.md#invoices): the manager's own, and staff's (for the `financeiro` role,
 * docs/product.md#staff-roles).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, invoicesApi.listInvoices, async (request) => myInvoices(app.deps, me(request)));

  route(app, invoicesApi.getInvoice, async (request) => myInvoice(app.deps, me(request), request.params.id));

  route(app, invoicesApi.listAdminInvoices, async (request) =>
    staffInvoices(app.deps, request.query.month ?? thisMonth(app.deps), request.query.status),
  );

  route(app, invoicesApi.issueInvoices, async (request) => {
    const { issued, existing } = await issueMonth(app.deps, request.body.month, me(request).id);
    return { message: adminMessages.invoicesIssued(issued, existing), issued, existing };
  });
};
