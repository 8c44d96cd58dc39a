import * as invoicesApi from '@arena/shared/invoices/calls';
import * as invoicesStaffApi from '@arena/shared/invoices/staff-calls';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';

import { formatCents } from '@arena/shared/rules/money';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { assertAllowed, me } from '../../plugins/auth.ts';
import { thisMonth } from '../plans/hours.service.ts';
import { staffMonth, staffMonthForCsv } from './admin-invoices.service.ts';
import { AppError } from '../../errors.ts';
import type { FastifyError } from 'fastify';
import { invoicesCsv, invoicesCsvName } from './invoices-csv.ts';
import { correctInvoice } from './corrections.service.ts';
import { issueMonthByStaff, previewMonth } from './issue-month.service.ts';
import { myInvoice, myInvoices } from './my-invoices.service.ts';
import { bookingBlockOf } from './overdue-block.service.ts';
import { myReceipt } from './receipt.service.ts';
import {
  cancelInvoice,
  markPaid,
  mustFind,
  paidNotice,
  recordNfse,
  staffItem,
  undoPayment,
} from './payments.service.ts';
import { resendNfse } from '../nfse/nfse.service.ts';
import { importStatement } from './statements.service.ts';
import { assignLine, restore, setAside, statementLines } from './waiting-lines.service.ts';
import { pixWebhookRoutes } from './pix-webhook.routes.ts';

/**
 * Invoices (docs/product.md#invoices): the manager's own, and staff's (for the `financeiro` role,
 * docs/product.md#financeiro).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pixWebhookRoutes);

  route(app, invoicesApi.listInvoices, async (request) => myInvoices(app.deps, me(request)));

  route(app, invoicesApi.getInvoice, async (request) => myInvoice(app.deps, me(request), request.params.id));

  route(app, invoicesApi.getInvoiceReceipt, async (request) => myReceipt(app.deps, me(request), request.params.id));

  route(app, invoicesApi.getBookingBlock, async (request) => bookingBlockOf(app.deps, me(request)));

  route(app, invoicesStaffApi.listAdminInvoices, async (request) => {
    const { month, ...page } = request.query;
    return staffMonth(app.deps, { ...page, month: month ?? thisMonth(app.deps) });
  });

  route(app, invoicesStaffApi.getAdminInvoice, async (request) => staffItem(app.deps, request.params.id));

  route(app, invoicesStaffApi.issueInvoices, async (request) => {
    const { month, confirm } = request.body;
    const { issued, existing } = await issueMonthByStaff(app.deps, month, confirm, me(request).id);
    return { message: invoicesStaffWords.invoicesIssued(issued, existing), issued, existing };
  });

  route(app, invoicesStaffApi.previewIssueInvoices, async (request) => previewMonth(app.deps, request.body.month));

  route(app, invoicesApi.sendPaidNotice, async (request) => paidNotice(app.deps, me(request), request.params.id));

  route(app, invoicesStaffApi.markInvoicePaid, async (request) => ({
    message: invoicesStaffWords.paymentSaved,
    invoice: await markPaid(app.deps, me(request), request.params.id, request.body),
  }));

  route(app, invoicesStaffApi.undoInvoicePayment, async (request) => ({
    message: invoicesStaffWords.paymentUndone,
    invoice: await undoPayment(app.deps, me(request), request.params.id),
  }));

  route(app, invoicesStaffApi.cancelInvoice, async (request) => ({
    message: invoicesStaffWords.invoiceCancelDone,
    invoice: await cancelInvoice(app.deps, me(request), request.params.id, request.body.reason),
  }));

  route(app, invoicesStaffApi.correctInvoice, async (request) => {
    const fresh = await correctInvoice(app.deps, me(request), request.params.id, request.body);
    const invoice = await staffItem(app.deps, fresh.id);
    // The new total, said: a recomputed invoice's total is known only now (walk C11).
    return { message: invoicesStaffWords.invoiceCorrected(fresh.number, formatCents(invoice.total_cents)), invoice };
  });

  route(app, invoicesStaffApi.setInvoiceNfse, async (request) => ({
    message: invoicesStaffWords.nfseSaved,
    invoice: await recordNfse(app.deps, me(request), request.params.id, request.body.nfse_number),
  }));

  route(app, invoicesStaffApi.resendInvoiceNfse, async (request) => {
    await mustFind(app.deps, request.params.id);
    await resendNfse(app.deps, me(request), request.params.id);
    return { message: invoicesStaffWords.nfseResent, invoice: await staffItem(app.deps, request.params.id) };
  });

  route(app, invoicesApi.listStatementLines, async (request) => statementLines(app.deps, request.query));

  route(app, invoicesApi.assignStatementLine, async (request) => ({
    message: invoicesStaffWords.statementAssigned,
    invoice: await assignLine(app.deps, me(request), request.body),
  }));

  route(app, invoicesApi.setStatementLineAside, async (request) =>
    setAside(app.deps, me(request), request.body.line_id, request.body.reason),
  );

  route(app, invoicesApi.restoreStatementLine, async (request) => restore(app.deps, me(request), request.body.line_id));

  route(app, invoicesApi.getInvoicesCsv, async (request, reply) => {
    const month = request.query.month ?? thisMonth(app.deps);
    const invoices = await staffMonthForCsv(app.deps, month);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${invoicesCsvName(month)}"`)
      .send(invoicesCsv(invoices, app.deps.config.SPACE_TIMEZONE));
  });

  await app.register(statementUpload);
};

/** The statement's upload: the body is the OFX file itself, read as bytes (up to 10 MB). */
const statementUpload: FastifyPluginAsyncZod = async (app) => {
  const { upload } = invoicesApi.importStatement;
  // Refuse callers who are not staff before reading up to 10 MB from them (the app's own check
  // comes on preValidation, after the body is parsed), as the room picture's upload does.
  app.addHook('preParsing', async (request) => {
    if (!request.user) throw new AppError(401, 'unauthenticated');
    assertAllowed(request.user, invoicesApi.importStatement.access, invoicesApi.importStatement.roles);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...upload.types],
    { parseAs: 'buffer', bodyLimit: upload.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError(415, 'statementType')));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'statementTooBig');
    throw error;
  });
  route(app, invoicesApi.importStatement, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(415, 'statementType');
    return importStatement(app.deps, me(request), request.body);
  });
};
