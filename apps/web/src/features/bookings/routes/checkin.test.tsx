import type { MyAppointment } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manager, publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import BookingsRoute from './bookings';
import CheckinRoute from './checkin';

/** Check-in (docs/product.md#checkin) with CHECKIN_MINUTES=15; it is Monday 2026-03-02, 10:55 in São Paulo. */
const now: MyAppointment = {
  id: 31,
  user_id: 7,
  participants: 'Sala 20',
  room: 'Sala 20',
  mine: true,
  date_initial: '2026-03-02 11:00:00',
  date_final: '2026-03-02 12:00:00',
  cancel_until: '2026-03-02 08:00:00',
  series_id: null,
  checked_in_at: null,
};
const later: MyAppointment = { ...now, id: 32, date_initial: '2026-03-02 15:00:00', date_final: '2026-03-02 16:00:00' };
let upcoming: MyAppointment[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T13:55:00.000Z'));
  upcoming = [now, later];
  server.use(
    http.get('/api/config', () => HttpResponse.json({ ...publicConfig, checkin_minutes: 15 })),
    http.get('/api/appointments/mine', () => HttpResponse.json(upcoming)),
    http.post('/api/appointments/:id/checkin', ({ params }) => {
      upcoming = upcoming.map((b) =>
        b.id === Number(params.id) ? { ...b, checked_in_at: '2026-03-02T13:55:00Z' } : b,
      );
      return HttpResponse.json({ message: bookingsWords.checkinDone, checked_in_at: '2026-03-02T13:55:00Z' });
    }),
    http.post('/api/checkin/:roomCode', () =>
      HttpResponse.json(
        { message: bookingsWords.checkinNoBookingHere, code: 'CHECKIN_NO_BOOKING_HERE' },
        { status: 404 },
      ),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Cheguei', () => {
  it('shows on the booking whose window is open, and Check-in feito once confirmed', async () => {
    renderApp([{ path: '/bookings', element: <BookingsRoute /> }], { entry: '/bookings', user: manager });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: /Cheguei/ })).toBeNull();
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: /Cheguei/ }));
    expect(await screen.findByText(bookingsWords.checkinDone)).toBeInTheDocument();
    expect(await screen.findByText(bookingsWords.checkinDoneLabel)).toBeInTheDocument();
  });

  it('on the room’s QR page, names the room, the window and the member’s booking of it today', async () => {
    server.use(
      http.get('/api/rooms', () =>
        HttpResponse.json([
          { id: 1, value: 'Sala 10', img: '', capacity: 4 },
          { id: 2, value: 'Sala 20', img: '', capacity: 8 },
        ]),
      ),
    );
    renderApp([{ path: '/checkin/:roomCode', element: <CheckinRoute /> }], { entry: '/checkin/2', user: manager });
    expect(await screen.findByRole('heading', { name: 'Check-in: Sala 20' })).toBeVisible();
    expect(
      await screen.findByText(
        'Chegou para a sua reserva (Sala 20)? Toque em Cheguei de 10 minutos antes do início até 15 minutos depois. Sem o check-in, a reserva é cancelada automaticamente.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Sua reserva de hoje: 11:00–12:00. Check-in até 11:15.')).toBeVisible();
    expect(screen.getByText('Sua reserva de hoje: 15:00–16:00. Check-in até 15:15.')).toBeVisible();
  });

  it('on the room’s QR page, says why when there is no booking of that room now', async () => {
    renderApp([{ path: '/checkin/:roomCode', element: <CheckinRoute /> }], { entry: '/checkin/2', user: manager });
    await userEvent.click(await screen.findByRole('button', { name: bookingsWords.checkinButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingsWords.checkinNoBookingHere);
  });
});
