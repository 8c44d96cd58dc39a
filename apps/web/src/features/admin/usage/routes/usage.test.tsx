import type { UsageReport } from '@arena/shared/plans/schemas';
import { plansStaffWords } from '@arena/shared/plans/staff-words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentRequests, server } from '../../../../test/server';
import AdminUsageRoute from './usage';

const week = (start: string, end: string, booked: number, open: number) => ({
  start,
  end,
  booked_minutes: booked,
  open_minutes: open,
});

const report = (month: string): UsageReport => ({
  month,
  accounts: [
    {
      account_id: 3,
      name: 'Ana Souza',
      email: 'ana@empresa.test',
      company: 'Souza Arquitetura',
      plan: 'Arena Dedicada',
      overage: 'charge',
      included_minutes: 600,
      used_minutes: 690,
      overage_minutes: 90,
    },
  ],
  rooms: [
    {
      id: 1,
      name: 'Sala 10',
      weeks: [week(`${month}-02`, `${month}-08`, 1500, 3000), week(`${month}-09`, `${month}-15`, 0, 3000)],
    },
    {
      id: 2,
      name: 'Sala 20',
      weeks: [week(`${month}-02`, `${month}-08`, 750, 3000), week(`${month}-09`, `${month}-15`, 300, 2400)],
    },
  ],
});

describe('staff’s usage page (docs/product.md#plans)', () => {
  it('shows this month’s hours by account and each room’s weekly occupancy as a chart with its numbers', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/reports/usage', ({ request }) =>
        HttpResponse.json(report(new URL(request.url).searchParams.get('month') ?? '')),
      ),
    );
    renderApp(<AdminUsageRoute />, { path: '/admin/usage', user: staff });
    // GET /config says today is 2026-03-02.
    expect(await screen.findByRole('heading', { name: 'março de 2026' })).toBeInTheDocument();
    const accounts = await screen.findByRole('table', { name: plansStaffWords.usageAccounts });
    const row = within(accounts).getByRole('row', { name: /Ana Souza/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Arena Dedicada', '10\u00a0h', '11,5\u00a0h', '1,5\u00a0h']);
    const chart = screen.getByRole('img', { name: 'Ocupação semanal das salas em março de 2026' });
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    expect(chart.querySelector('rect title')?.textContent).toBe(
      'Sala 10, semana de 02/03 a 08/03: 50% de ocupação (reservas: 25\u00a0h)',
    );
    const numbers = screen.getByRole('table', { name: 'Ocupação semanal das salas em março de 2026' });
    const second = within(numbers).getByRole('row', { name: /09\/03 a 15\/03/ });
    // 300 of 2,400 open minutes (a closed day that week) is 12.5%, shown whole.
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0%', '13%']);

    await userEvent.click(screen.getByRole('button', { name: /Próximo mês/ }));
    expect(await screen.findByRole('heading', { name: 'abril de 2026' })).toBeInTheDocument();
    expect(sentRequests()).toContain('GET /admin/reports/usage?month=2026-04');
  });

  it('draws nothing for a week with no open hours, and says — rather than 0%', async () => {
    const closed = report('2026-03');
    for (const room of closed.rooms) room.weeks.push(week('2026-03-16', '2026-03-22', 0, 0));
    server.use(
      configHandler,
      http.get('/api/admin/reports/usage', () => HttpResponse.json(closed)),
    );
    renderApp(<AdminUsageRoute />, { path: '/admin/usage', user: staff });
    const chart = await screen.findByRole('img', { name: 'Ocupação semanal das salas em março de 2026' });
    // Two weeks of two rooms drawn; the closed week adds no bar.
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    const numbers = screen.getByRole('table', { name: 'Ocupação semanal das salas em março de 2026' });
    const row = within(numbers).getByRole('row', { name: /16\/03 a 22\/03/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '—']);
  });

  it('downloads the month’s CSV with the staff token', async () => {
    let auth = '';
    server.use(
      configHandler,
      http.get('/api/admin/reports/usage', () => HttpResponse.json(report('2026-03'))),
      http.get('/api/admin/reports/usage.csv', ({ request }) => {
        auth = request.headers.get('authorization') ?? '';
        return new HttpResponse('\uFEFFMês;Conta\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="uso-salas-2026-03.csv"',
          },
        });
      }),
    );
    const created = vi.fn(() => 'blob:arena');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp(<AdminUsageRoute />, { path: '/admin/usage', user: staff });
    await userEvent.click(await screen.findByRole('button', { name: plansStaffWords.usageDownload }));
    await vi.waitFor(() => expect(clicked).toEqual(['uso-salas-2026-03.csv']));
    expect(auth).toBe('Bearer token-de-teste');
    expect(sentRequests()).toContain('GET /admin/reports/usage.csv?month=2026-03');
    click.mockRestore();
  });
});
