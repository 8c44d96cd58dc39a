import { screenWords } from '@arena/shared/contract/screen-words';
import type { MyAppointment } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, manager, teamGerente } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, server } from '../../../test/server';
import BookingsRoute from './bookings';

/** The space's today is Monday 2026-03-02 (publicConfig); the clock is set to 10:00 in São Paulo. */
const booking = (b: Partial<MyAppointment> & Pick<MyAppointment, 'id' | 'date_initial' | 'date_final'>) => ({
  user_id: 7,
  participants: 'Sala 10',
  room: 'Sala 10',
  mine: true,
  cancel_until: `${b.date_initial.slice(0, 11)}06:00:00`,
  series_id: null,
  ...b,
});
const soon = booking({
  id: 21,
  room: 'Sala 20',
  participants: 'Sala 20',
  date_initial: '2026-03-02 12:00:00',
  date_final: '2026-03-02 13:00:00',
  cancel_until: '2026-03-02 09:00:00',
});
const tomorrow = booking({ id: 22, date_initial: '2026-03-03 09:00:00', date_final: '2026-03-03 10:00:00' });
const lastWeek = booking({ id: 5, date_initial: '2026-02-23 14:00:00', date_final: '2026-02-23 15:00:00' });

let upcoming: MyAppointment[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T13:00:00.000Z'));
  upcoming = [soon, tomorrow];
  server.use(
    configHandler,
    http.get('/api/appointments/mine', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('period') === 'past' ? [lastWeek] : upcoming),
    ),
    http.put('/api/cancel-appointment', () => {
      upcoming = [soon];
      return HttpResponse.json({ message: bookingsWords.cancelDone });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const routes = [
  { path: '/bookings', element: <BookingsRoute /> },
  { path: '/room', element: <p>Tela da sala</p> },
];

describe('Minhas reservas', () => {
  it('keeps a booking released for want of a check-in, saying so, with nothing left to do on it', async () => {
    const released = booking({
      id: 23,
      date_initial: '2026-03-02 09:00:00',
      date_final: '2026-03-02 11:00:00',
      released_at: '2026-03-02T12:15:00.000Z',
    });
    upcoming = [released, tomorrow];
    renderApp(routes, { entry: '/bookings', user: manager });
    const items = await screen.findAllByRole('listitem');
    const first = within(items[0] as HTMLElement);
    expect(first.getByText(bookingsWords.bookingReleased)).toBeVisible();
    expect(first.getByText(bookingsWords.bookingReleasedWhy)).toBeVisible();
    expect(first.queryByRole('button')).toBeNull();
    expect(first.queryByRole('link')).toBeNull();
    expect(within(items[1] as HTMLElement).queryByText(bookingsWords.bookingReleased)).toBeNull();
  });

  // docs/product.md#team-gerente: a gerente books, and /account (where the holder's address is) is not theirs.
  it('gives a team gerente their calendar address here; the account holder finds theirs on /account', async () => {
    server.use(
      http.get('/api/users/me/calendar', () => HttpResponse.json({ url: 'https://app.arena.test/api/calendar/g.ics' })),
    );
    renderApp(routes, { entry: '/bookings', user: teamGerente });
    expect(await screen.findByRole('heading', { level: 2, name: bookingsWords.calendarTitle })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('https://app.arena.test/api/calendar/g.ics')).toBeInTheDocument();
  });

  it('shows the account holder no calendar block here', async () => {
    renderApp(routes, { entry: '/bookings', user: manager });
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('heading', { level: 2, name: bookingsWords.calendarTitle })).toBeNull();
  });

  it('marks a booking beyond the plan’s hours as Excedente, and only that one', async () => {
    upcoming = [soon, { ...tomorrow, overage: true }];
    renderApp(routes, { entry: '/bookings', user: manager });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText(bookingsWords.bookingOverage)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText(bookingsWords.bookingOverage)).toBeNull();
  });

  it('says how many guests a booking expects, on that booking only (walk C17)', async () => {
    upcoming = [soon, { ...tomorrow, guests: 2 }];
    renderApp(routes, { entry: '/bookings', user: manager });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText(bookingsWords.guestsOn(2))).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText(/convidado/)).toBeNull();
  });

  it('lists the upcoming bookings of every room, each with its deadline, or the reason it is gone', async () => {
    renderApp(routes, { entry: '/bookings', user: manager });
    expect(screen.getByRole('heading', { level: 1, name: bookingsWords.bookingsTitle })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: bookingsWords.bookingsUpcoming })).toHaveAttribute('aria-selected', 'true');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Today 12:00 could be cancelled until 09:00: it is 10:00, so the reason shows instead.
    expect(items[0]).toHaveTextContent('Sala 20');
    expect(items[0]).toHaveTextContent('seg., 02/03 · 12:00–13:00');
    expect(items[0]).toHaveTextContent(bookingsWords.cancelTooLate(3));
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Sala 10');
    expect(items[1]).toHaveTextContent(screenWords.cancelUntil('03/03, às 06:00'));
  });

  it('names the booking before cancelling it, then shows the list without it', async () => {
    renderApp(routes, { entry: '/bookings', user: manager });
    const items = await screen.findAllByRole('listitem');
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /Cancelar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      screenWords.confirmCancelWhich({ room: 'Sala 10', when: 'ter., 03/03 · 09:00–10:00' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(bookingsWords.cancelDone)).toBeInTheDocument();
    expect(await sentBodies('PUT /cancel-appointment')).toEqual([{ ui: manager.id, ai: 22 }]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('offline, refuses a confirmed cancellation at once, saying nothing was done, and never sends it later', async () => {
    let puts = 0;
    server.use(
      http.put('/api/cancel-appointment', () => {
        puts += 1;
        return HttpResponse.error();
      }),
    );
    renderApp(routes, { entry: '/bookings', user: manager });
    const items = await screen.findAllByRole('listitem');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      window.dispatchEvent(new Event('offline'));
      await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /Cancelar/ }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
      expect(await screen.findByText(commonWords.offlineNothingDone)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(puts).toBe(1);
    } finally {
      online.mockRestore();
    }
    // Back online, nothing runs by itself: the booking is still listed and no second call left.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts).toBe(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('cancels nothing when the member says no', async () => {
    renderApp(routes, { entry: '/bookings', user: manager });
    const items = await screen.findAllByRole('listitem');
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /Cancelar/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Não' }));
    expect(await sentBodies('PUT /cancel-appointment')).toEqual([]);
  });

  it('shows the last 90 days on the second tab, without Cancelar', async () => {
    renderApp(routes, { entry: '/bookings', user: manager });
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('tab', { name: bookingsWords.bookingsPast }));
    expect(screen.getByRole('tab', { name: bookingsWords.bookingsPast })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText('seg., 23/02 · 14:00–15:00');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says there is nothing booked, and leads to Reservar Sala', async () => {
    upcoming = [];
    const router = renderApp(routes, { entry: '/bookings', user: manager });
    expect(await screen.findByText(bookingsWords.bookingsEmptyUpcoming)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: bookingsWords.bookingsBookRoom }));
    expect(router.state.location.pathname).toBe('/room');
  });

  it('tells a team member the screen is for managers, asking nothing', async () => {
    renderApp(routes, { entry: '/bookings', user: { ...manager, level: 1 } });
    expect(screen.getByText(usersWords.managersOnly)).toBeInTheDocument();
    expect(await sentBodies('GET /appointments/mine')).toEqual([]);
  });
});
