import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, outbox } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { invoiceSteps } from './invoice-steps.ts';

const PIX = {
  PIX_KEY: 'financeiro@arenacowork.com.br',
  PIX_MERCHANT_NAME: 'Arena Cowork',
  PIX_MERCHANT_CITY: 'Sao Paulo',
};

/**
 * Correcting invoices and `Já paguei` (docs/product.md#corrections, #invoices). Today is Monday
 * 2026-11-23 in São Paulo: a manager approved today has a pro-rata invoice of 23 to 30 November
 * (8 of 30 days), due 2026-11-28.
 */
describe('correcting an invoice, and the member’s “Já paguei”', () => {
  let app: TestApp;
  const { asStaff, as, pricedPlan } = invoiceSteps(() => app);

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m', ...PIX });
  });
  afterAll(async () => {
    await app.close();
  });

  const invoicesOf = (who: Member) =>
    app.db.selectFrom('invoices').selectAll().where('account_id', '=', who.id).orderBy('id').execute();
  const auditOf = (id: number | undefined) =>
    app.db
      .selectFrom('audit')
      .select(['actor_id', 'action', 'detail'])
      .where('target', '=', `invoice:${id}`)
      .orderBy('id')
      .execute();

  it('corrects an open invoice once under 20 parallel clicks: cancelled, replaced by the next number, audited, mailed', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 30_000, seat_price_cents: 5_000 });
    const ana = await activeManager(app, { plan: plan.name, qtd_team: 2 });
    const [old] = await invoicesOf(ana);
    expect(old).toMatchObject({ status: 'aberta', total_cents: 8_000 + 2 * 1_333 });
    const lines = [
      { description: 'Plano — 23/11 a 30/11, valor combinado', quantity: 1, unit_cents: 7_000 },
      { description: 'Horas excedentes', quantity: 1.5, unit_cents: 6_001 },
      { description: 'Desconto de boas-vindas', quantity: 1, unit_cents: -500 },
    ];
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () =>
        asStaff('POST', `/api/admin/invoices/${old?.id}/correct`, { reason: 'Valor combinado na visita', lines }),
      ),
    );
    const won = clicks.filter((c) => c.statusCode === 200);
    expect(won).toHaveLength(1);
    const fresh = won[0]?.json().invoice;
    const seq = Number(old?.number.slice(5));
    expect(fresh).toMatchObject({
      number: `2026-${String(seq + 1).padStart(6, '0')}`,
      month: '2026-11',
      status: 'aberta',
      // 1,5 × 6 001 = 9 001,5 → 9 002 (half up, once): 7 000 + 9 002 − 500.
      total_cents: 15_502,
      due_date: '2026-11-28',
      replaces: old?.number,
      replaced_by: null,
    });
    expect(won[0]?.json().message).toBe(
      `Fatura corrigida: a fatura ${fresh.number}, de R$ 155,02, foi emitida no lugar desta.`,
    );
    const losers = clicks.filter((c) => c.statusCode !== 200);
    expect(new Set(losers.map((c) => c.statusCode))).toEqual(new Set([409]));
    expect(losers[0]?.json()).toEqual({
      message: `Esta fatura já foi corrigida pela fatura ${fresh.number}.`,
      code: 'INVOICE_REPLACED',
    });

    const rows = await invoicesOf(ana);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: old?.id, status: 'cancelada', cancel_reason: 'Valor combinado na visita' });
    // The old one is as it was issued, but for its state.
    expect([rows[0]?.lines, rows[0]?.total_cents, rows[0]?.number]).toEqual([
      old?.lines,
      old?.total_cents,
      old?.number,
    ]);
    expect(rows[1]).toMatchObject({ replaces_id: old?.id, period_from: '2026-11-23' });

    // The member sees the new one, and the old one marked as replaced by it.
    const list = (await as(ana, 'GET', '/api/invoices')).json();
    expect(
      list.map((i: { number: string; status: string; replaces: string | null; replaced_by: string | null }) => [
        i.number,
        i.status,
        i.replaces,
        i.replaced_by,
      ]),
    ).toEqual([
      [fresh.number, 'aberta', old?.number, null],
      [old?.number, 'cancelada', null, fresh.number],
    ]);
    const detail = (await as(ana, 'GET', `/api/invoices/${fresh.id}`)).json();
    expect(detail.lines).toEqual([
      { description: 'Plano — 23/11 a 30/11, valor combinado', quantity: 1, unit_cents: 7_000, total_cents: 7_000 },
      { description: 'Horas excedentes', quantity: 1.5, unit_cents: 6_001, total_cents: 9_002 },
      { description: 'Desconto de boas-vindas', quantity: 1, unit_cents: -500, total_cents: -500 },
    ]);
    expect(detail.pix_code).toContain('54061'); // the amount field: 155.02 (5406 then the value)
    expect(detail.pix_code).toContain('155.02');
    expect((await as(ana, 'GET', `/api/invoices/${old?.id}`)).json()).toMatchObject({ pix_code: null, pix_qr: null });

    // Audited: the old one corrected, the new one issued naming it, both by the staff member.
    const staffId = (
      await app.db.selectFrom('users').select('id').where('email', '=', 'staff@arena.test').executeTakeFirstOrThrow()
    ).id;
    expect((await auditOf(old?.id)).map((a) => [a.actor_id, a.action])).toEqual([
      [staffId, 'invoice.issue'],
      [staffId, 'invoice.correct'],
    ]);
    expect(JSON.parse((await auditOf(old?.id))[1]?.detail ?? '{}').after).toEqual({
      status: 'cancelada',
      reason: 'Valor combinado na visita',
      replaced_by: fresh.number,
      recomputed: false,
    });
    const issued = await auditOf(fresh.id);
    expect(issued.map((a) => [a.actor_id, a.action])).toEqual([[staffId, 'invoice.issue']]);
    expect(JSON.parse(issued[0]?.detail ?? '{}').after).toMatchObject({ number: fresh.number, replaces: old?.number });

    // One e-mail of the new invoice, saying what it replaces.
    const mails = (await outbox(app, ana.email)).filter((m) => m.subject.startsWith(`Fatura ${fresh.number}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `Ela corrige e substitui a fatura ${old?.number}, que foi cancelada: pague apenas esta.`,
    );

    // Replaced once: another click later is told which invoice replaced it.
    const again = await asStaff('POST', `/api/admin/invoices/${old?.id}/correct`, { reason: 'De novo' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'INVOICE_REPLACED']);
    // The month is still issued for the account: staff's issue finds it, and adds nothing.
    await asStaff('POST', '/api/admin/invoices/issue', { month: '2026-11' });
    expect(await invoicesOf(ana)).toHaveLength(2);
    // Staff's month: the cancelled one is out of the totals, the correction in.
    const month = (await asStaff('GET', '/api/admin/invoices?month=2026-11')).json();
    expect(month.invoices.find((i: { id: number }) => i.id === fresh.id)).toMatchObject({ replaces: old?.number });
    expect((await asStaff('GET', `/api/admin/invoices/${fresh.id}`)).json()).toMatchObject({
      replaces: old?.number,
      lines: detail.lines,
    });
  });

  it('recomputes the lines when staff send none: the same pro-rata days, the account as it is now', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 30_000, seat_price_cents: 6_000 });
    const bia = await activeManager(app, { plan: plan.name, qtd_team: 1 });
    const [old] = await invoicesOf(bia);
    expect(old?.total_cents).toBe(8_000 + 1_600);
    // Staff set the team to three seats after the invoice was issued.
    expect((await asStaff('PATCH', `/api/admin/users/${bia.id}`, { qtd_team: 3 })).statusCode).toBe(200);
    const res = await asStaff('POST', `/api/admin/invoices/${old?.id}/correct`, { reason: 'Equipe de três' });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('replaces_id', '=', old?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(fresh.lines)).toEqual([
      {
        description: `Plano ${plan.name} — 23/11 a 30/11 (8 de 30 dias)`,
        quantity: 1,
        unit_cents: 8_000,
        total_cents: 8_000,
      },
      {
        description: 'Posições da equipe — 23/11 a 30/11 (8 de 30 dias)',
        quantity: 3,
        unit_cents: 1_600,
        total_cents: 4_800,
      },
    ]);
    expect(fresh.total_cents).toBe(12_800);
    expect(JSON.parse((await auditOf(old?.id)).at(-1)?.detail ?? '{}').after).toMatchObject({ recomputed: true });
    // A correction can itself be corrected: the chain goes on, one at a time.
    const second = await asStaff('POST', `/api/admin/invoices/${fresh.id}/correct`, {
      reason: 'Desconto',
      lines: [{ description: 'Plano com desconto', quantity: 1, unit_cents: 10_000 }],
    });
    expect(second.json().invoice).toMatchObject({ total_cents: 10_000, replaces: fresh.number });
  });

  it('refuses a paid invoice, a total of nothing, a malformed line and an unknown invoice, changing nothing', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 31_500 });
    const caio = await activeManager(app, { plan: plan.name });
    const [inv] = await invoicesOf(caio);
    const correct = (body: object, id = inv?.id) => asStaff('POST', `/api/admin/invoices/${id}/correct`, body);
    const zero = await correct({ reason: 'Cortesia', lines: [{ description: 'Nada', quantity: 1, unit_cents: 0 }] });
    expect(zero.json()).toEqual({
      message: 'O total da fatura corrigida precisa ser maior que zero. Para não cobrar nada, cancele a fatura.',
      code: 'CORRECTION_TOTAL_INVALID',
    });
    const fraction = await correct({
      reason: 'X',
      lines: [{ description: 'Horas', quantity: 1.005, unit_cents: 100 }],
    });
    expect([fraction.statusCode, fraction.json().message]).toEqual([
      400,
      'A quantidade de cada item vai de 0,01 a 10.000, com até duas casas decimais.',
    ]);
    const cents = await correct({ reason: 'X', lines: [{ description: 'Plano', quantity: 1, unit_cents: 10.5 }] });
    expect(cents.statusCode).toBe(400);
    expect((await correct({ reason: '  ' })).json().message).toBe(
      'Informe o motivo da correção, com até 500 caracteres.',
    );
    expect((await correct({ reason: 'X' }, 999_999)).json()).toEqual({
      message: 'Fatura não encontrada.',
      code: 'INVOICE_NOT_FOUND',
    });
    expect(await invoicesOf(caio)).toHaveLength(1);
    await asStaff('POST', `/api/admin/invoices/${inv?.id}/payment`, { paid_on: '2026-11-23', method: 'pix' });
    const paid = await correct({ reason: 'Depois de pago' });
    expect([paid.statusCode, paid.json().code]).toEqual([409, 'INVOICE_NOT_OPEN']);
    expect((await invoicesOf(caio)).map((i) => i.status)).toEqual(['paga']);
    // Nothing half-done: no number was taken by the refusals.
    const next = await activeManager(app, { plan: plan.name });
    expect(Number((await invoicesOf(next))[0]?.number.slice(5))).toBe(Number(inv?.number.slice(5)) + 1);
  });

  it('tells staff once by e-mail under 20 parallel “Já paguei”, and not again later', async () => {
    const plan = await pricedPlan({ monthly_price_cents: 32_100 });
    const dan = await activeManager(app, { plan: plan.name });
    const [inv] = await invoicesOf(dan);
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => as(dan, 'POST', `/api/invoices/${inv?.id}/paid-notice`)),
    );
    expect(clicks.map((c) => c.statusCode)).toEqual(Array(20).fill(200));
    const toStaff = async () =>
      (await outbox(app, 'financeiro@arena.test')).filter((m) => m.subject.startsWith('Pagamento informado'));
    let mails = await toStaff();
    expect(mails.map((m) => m.subject)).toEqual([`Pagamento informado: fatura ${inv?.number} (R$ 85,60)`]);
    expect(mails[0]?.text).toContain(`(${dan.email}`);
    expect(mails[0]?.text).toContain(`informou o pagamento da fatura ${inv?.number} (novembro de 2026, R$ 85,60).`);
    // Staff read it in the back-office: the footer is the staff's, not the members' Atendimento.
    expect(mails[0]?.text).not.toContain('Atendimento no aplicativo');
    expect(mails[0]?.text).toContain('https://app.arena.test/admin/finance?month=2026-11');
    // No CPF or CNPJ in an e-mail to staff (docs/product.md#privacy).
    expect(mails[0]?.text).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
    expect((await as(dan, 'POST', `/api/invoices/${inv?.id}/paid-notice`)).statusCode).toBe(200);
    mails = await toStaff();
    expect(mails).toHaveLength(1);
    expect((await as(dan, 'GET', '/api/invoices')).json()[0]).toMatchObject({ paid_notice: true });
    await asStaff('POST', `/api/admin/invoices/${inv?.id}/payment`, { paid_on: '2026-11-23', method: 'pix' });
    const late = await as(dan, 'POST', `/api/invoices/${inv?.id}/paid-notice`);
    expect([late.statusCode, late.json().code]).toEqual([409, 'INVOICE_NOT_OPEN_FOR_NOTICE']);
  });
});
