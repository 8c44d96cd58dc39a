import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import jsQRModule from 'jsqr';
import { hasError, parsePix } from 'pix-utils';
// @ts-expect-error pngjs (qrcode's own PNG codec) ships no types; only PNG.sync.read is used.
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { activeManager, type Member, outbox, staffToken } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { planSteps } from '../plans/plan-steps.ts';
import type { Attachment } from '../../src/modules/mail/mail.service.ts';
import { mailWorker } from '../../src/modules/mail/mail.queue.ts';
import { invoiceSteps } from './invoice-steps.ts';

/** São Paulo is UTC−3: local midnight of `date` as an instant. */
const spMidnight = (date: string) => new Date(`${date}T03:00:00.000Z`).toISOString();

// jsqr's CommonJS default export, as Node's ESM loader hands it over.
type QrReader = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQRLoaded = jsQRModule as unknown as QrReader | { default: QrReader };
const jsQR: QrReader = typeof jsQRLoaded === 'function' ? jsQRLoaded : jsQRLoaded.default;

/** Decodes a PNG (bytes or a data URL) with an independent QR reader. */
function readQr(png: Buffer | string): string | undefined {
  const bytes = typeof png === 'string' ? Buffer.from(png.replace(/^data:image\/png;base64,/, ''), 'base64') : png;
  const image = PNG.sync.read(bytes) as { data: Buffer; width: number; height: number };
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

const PIX = {
  PIX_KEY: 'financeiro@arenacowork.com.br',
  PIX_MERCHANT_NAME: 'Arena Cowork Serviços',
  PIX_MERCHANT_CITY: 'São Paulo',
};

/**
 * Invoices (docs/product.md#invoices) and their Pix (docs/product.md#pix), on the injected clock:
 * today is Monday 2026-11-23 in São Paulo.
 */
describe('invoices', () => {
  let app: TestApp;
  const { asStaff, as, pricedPlan, teamMember } = invoiceSteps(() => app);
  const { book } = planSteps(() => app);
  let ana: Member;

  beforeAll(async () => {
    app = await createTestApp({ OPENING_HOURS: '00:00-24:00', RATE_LIMIT_GLOBAL: '100000/1m', ...PIX });
  });
  afterAll(async () => {
    await app.close();
  });

  const invoicesOf = (who: Member) =>
    app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).orderBy('month').execute();
  /** Staff signed in at the clock's time (a session of November has expired by March). */
  const staffAt = async () => {
    const token = await staffToken(app);
    return (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  };

  it('issues the first invoice at approval, pro rata from the approval day, rounded once per line', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 29_990, seat_price_cents: 4_999, overage_hour_cents: 6_000 });
    ana = await activeManager(app, { plan: plan.name, qtd_team: 2 });
    const [first] = await invoicesOf(ana);
    // 23 to 30 November: 8 of 30 days. 29 990 × 8 ÷ 30 = 7 997,33 → 7 997; 4 999 × 8 ÷ 30 = 1 333,07 → 1 333.
    expect(JSON.parse(first?.lines ?? '[]')).toEqual([
      {
        description: `Plano ${plan.name} — 23/11 a 30/11 (8 de 30 dias)`,
        quantity: 1,
        unit_cents: 7_997,
        total_cents: 7_997,
      },
      {
        description: 'Posições da equipe — 23/11 a 30/11 (8 de 30 dias)',
        quantity: 2,
        unit_cents: 1_333,
        total_cents: 2_666,
      },
    ]);
    expect(first).toMatchObject({ month: '2026-11', total_cents: 10_663, status: 'aberta', due_date: '2026-11-28' });
    expect(first?.number).toMatch(/^2026-\d{6}$/);
    const mail = (await outbox(app, ana.email)).find((m) => m.subject.startsWith(`Fatura ${first?.number}`));
    expect(mail?.subject).toBe(`Fatura ${first?.number} do Arena Cowork: R$ 106,63, vence em 28/11/2026`);
  });

  it('shows the manager the invoice with a Pix code an independent parser reads, and its QR decodes to it', async () => {
    const list = (await as(ana, 'GET', '/api/invoices')).json();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        number: expect.stringMatching(/^2026-/),
        month: '2026-11',
        total_cents: 10_663,
        due_date: '2026-11-28',
        status: 'aberta',
        overdue: false,
        paid_notice: false,
        replaces: null,
        replaced_by: null,
        received_cents: 0,
        balance_cents: 10_663,
      },
    ]);
    const detail = (await as(ana, 'GET', `/api/invoices/${list[0].id}`)).json();
    expect(detail.lines).toHaveLength(2);
    const parsed = parsePix(detail.pix_code);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: PIX.PIX_KEY,
      merchantName: 'Arena Cowork Servicos',
      merchantCity: 'Sao Paulo',
      transactionAmount: 106.63,
      txid: list[0].number.replace('-', ''),
    });
    expect(readQr(detail.pix_qr)).toBe(detail.pix_code);
    expect(detail.payment_instructions).toBeNull();
    // The e-mail carries the same code and a QR code that decodes to it.
    const stored = await app.db
      .selectFrom('outbox')
      .select(['text', 'attachments'])
      .where('recipient', '=', ana.email)
      .where('subject', 'like', `Fatura ${list[0].number}%`)
      .executeTakeFirstOrThrow();
    expect(stored.text).toContain(detail.pix_code);
    // The QR image is drawn when the e-mail is sent, not when the invoice is issued (the SMTP
    // test below reads the drawn one): the queue keeps the code it encodes.
    const [attachment] = JSON.parse(stored.attachments ?? '[]');
    expect(attachment).toEqual({
      filename: `pix-${list[0].number.replace('-', '')}.png`,
      contentType: 'image/png',
      content: '',
      qr: detail.pix_code,
      // Its charge's code takes the static one's place if the charge is active when sent.
      pix_invoice: list[0].id,
    });
  });

  it('builds the Banco Central’s published example, CRC 1D3D', () => {
    const code = generatePixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(code).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
    expect(hasError(parsePix(code ?? ''))).toBe(false);
  });

  it('stops the start on a malformed PIX_KEY, naming the variable', () => {
    expect(() => loadConfig({ ...PIX, PIX_KEY: '123.456' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PIX, PIX_KEY: '123.456' })).toThrow(/^Invalid PIX_KEY: /);
    expect(() => loadConfig({ PIX_KEY: PIX.PIX_KEY, PIX_MERCHANT_CITY: 'Sao Paulo' })).toThrow(
      /^Invalid PIX_MERCHANT_NAME: /,
    );
    expect(() => loadConfig({ ...PIX, PIX_MERCHANT_CITY: 'São José dos Campos' })).toThrow(
      /^Invalid PIX_MERCHANT_CITY: /,
    );
    for (const key of ['+5511912345678', '123e4567-e12b-12d1-a456-426655440000', '52998224725']) {
      expect(loadConfig({ ...PIX, PIX_KEY: key }).PIX_KEY).toBe(key);
    }
  });

  it('shows no money to a team member, and no other account’s invoice', async () => {
    const gil = await teamMember(ana, 'gil-faturas@empresa.test');
    const none = await as(gil, 'GET', '/api/invoices');
    expect([none.statusCode, none.json()]).toEqual([200, []]);
    const [mine] = await invoicesOf(ana);
    const hidden = await as(gil, 'GET', `/api/invoices/${mine?.id}`);
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'INVOICE_NOT_FOUND']);
    const other = await activeManager(app);
    const foreign = await as(other, 'GET', `/api/invoices/${mine?.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Fatura não encontrada.', code: 'INVOICE_NOT_FOUND' });
  });

  it('issues December on the 1st in São Paulo, not before: plan, seats and November’s excedente as booked', async () => {
    // 1,5 h beyond the plan's 2 h in November, at R$ 60,00 an hour as booked.
    expect((await book(ana, '2026-11-24 09:00', '2026-11-24 12:30')).statusCode).toBe(200);
    // The price changes after booking: the booking keeps its own.
    const plan = await app.db.selectFrom('users').select('plan_id').where('id', '=', ana.id).executeTakeFirstOrThrow();
    await asStaff('PATCH', `/api/admin/plans/${plan.plan_id}`, { overage_hour_cents: 9_900 });
    app.clock.set(new Date(Date.parse(spMidnight('2026-12-01')) - 60_000).toISOString());
    await app.billing.run();
    expect((await invoicesOf(ana)).map((i) => i.month)).toEqual(['2026-11']);
    // Down over the 1st: the first run after it catches up.
    app.clock.set(spMidnight('2026-12-03'));
    await app.billing.run();
    const december = (await invoicesOf(ana))[1];
    expect(december).toMatchObject({
      month: '2026-12',
      total_cents: 29_990 + 2 * 4_999 + 9_000,
      due_date: '2026-12-10',
    });
    expect(JSON.parse(december?.lines ?? '[]')).toEqual([
      {
        description: expect.stringContaining('dezembro de 2026'),
        quantity: 1,
        unit_cents: 29_990,
        total_cents: 29_990,
      },
      { description: 'Posições da equipe — dezembro de 2026', quantity: 2, unit_cents: 4_999, total_cents: 9_998 },
      {
        description: 'Horas excedentes — novembro de 2026 (1,5\u00a0h)',
        quantity: 1.5,
        unit_cents: 6_000,
        total_cents: 9_000,
        minutes: 90,
      },
    ]);
    // A restart runs it again: nothing twice.
    await app.billing.run();
    expect(await invoicesOf(ana)).toHaveLength(2);
    // Audited as staff's are, the actor being the system (docs/product.md#audit-log).
    const entries = await app.db
      .selectFrom('audit')
      .select(['actor_id', 'action', 'detail'])
      .where('target', '=', `invoice:${december?.id}`)
      .execute();
    expect(entries).toEqual([
      {
        actor_id: null,
        action: 'invoice.issue',
        detail: JSON.stringify({
          before: null,
          after: { number: december?.number, month: '2026-12', total_cents: 48_988, due_date: '2026-12-10' },
        }),
      },
    ]);
    const page = await asStaff('GET', '/api/admin/audit');
    const shown = page.json().find((e: { target: string }) => e.target === `invoice:${december?.id}`);
    expect(shown).toMatchObject({ actor: null, system: true, action: 'invoice.issue' });
    // Named in words, by its number and the account (its company, else its person): issue 31 item 9.
    expect(shown.target_label).toMatch(new RegExp(`^Fatura ${december?.number} · \\S`));
    expect(shown.target_label).not.toMatch(/invoice:/);
  });

  it('reminds 3 days before the due day and notices the day after, once each, only while open', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 5_000 });
    app.clock.set('2027-02-15T15:00:00.000Z');
    const lia = await activeManager(app, { plan: plan.name });
    const [feb] = (await invoicesOf(lia)).filter((i) => i.month === '2027-02');
    expect(feb?.due_date).toBe('2027-02-20');
    const subjects = async () =>
      (await outbox(app, lia.email)).map((m) => m.subject).filter((s) => /Lembrete|vencida/.test(s));
    app.clock.set('2027-02-16T15:00:00.000Z');
    await app.billing.run();
    expect(await subjects()).toEqual([]);
    app.clock.set('2027-02-17T15:00:00.000Z');
    await Promise.all([app.billing.run(), app.billing.run()]);
    await app.billing.run();
    expect(await subjects()).toEqual([`Lembrete: a fatura ${feb?.number} vence em 20/02/2027`]);
    app.clock.set('2027-02-20T15:00:00.000Z');
    await app.billing.run();
    expect(await subjects()).toHaveLength(1);
    app.clock.set('2027-02-21T15:00:00.000Z');
    await app.billing.run();
    await app.billing.run();
    expect((await subjects()).sort()).toEqual(
      [`Fatura ${feb?.number} vencida`, `Lembrete: a fatura ${feb?.number} vence em 20/02/2027`].sort(),
    );
    const stored = await app.db
      .selectFrom('outbox')
      .select('attachments')
      .where('subject', '=', `Fatura ${feb?.number} vencida`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.attachments ?? '[]')[0]).toMatchObject({ contentType: 'image/png' });
  });

  it('issues exactly one invoice per account and month under 20 parallel issue calls, numbered in sequence', async () => {
    app.clock.set(MONDAY_10AM);
    const plan = await pricedPlan({ monthly_price_cents: 10_000 });
    const managers = [];
    for (let i = 0; i < 3; i += 1) managers.push(await activeManager(app, { plan: plan.name }));
    // March 2027 begins; the job has not run: staff issue the current month.
    app.clock.set('2027-03-10T15:00:00.000Z');
    const staffPost = await staffAt();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => staffPost('/api/admin/invoices/issue', { month: '2027-03' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const issued = answers.reduce((sum, a) => sum + a.json().issued, 0);
    const all = await app.db
      .selectFrom('invoices')
      .select(['account_id', 'number'])
      .where('month', '=', '2027-03')
      .execute();
    expect(issued).toBe(all.length);
    expect(new Set(all.map((i) => i.account_id)).size).toBe(all.length);
    for (const m of managers) expect(all.filter((i) => i.account_id === m.id)).toHaveLength(1);
    const seqs = all.map((i) => Number(i.number.slice(5))).sort((a, b) => a - b);
    expect(all.every((i) => i.number.startsWith('2027-'))).toBe(true);
    // No gap and no repeat, whoever won each race.
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, k) => (seqs[0] ?? 0) + k));
    const again = await staffPost('/api/admin/invoices/issue', { month: '2027-03' });
    expect(again.json()).toEqual({
      message: `Faturas emitidas: 0. Já existiam: ${all.length}.`,
      issued: 0,
      existing: all.length,
    });
    const bad = await staffPost('/api/admin/invoices/issue', { month: '2027-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Escolha um mês válido.');
  });

  it('refuses a future month, and issues an earlier one only after its preview and a confirmation', async () => {
    app.clock.set(MONDAY_10AM);
    const plan = await pricedPlan({ monthly_price_cents: 7_000 });
    app.clock.set('2027-03-10T15:00:00.000Z');
    const asStaff = await staffAt();
    const future = await asStaff('/api/admin/invoices/issue', { month: '2027-04', confirm: true });
    expect([future.statusCode, future.json()]).toEqual([
      400,
      {
        message:
          'Não é possível emitir as faturas de abril de 2027 antes de o mês começar: emita-as a partir do dia 1º.',
        code: 'INVOICE_MONTH_FUTURE',
      },
    ]);
    expect((await asStaff('/api/admin/invoices/issue/preview', { month: '2027-04' })).statusCode).toBe(400);
    const count = async (month: string) =>
      (await app.db.selectFrom('invoices').select('id').where('month', '=', month).execute()).length;
    expect(await count('2027-04')).toBe(0);
    // February was never issued for the accounts approved in November. A member registered in
    // November but approved only in March was not a member in February: not billed for it.
    const late = await activeManager(app, { plan: plan.name });
    await app.db
      .updateTable('users')
      .set({ created_at: '2026-11-05T12:00:00.000Z' })
      .where('id', '=', late.id)
      .execute();
    const before = await count('2027-02');
    const past = await asStaff('/api/admin/invoices/issue', { month: '2027-02' });
    expect([past.statusCode, past.json()]).toEqual([
      409,
      {
        message:
          'O mês de fevereiro de 2027 já terminou: confira a prévia (contas e total) e confirme a emissão desse mês.',
        code: 'INVOICE_MONTH_PAST',
      },
    ]);
    expect(await count('2027-02')).toBe(before);
    const preview = (await asStaff('/api/admin/invoices/issue/preview', { month: '2027-02' })).json();
    expect(await count('2027-02')).toBe(before);
    const march = await app.db
      .selectFrom('invoices')
      .select(['account_id', 'total_cents', 'bill_to_name'])
      .where('month', '=', '2027-03')
      .where('status', '<>', 'cancelada')
      .execute();
    const billed = preview.accounts.map((a: { account_id: number }) => a.account_id);
    expect(billed).not.toContain(late.id);
    expect(preview.count).toBe(billed.length);
    expect(preview.total_cents).toBe(
      preview.accounts.reduce((s: number, a: { total_cents: number }) => s + a.total_cents, 0),
    );
    // The three managers of the test before, on R$ 100,00 a month.
    const hundred = march.filter((m) => m.total_cents === 10_000).map((m) => m.account_id);
    expect(hundred.length).toBeGreaterThanOrEqual(3);
    for (const id of hundred) {
      expect(preview.accounts).toContainEqual({
        account_id: id,
        bill_to_name: march.find((m) => m.account_id === id)?.bill_to_name,
        total_cents: 10_000,
      });
    }
    const done = await asStaff('/api/admin/invoices/issue', { month: '2027-02', confirm: true });
    expect(done.json()).toMatchObject({ issued: preview.count, existing: before });
    expect(await count('2027-02')).toBe(before + preview.count);
    expect((await asStaff('/api/admin/invoices/issue/preview', { month: '2027-02' })).json()).toEqual({
      month: '2027-02',
      accounts: [],
      count: 0,
      total_cents: 0,
    });
  });
});

describe('the invoice e-mail, as the mail worker sends it', () => {
  let app: TestApp;
  const { pricedPlan } = invoiceSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m', ...PIX });
  });
  afterAll(async () => {
    await app.close();
  });

  it('carries the Pix QR code, drawn when sent, and it decodes to the code in the text', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 12_345 });
    const bia = await activeManager(app, { plan: plan.name });
    // The worker MAIL_URL would start, with a transport that keeps what it is given.
    const sent: Array<{ to: string; subject: string; text: string; attachments: Attachment[] }> = [];
    const worker = mailWorker(app.deps, {
      sendMail: async (m: (typeof sent)[number]) => {
        sent.push(m);
        return {};
      },
    } as unknown as Parameters<typeof mailWorker>[1]);
    await worker.deliverDue();
    const mail = sent.find((m) => m.to === bia.email && m.subject.startsWith('Fatura '));
    const [png] = mail?.attachments ?? [];
    expect(png).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
    expect(png?.qr).toBeUndefined();
    const code = readQr(Buffer.from(png?.content ?? '', 'base64'));
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(hasError(parsePix(code ?? ''))).toBe(false);
    expect(mail?.text).toContain(code);
  });
});
