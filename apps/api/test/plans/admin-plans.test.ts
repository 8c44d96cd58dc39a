import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { planSteps } from './plan-steps.ts';

/** Staff's plans, the plan list members see, and staff's usage report and CSV (docs/product.md#plans). */
describe('plans in the back-office', () => {
  let app: TestApp;
  let ana: Member;
  const { asStaff, onPlan, book } = planSteps(() => app);
  const configPlans = async () => (await app.inject({ method: 'GET', url: '/api/config' })).json().plans;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('starts with the seed’s three plans, which keep the members that had them', async () => {
    const res = await asStaff('GET', '/api/admin/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Arena Compartilhada',
        monthly_hours: 4,
        overage: 'charge',
        active: true,
        monthly_price_cents: 0,
        seat_price_cents: 0,
        overage_hour_cents: 0,
      },
      {
        id: expect.any(Number),
        name: 'Arena Dedicada',
        monthly_hours: 10,
        overage: 'charge',
        active: true,
        monthly_price_cents: 0,
        seat_price_cents: 0,
        overage_hour_cents: 0,
      },
      {
        id: expect.any(Number),
        name: 'Arena Exclusiva',
        monthly_hours: 20,
        overage: 'charge',
        active: true,
        monthly_price_cents: 0,
        seat_price_cents: 0,
        overage_hour_cents: 0,
      },
    ]);
    expect(await configPlans()).toEqual(['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva']);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(me.json().plan).toBe('Arena Dedicada');
  });

  it('creates and changes a plan; a plan out of offer leaves the plan screen but keeps its members', async () => {
    const created = await asStaff('POST', '/api/admin/plans', {
      name: '  Arena Sala Extra ',
      monthly_hours: 7.5,
      overage: 'block',
    });
    expect(created.statusCode).toBe(200);
    const plan = created.json().plan;
    expect(created.json()).toEqual({
      message: 'Plano criado.',
      plan: {
        id: expect.any(Number),
        name: 'Arena Sala Extra',
        monthly_hours: 7.5,
        overage: 'block',
        active: true,
        monthly_price_cents: 0,
        seat_price_cents: 0,
        overage_hour_cents: 0,
      },
    });
    expect(await configPlans()).toContain('Arena Sala Extra');
    expect((await asStaff('PATCH', `/api/admin/users/${ana.id}`, { plan: 'Arena Sala Extra' })).statusCode).toBe(200);

    const renamed = await asStaff('PATCH', `/api/admin/plans/${plan.id}`, {
      name: 'Arena Flex',
      active: false,
      monthly_hours: 8,
    });
    expect(renamed.json()).toEqual({
      message: 'Plano salvo.',
      plan: {
        id: plan.id,
        name: 'Arena Flex',
        monthly_hours: 8,
        overage: 'block',
        active: false,
        monthly_price_cents: 0,
        seat_price_cents: 0,
        overage_hour_cents: 0,
      },
    });
    expect(await configPlans()).not.toContain('Arena Flex');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(me.json().plan).toBe('Arena Flex');
    const usage = await app.inject({
      method: 'GET',
      url: '/api/users/me/usage',
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(usage.json()).toMatchObject({ plan: 'Arena Flex', included_minutes: 480, overage: 'block' });
    const audit = await app.db
      .selectFrom('audit')
      .select(['action', 'detail'])
      .where('target', '=', `plan:${plan.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['plan.create', 'plan.update']);
    // The audit log names the plan as it is called now.
    const log = (await asStaff('GET', '/api/admin/audit?limit=5')).json();
    const entry = log.find((e: { target: string }) => e.target === `plan:${plan.id}`);
    expect(entry).toMatchObject({ action: 'plan.update', target_label: 'Arena Flex' });
    expect(JSON.parse(audit[1]?.detail ?? '{}')).toEqual({
      before: { name: 'Arena Sala Extra', monthly_hours: 7.5, active: true },
      after: { name: 'Arena Flex', monthly_hours: 8, active: false },
    });
  });

  it('refuses bad plans and unknown plan names in Portuguese', async () => {
    const bad = [
      [{ name: '', monthly_hours: 4, overage: 'block' }, 'Informe o nome do plano, com até 60 caracteres.'],
      [
        { name: 'X', monthly_hours: -1, overage: 'block' },
        'Informe as horas por mês: de 0 a 744, em múltiplos de meia hora.',
      ],
      [
        { name: 'X', monthly_hours: 1.25, overage: 'block' },
        'Informe as horas por mês: de 0 a 744, em múltiplos de meia hora.',
      ],
      [
        { name: 'X', monthly_hours: '4', overage: 'block' },
        'Informe as horas por mês: de 0 a 744, em múltiplos de meia hora.',
      ],
      [{ name: 'X', monthly_hours: 4, overage: 'cobrar' }, 'Escolha bloquear ou cobrar o excedente.'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await asStaff('POST', '/api/admin/plans', body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const taken = await asStaff('POST', '/api/admin/plans', {
      name: 'arena dedicada',
      monthly_hours: 1,
      overage: 'block',
    });
    expect(taken.json()).toEqual({ message: 'Já existe um plano com este nome.', code: 'PLAN_NAME_TAKEN' });
    expect(taken.statusCode).toBe(409);
    const missing = await asStaff('PATCH', '/api/admin/plans/999999', { active: false });
    expect(missing.json()).toEqual({ message: 'Plano não encontrado.', code: 'PLAN_NOT_FOUND' });
    const unknown = await asStaff('PATCH', `/api/admin/users/${ana.id}`, { plan: 'Plano Inventado' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Escolha um plano cadastrado.', code: 'PLAN_UNKNOWN' });
  });

  it('keeps the plans, the report and the CSV to staff', async () => {
    const routes = [
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans'],
      ['PATCH', '/api/admin/plans/1'],
      ['GET', '/api/admin/reports/usage'],
      ['GET', '/api/admin/reports/usage.csv'],
    ] as const;
    for (const [method, url] of routes) {
      const anonymous = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode).toBe(401);
      const member = await app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : { name: 'Meu plano', monthly_hours: 744, overage: 'charge' },
        headers: { authorization: `Bearer ${ana.token}` },
      });
      expect({ url, status: member.statusCode, code: member.json().code }).toEqual({
        url,
        status: 403,
        code: 'STAFF_ONLY',
      });
    }
  });

  it('reports each account’s hours and each room’s weekly occupancy, and writes the CSV Excel opens', async () => {
    const bia = await activeManager(app, { qtd_team: 1 });
    await app.db
      .updateTable('companies')
      .set({ name: 'Bia; Filhos "Arquitetura"' })
      .where('user_id', '=', bia.id)
      .execute();
    await onPlan(bia, 1, 'charge');
    expect((await book(bia, '2026-11-24 09:00', '2026-11-24 11:30', 'Sala 30')).statusCode).toBe(200);
    expect((await book(bia, '2026-11-30 09:00', '2026-11-30 09:30', 'Sala 30')).statusCode).toBe(200);
    await post(
      app,
      '/api/team',
      { name: 'Caio', email: 'caio-report@empresa.test', phone: '(21) 98765-4321' },
      bia.token,
    );

    const report = (await asStaff('GET', '/api/admin/reports/usage?month=2026-11')).json();
    expect(report.month).toBe('2026-11');
    const row = report.accounts.find((a: { account_id: number }) => a.account_id === bia.id);
    expect(row).toMatchObject({ included_minutes: 60, used_minutes: 180, overage_minutes: 120, overage: 'charge' });
    // Team members are not accounts of their own.
    expect(report.accounts.some((a: { email: string }) => a.email === 'caio-report@empresa.test')).toBe(false);
    const sala30 = report.rooms.find((r: { name: string }) => r.name === 'Sala 30');
    // November 2026: Sun 1 | Mon 2–Sun 8 | 9–15 | 16–22 | 23–29 | Mon 30.
    expect(sala30.weeks.map((w: { start: string; end: string }) => `${w.start}/${w.end}`)).toEqual([
      '2026-11-01/2026-11-01',
      '2026-11-02/2026-11-08',
      '2026-11-09/2026-11-15',
      '2026-11-16/2026-11-22',
      '2026-11-23/2026-11-29',
      '2026-11-30/2026-11-30',
    ]);
    // 10 opening hours a weekday; 20 November (Consciência Negra) is not closed unless staff close it.
    expect(sala30.weeks.map((w: { open_minutes: number }) => w.open_minutes)).toEqual([0, 3000, 3000, 3000, 3000, 600]);
    expect(sala30.weeks[4].booked_minutes).toBe(150);
    expect(sala30.weeks[5].booked_minutes).toBe(30);

    const res = await asStaff('GET', '/api/admin/reports/usage.csv?month=2026-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="uso-salas-2026-11.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(raw.toString('utf8'), { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual([
      'Mês',
      'Conta',
      'Empresa',
      'E-mail',
      'Plano',
      'Excedente',
      'Horas incluídas',
      'Horas usadas',
      'Horas excedentes',
    ]);
    const line = rows.find((r) => r[3] === bia.email);
    expect(line).toEqual([
      '11/2026',
      'Ana Souza',
      'Bia; Filhos "Arquitetura"',
      bia.email,
      expect.stringContaining('Plano charge 1 h'),
      'Cobra',
      '1',
      '3',
      '2',
    ]);
    expect(rows.every((r) => r.length === 9)).toBe(true);
    expect(rows.length).toBe(report.accounts.length + 1);

    const badMonth = await asStaff('GET', '/api/admin/reports/usage.csv?month=2026-1');
    expect(badMonth.statusCode).toBe(400);
  });

  it('keeps a spreadsheet formula in a name from running', async () => {
    const formula = await activeManager(app);
    await app.db
      .updateTable('users')
      .set({ name: '=HYPERLINK("x")', lastname: '' })
      .where('id', '=', formula.id)
      .execute();
    const res = await asStaff('GET', '/api/admin/reports/usage.csv?month=2026-11');
    const rows: string[][] = parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: ';' });
    expect(rows.find((r) => r[3] === formula.email)?.[1]).toBe('\'=HYPERLINK("x")');
  });
});
