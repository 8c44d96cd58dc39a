import jsQRModule from 'jsqr';
// @ts-expect-error pngjs (qrcode's own PNG codec) ships no types; only PNG.sync.read is used.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChargeCode } from '../../src/modules/invoices/pix.service.ts';
import { syncCharges } from '../../src/modules/invoices/pix/charges.job.ts';
import type { Attachment } from '../../src/modules/mail/mail.service.ts';
import { mailWorker } from '../../src/modules/mail/mail.queue.ts';
import { activeManager } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';
import { MemoryPsp } from './memory-psp.ts';

/**
 * The e-mail sent at issue (docs/product.md#pix-charges): queued before the charge exists, it
 * leaves with the charge's dynamic code — in the text, the HTML and the QR — when the charge is
 * active by the time it is sent, and with the static code otherwise (the PSP down, no charge yet).
 * Today is Monday 2026-11-23.
 */
type QrReader = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQRLoaded = jsQRModule as unknown as QrReader | { default: QrReader };
const jsQR: QrReader = typeof jsQRLoaded === 'function' ? jsQRLoaded : jsQRLoaded.default;
const readQr = (base64: string) => {
  const image = PNG.sync.read(Buffer.from(base64, 'base64')) as { data: Buffer; width: number; height: number };
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

describe('the invoice e-mail’s Pix code', () => {
  let app: TestApp;
  const { pricedPlan } = invoiceSteps(() => app);
  const psp = new MemoryPsp();
  type Sent = { to: string; subject: string; text: string; html: string; attachments: Attachment[] };
  const sent: Sent[] = [];
  const deliver = () =>
    mailWorker(
      app.deps,
      {
        sendMail: async (m: Sent) => {
          sent.push(m);
          return {};
        },
      } as unknown as Parameters<typeof mailWorker>[1],
      (id) => liveChargeCode(app.db, id),
    ).deliverDue();

  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_GLOBAL: '100000/1m',
      PIX_KEY: 'financeiro@arenacowork.com.br',
      PIX_MERCHANT_NAME: 'Arena Cowork Serviços',
      PIX_MERCHANT_CITY: 'São Paulo',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const issued = async (cents: number) => {
    const plan = await pricedPlan({ monthly_price_cents: cents });
    const who = await activeManager(app, { plan: plan.name });
    const invoice = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('account_id', '=', who.id)
      .executeTakeFirstOrThrow();
    const queued = await app.db
      .selectFrom('outbox')
      .select(['text', 'attachments'])
      .where('recipient', '=', who.email)
      .where('subject', 'like', 'Fatura %')
      .executeTakeFirstOrThrow();
    // Queued with the static code: the charge did not exist yet.
    const statik = (JSON.parse(queued.attachments ?? '[]') as Attachment[])[0]?.qr;
    expect(statik).toContain('br.gov.bcb.pix');
    expect(queued.text).toContain(statik);
    return { who, invoice, statik: statik ?? '' };
  };
  const mailTo = (email: string) => {
    const mail = sent.find((m) => m.to === email && m.subject.startsWith('Fatura '));
    if (!mail) throw new Error(`no invoice e-mail to ${email}`);
    return mail;
  };

  it('carries the charge’s dynamic code and QR when the charge is active at send time', async () => {
    const { who, invoice, statik } = await issued(81_000);
    await syncCharges(app.deps, psp);
    const charge = await app.db
      .selectFrom('pix_charges')
      .select(['state', 'copia_e_cola'])
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(charge.state).toBe('ativa');
    const dynamic = charge.copia_e_cola ?? '';
    await deliver();
    const mail = mailTo(who.email);
    expect(mail.text).toContain(dynamic);
    expect(mail.text).not.toContain(statik);
    expect(mail.html).toContain(dynamic);
    expect(mail.html).not.toContain(statik.slice(0, 60));
    const [png] = mail.attachments;
    expect(png).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
    expect(png).not.toHaveProperty('pix_invoice');
    expect(readQr(png?.content ?? '')).toBe(dynamic);
  });

  it('carries the static code when the charge is not active yet (the PSP down)', async () => {
    const { who, invoice, statik } = await issued(82_000);
    psp.down = true;
    try {
      await syncCharges(app.deps, psp);
    } finally {
      psp.down = false;
    }
    const charge = await app.db
      .selectFrom('pix_charges')
      .select('state')
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(charge.state).toBe('criada');
    await deliver();
    const mail = mailTo(who.email);
    expect(mail.text).toContain(statik);
    const [png] = mail.attachments;
    expect(readQr(png?.content ?? '')).toBe(statik);
  });
});
