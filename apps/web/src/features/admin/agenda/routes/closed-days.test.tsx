import type { ClosedDayItem } from '@arena/shared/closed-days/schemas';
import { closedDaysStaffWords } from '@arena/shared/closed-days/staff-words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

import { http, HttpResponse } from 'msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, sentRequests, server } from '../../../../test/server';
import ClosedDaysRoute from './closed-days';

configure({ asyncUtilTimeout: 5000 });
const day = (date: string, reason: string): ClosedDayItem => ({ date, reason, created_at: '2026-02-01T12:00:00.000Z' });

// publicConfig.today is 2026-03-02: the years offered are 2026 to 2031.
let closed: ClosedDayItem[];
let createAnswer: [number, Record<string, unknown>];

function stub() {
  server.use(
    configHandler,
    // The list of every day, or of one year's (?year=2026).
    http.get('/api/admin/closed-days', ({ request }) => {
      const year = new URL(request.url).searchParams.get('year');
      return HttpResponse.json(year ? closed.filter((d) => d.date.startsWith(year)) : closed);
    }),
    http.post('/api/admin/closed-days', async ({ request }) => {
      const b = (await request.json()) as { date: string; reason: string };
      if (createAnswer[0] === 200)
        closed = [...closed, day(b.date, b.reason)].sort((x, y) => x.date.localeCompare(y.date));
      return HttpResponse.json(createAnswer[1], { status: createAnswer[0] });
    }),
    http.delete('/api/admin/closed-days/2026-12-25', () => {
      closed = closed.filter((d) => d.date !== '2026-12-25');
      return HttpResponse.json({ message: closedDaysStaffWords.closedDayRemoved });
    }),
    http.post('/api/admin/closed-days/holidays', () => {
      closed = [...closed, day('2027-01-01', 'Ano Novo'), day('2027-03-26', 'Sexta-Feira Santa')];
      return HttpResponse.json({ message: '2 feriados nacionais de 2027 adicionados.', added: 2 });
    }),
  );
}

const renderClosedDays = () =>
  renderApp(
    [
      { path: '/admin/closed-days', element: <ClosedDaysRoute /> },
      { path: '/admin/bookings', element: <p>Agenda aberta</p> },
    ],
    { user: staff },
  );

beforeEach(() => {
  closed = [day('2026-03-19', 'Inventário'), day('2026-04-21', 'Tiradentes'), day('2026-12-25', 'Natal')];
  createAnswer = [200, { message: closedDaysStaffWords.closedDayAdded, bookings: 0 }];
});

/** A listed day, written `25/12/2026 — sexta-feira` across two spans (each kept unbroken). */
const listed = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;
const pickDay = async (name: RegExp) => userEvent.click(await screen.findByRole('button', { name }));
const reasonField = () => screen.getByRole('textbox', { name: closedDaysStaffWords.closedDayReason });
const listOf = async (year: number) =>
  within(
    (await screen.findByRole('heading', { name: closedDaysStaffWords.closedDaysListTitle(String(year)) })).closest(
      'section',
    ) as HTMLElement,
  );

describe('/admin/closed-days', () => {
  it('lists the year’s closed days in pt-BR, and another year’s when chosen', async () => {
    stub();
    renderClosedDays();
    const list = await listOf(2026);
    expect(await list.findByText(listed('25/12/2026 — sexta-feira'))).toBeInTheDocument();
    expect(list.getByText(listed('21/04/2026 — terça-feira'))).toBeInTheDocument();
    expect(list.getByText('Natal')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: closedDaysStaffWords.closedDaysYear })).toHaveValue('2026');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: closedDaysStaffWords.closedDaysYear }), '2027');
    expect(await screen.findByText(closedDaysStaffWords.closedDaysEmpty('2027'))).toBeInTheDocument();
  });

  it('refuses an empty form with the server’s words, without calling it', async () => {
    stub();
    renderClosedDays();
    await userEvent.click(await screen.findByRole('button', { name: closedDaysStaffWords.closedDayAdd }));
    expect(await screen.findByText(bookingsStaffWords.dateInvalid)).toBeInTheDocument();
    expect(screen.getByText(closedDaysStaffWords.closedDayReasonInvalid)).toBeInTheDocument();
    expect(await sentBodies('POST /admin/closed-days')).toEqual([]);
  });

  it('offers only weekdays from today on that are not closed yet', async () => {
    stub();
    renderClosedDays();
    expect(await screen.findByRole('button', { name: /^Hoje, segunda-feira, 2 de março de 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /sábado, 7 de março de 2026/ })).toBeDisabled();
    // Once the closed days have arrived.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /quinta-feira, 19 de março de 2026/ })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: /sexta-feira, 20 de março de 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Ir para o mês anterior' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('closes a day with its note, then lists it', async () => {
    stub();
    renderClosedDays();
    await listOf(2026);
    await pickDay(/quinta-feira, 5 de março de 2026/);
    expect(
      screen.getByText(closedDaysStaffWords.closedDayChosen('quinta-feira, 5 de março de 2026')),
    ).toBeInTheDocument();
    await userEvent.type(reasonField(), '  Dedetização  ');
    await userEvent.click(screen.getByRole('button', { name: closedDaysStaffWords.closedDayAdd }));
    expect(await screen.findByRole('dialog', { name: closedDaysStaffWords.closedDayAdded })).toBeInTheDocument();
    expect(await sentBodies('POST /admin/closed-days')).toEqual([{ date: '2026-03-05', reason: 'Dedetização' }]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(listed('05/03/2026 — quinta-feira'))).toBeInTheDocument();
    expect(reasonField()).toHaveValue('');
    expect(screen.getByText(closedDaysStaffWords.closedDayPick)).toBeInTheDocument();
    // Now closed, the day is not offered again.
    expect(screen.getByRole('button', { name: /quinta-feira, 5 de março de 2026/ })).toBeDisabled();
  });

  it('warns when the day already has bookings, linking to that day’s agenda', async () => {
    createAnswer = [200, { message: closedDaysStaffWords.closedDayAdded, bookings: 3 }];
    stub();
    const router = renderClosedDays();
    await listOf(2026);
    await pickDay(/terça-feira, 10 de março de 2026/);
    await userEvent.type(reasonField(), 'Reforma');
    await userEvent.click(screen.getByRole('button', { name: closedDaysStaffWords.closedDayAdd }));
    expect(await screen.findByRole('alert')).toHaveTextContent(closedDaysStaffWords.closedDayBookingsMany('3'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(listed('10/03/2026 — terça-feira'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: closedDaysStaffWords.closedDayOpenAgenda('10/03/2026') }));
    expect(router.state.location.pathname).toBe('/admin/bookings');
    expect(router.state.location.search).toBe('?date=2026-03-10');
  });

  it('shows the server’s refusal of a day already closed', async () => {
    createAnswer = [409, { message: closedDaysStaffWords.closedDayExists }];
    stub();
    renderClosedDays();
    await listOf(2026);
    await pickDay(/quarta-feira, 11 de março de 2026/);
    await userEvent.type(reasonField(), 'Natal');
    await userEvent.click(screen.getByRole('button', { name: closedDaysStaffWords.closedDayAdd }));
    expect(await screen.findByRole('dialog', { name: closedDaysStaffWords.closedDayExists })).toBeInTheDocument();
    expect(reasonField()).toHaveValue('Natal');
  });

  it('removes a day only after confirming', async () => {
    stub();
    renderClosedDays();
    const list = await listOf(2026);
    const remove = await list.findByRole('button', {
      name: closedDaysStaffWords.closedDayRemoveLabel('25/12/2026'),
    });
    const question = closedDaysStaffWords.closedDayConfirmRemove('25/12/2026 — sexta-feira');
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Não' }),
    );
    expect(sentRequests().some((r) => r.startsWith('DELETE'))).toBe(false);

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Sim' }),
    );
    expect(await screen.findByRole('dialog', { name: closedDaysStaffWords.closedDayRemoved })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(list.queryByText(listed('25/12/2026 — sexta-feira'))).toBeNull();
  });

  it('loads the chosen year’s national holidays and says how many were added', async () => {
    stub();
    renderClosedDays();
    await listOf(2026);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: closedDaysStaffWords.closedDaysYear }), '2027');
    await userEvent.click(screen.getByRole('button', { name: closedDaysStaffWords.holidaysLoad('2027') }));
    expect(
      await screen.findByRole('dialog', { name: '2 feriados nacionais de 2027 adicionados.' }),
    ).toBeInTheDocument();
    expect(await sentBodies('POST /admin/closed-days/holidays')).toEqual([{ year: 2027 }]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(listed('26/03/2027 — sexta-feira'))).toBeInTheDocument();
  });
});
