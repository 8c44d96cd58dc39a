import { createHash, timingSafeEqual } from 'node:crypto';
import * as invoicesApi from '@arena/shared/invoices/calls';
import { centsOfValor, type WebhookPix } from '@arena/shared/invoices/pix-schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { staffItem } from './admin-invoices.service.ts';
import { mustFind } from './payments.service.ts';
import { retryCharge } from './pix/charge-retry.service.ts';
import { applyPix, type ReceivedPix, unknownPix } from './pix/received.service.ts';
import { refundPix } from './pix/refunds.service.ts';
import { pixSettingsOf } from './pix/settings.ts';

/** Whether `given` is the webhook's secret, in constant time (both hashed to one length first). */
export function secretMatches(given: string, secret: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

/** A webhook's Pix as Arena keeps it. */
export function receivedOf(pix: WebhookPix): ReceivedPix {
  const payer = pix.pagador ?? pix.devedor;
  return {
    end_to_end_id: pix.endToEndId,
    txid: pix.txid ?? null,
    amount_cents: centsOfValor(pix.valor),
    payer_name: payer?.nome ?? null,
    payer_document: payer?.cpf ?? payer?.cnpj ?? null,
    received_at: new Date(pix.horario).toISOString(),
  };
}

/**
 * The PSP's webhook (docs/product.md#pix-charges): without the Pix settings it is not there (404);
 * a wrong secret is refused (403), a body not as the standard says (400); each Pix is applied once by its
 * end-to-end id, one after the other, and the PSP hears 200 once all are kept.
 */
export const pixWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (request: { params: { secret: string }; body: { pix: WebhookPix[] } }) => {
    const secret = pixSettingsOf(app.config)?.webhookSecret;
    if (!secret) throw new AppError(404, 'notFound');
    if (!secretMatches(request.params.secret, secret)) throw new AppError(403, 'pixWebhookRefused');
    for (const pix of request.body.pix) await applyPix(app.deps, receivedOf(pix), 'webhook');
    return { message: invoicesStaffWords.pixWebhookDone };
  };
  // Its own limit, not the global one: the PSP's few addresses carry every member's payment.
  const limit = app.config.RATE_LIMIT_PIX_WEBHOOK;
  route(app, invoicesApi.receivePixWebhook, handler, { limit });
  route(app, invoicesApi.receivePixWebhookPix, handler, { limit });

  route(app, invoicesApi.listUnknownPix, async () => ({ pix: await unknownPix(app.db) }));

  route(app, invoicesApi.retryPixCharge, async (request) => {
    await mustFind(app.deps, request.params.id);
    await retryCharge(app.deps, me(request), request.params.id);
    // This process's job sends it now; another's finds it at its next run.
    app.pix?.nudge();
    return { message: invoicesStaffWords.pixChargeRetried, invoice: await staffItem(app.deps, request.params.id) };
  });

  route(app, invoicesApi.refundPix, async (request) => {
    await refundPix(app.deps, app.pix?.refund ?? null, me(request), request.params.id, request.body);
    return { message: invoicesStaffWords.pixRefundAsked, invoice: await staffItem(app.deps, request.params.id) };
  });
};
