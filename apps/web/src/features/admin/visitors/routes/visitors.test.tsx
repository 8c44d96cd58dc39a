import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/server';
import VisitorsRoute from './visitors';

/**
 * Convidados de hoje's day (docs/product.md#visitors) is written and picked the pt-BR way
 * (dd/mm/aaaa, the pt-BR calendar), whatever the browser's language; the list follows the day.
 */
describe('the day of Convidados de hoje', () => {
  it('shows today as dd/mm/aaaa and asks for the day picked in the pt-BR calendar', async () => {
    const asked: Array<string | null> = [];
    server.use(
      configHandler,
      http.get('/api/admin/visitors', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date'));
        return HttpResponse.json([]);
      }),
    );
    const router = renderApp(<VisitorsRoute />, { path: paths.adminVisitors, user: staff });
    const day = await screen.findByRole('button', {
      name: `${bookingsStaffWords.adminVisitorsDay} 02/03/2026 — segunda-feira`,
    });
    expect(await screen.findByText(bookingsStaffWords.adminVisitorsEmpty)).toBeInTheDocument();
    expect(asked).toEqual([null]);
    await userEvent.click(day);
    const calendar = screen.getByRole('grid');
    expect(within(calendar).getByText('Seg')).toBeInTheDocument();
    await userEvent.click(within(calendar).getByRole('button', { name: /(^|\s)4 de março/ }));
    expect(router.state.location.search).toBe('?date=2026-03-04');
    expect(
      await screen.findByRole('button', { name: `${bookingsStaffWords.adminVisitorsDay} 04/03/2026 — quarta-feira` }),
    ).toBeVisible();
    await screen.findByText(bookingsStaffWords.adminVisitorsEmpty);
    expect(asked).toContain('2026-03-04');
  });

  it('names another day in the title and offers Chegou only on the visit’s day', async () => {
    const visitor = {
      id: 7,
      name: 'Lia Prado',
      host: 'Bia Souza',
      host_email: 'bia@empresa.test',
      room: 'Sala 20',
      date_initial: '2026-03-04 15:00:00',
      date_final: '2026-03-04 16:00:00',
      arrived_at: null,
    };
    server.use(
      configHandler,
      http.get('/api/admin/visitors', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date');
        return HttpResponse.json(date === '2026-03-04' ? [visitor] : [{ ...visitor, id: 8, name: 'Rui Hoje' }]);
      }),
    );
    renderApp(<VisitorsRoute />, {
      path: paths.adminVisitors,
      entry: `${paths.adminVisitors}?date=2026-03-04`,
      user: staff,
    });
    expect(await screen.findByRole('heading', { name: 'Convidados de 04/03/2026' })).toBeVisible();
    expect(await screen.findByText('Lia Prado')).toBeVisible();
    expect(screen.getByText(bookingsStaffWords.adminVisitorsArriveOnTheDay)).toBeVisible();
    expect(screen.queryByRole('button', { name: `${bookingsStaffWords.adminVisitorsArrive}: Lia Prado` })).toBeNull();
  });

  it('offers Chegou for today’s visitors under Convidados de hoje', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/visitors', () =>
        HttpResponse.json([
          {
            id: 8,
            name: 'Rui Hoje',
            host: 'Bia Souza',
            host_email: 'bia@empresa.test',
            room: 'Sala 20',
            date_initial: '2026-03-02 15:00:00',
            date_final: '2026-03-02 16:00:00',
            arrived_at: null,
          },
        ]),
      ),
    );
    renderApp(<VisitorsRoute />, { path: paths.adminVisitors, user: staff });
    expect(await screen.findByRole('heading', { name: bookingsStaffWords.adminVisitorsTitle })).toBeVisible();
    expect(
      await screen.findByRole('button', { name: `${bookingsStaffWords.adminVisitorsArrive}: Rui Hoje` }),
    ).toBeVisible();
  });
});
