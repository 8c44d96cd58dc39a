import type { PlanItem } from '@arena/shared/plans/schemas';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { staff } from '../../../../test/fixtures';
import { label } from '../../../../test/label';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, server } from '../../../../test/server';
import AdminPlansRoute from './plans';

const seeded: PlanItem[] = [
  {
    id: 1,
    name: 'Arena Compartilhada',
    monthly_hours: 4,
    overage: 'charge',
    active: true,
    monthly_price_cents: 0,
    seat_price_cents: 0,
    overage_hour_cents: 0,
  },
  {
    id: 2,
    name: 'Arena Dedicada',
    monthly_hours: 10,
    overage: 'charge',
    active: true,
    monthly_price_cents: 0,
    seat_price_cents: 0,
    overage_hour_cents: 0,
  },
];

/** The plans API as the server answers it (apps/api/src/modules/plans/plans.routes.ts). */
function fakePlansApi() {
  let plans = [...seeded];
  server.use(
    http.get('/api/admin/plans', () => HttpResponse.json(plans)),
    http.post('/api/admin/plans', async ({ request }) => {
      const body = (await request.json()) as Omit<PlanItem, 'id'>; // the form always sends active
      if (plans.some((p) => p.name.toLowerCase() === body.name.toLowerCase())) {
        return HttpResponse.json({ message: plansStaffWords.planNameTaken, code: 'PLAN_NAME_TAKEN' }, { status: 409 });
      }
      const plan: PlanItem = { id: 9, ...body };
      plans = [...plans, plan];
      return HttpResponse.json({ message: plansStaffWords.plansCreated, plan });
    }),
    http.patch('/api/admin/plans/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<PlanItem>;
      plans = plans.map((p) => (p.id === Number(params.id) ? { ...p, ...body } : p));
      return HttpResponse.json({
        message: plansStaffWords.plansSaved,
        plan: plans.find((p) => p.id === Number(params.id)),
      });
    }),
  );
}

describe('staff’s plans (docs/product.md#plans)', () => {
  it('lists each plan’s hours and rule, and creates one', async () => {
    fakePlansApi();
    renderApp(<AdminPlansRoute />, { path: '/admin/plans', user: staff });
    const dedicada = (await screen.findByRole('heading', { name: 'Arena Dedicada' })).closest('li') as HTMLElement;
    expect(dedicada).toHaveTextContent('10 h por mês');
    expect(dedicada).toHaveTextContent(`${plansStaffWords.plansOverage}: ${plansStaffWords.plansOverageCharge}`);

    await userEvent.click(screen.getByRole('button', { name: plansStaffWords.plansNew }));
    const form = screen.getByRole('form', { name: plansStaffWords.plansNew });
    await userEvent.type(within(form).getByLabelText(label(plansStaffWords.plansName)), 'Arena Flex');
    const hours = within(form).getByLabelText(label(plansStaffWords.plansHours));
    await userEvent.clear(hours);
    await userEvent.type(hours, '1.5');
    await userEvent.click(within(form).getByRole('radio', { name: plansStaffWords.plansOverageBlock }));
    // Prices are typed in reais and sent in centavos (docs/product.md#plan-prices).
    const price = within(form).getByLabelText(label(plansStaffWords.plansMonthlyPrice));
    await userEvent.clear(price);
    await userEvent.type(price, '1.234,5');
    const seat = within(form).getByLabelText(label(plansStaffWords.plansSeatPrice));
    await userEvent.clear(seat);
    await userEvent.type(seat, '12,3x');
    await userEvent.click(within(form).getByRole('button', { name: plansStaffWords.plansCreate }));
    expect(await within(form).findByText(plansStaffWords.planPriceInvalid)).toBeInTheDocument();
    await userEvent.clear(seat);
    await userEvent.type(seat, '99,90');
    await userEvent.click(within(form).getByRole('button', { name: plansStaffWords.plansCreate }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(plansStaffWords.plansCreated);
    expect(await sentBodies('POST /admin/plans')).toEqual([
      {
        name: 'Arena Flex',
        monthly_hours: 1.5,
        overage: 'block',
        active: true,
        monthly_price_cents: 123_450,
        seat_price_cents: 9_990,
        overage_hour_cents: 0,
      },
    ]);
  });

  it('refuses hours off the half-hour grid in the shared words, and a taken name beside the field', async () => {
    fakePlansApi();
    renderApp(<AdminPlansRoute />, { path: '/admin/plans', user: staff });
    await userEvent.click(
      await screen.findByRole('button', { name: `${roomsStaffWords.adminRoomEdit}: Arena Dedicada` }),
    );
    const form = screen.getByRole('form', { name: 'Arena Dedicada' });
    const hours = within(form).getByLabelText(label(plansStaffWords.plansHours));
    await userEvent.clear(hours);
    await userEvent.type(hours, '1.25');
    await userEvent.click(within(form).getByRole('button', { name: plansStaffWords.plansSave }));
    expect(await within(form).findByText(plansStaffWords.planHoursInvalid)).toBeInTheDocument();
    await userEvent.clear(hours);
    await userEvent.type(hours, '12');
    const name = within(form).getByLabelText(label(plansStaffWords.plansName));
    await userEvent.clear(name);
    await userEvent.type(name, 'Arena Compartilhada');
    server.use(
      http.patch('/api/admin/plans/:id', () =>
        HttpResponse.json({ message: plansStaffWords.planNameTaken, code: 'PLAN_NAME_TAKEN' }, { status: 409 }),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: plansStaffWords.plansSave }));
    expect(await within(form).findByText(plansStaffWords.planNameTaken)).toBeInTheDocument();
  });
});
