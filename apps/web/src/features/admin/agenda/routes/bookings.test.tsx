import type { AgendaItem } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

import { http, HttpResponse } from 'msw';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configHandler, publicConfig, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, sentUrls, server } from '../../../../test/server';
import BookingsRoute from './bookings';

// A whole calendar and three lanes on a busy machine outlast Testing Library's one second.
configure({ asyncUtilTimeout: 5000 });
const rooms = ['Sala 10', 'Sala 20', 'Sala 30'].map((value, i) => ({ id: i + 1, value, img: '' }));
const booking = (
  id: number,
  roomId: number,
  day: string,
  from: string,
  to: string,
  name = 'Ana',
  overage_minutes = 0,
): AgendaItem => ({
  id,
  room_id: roomId,
  room: `Sala ${roomId}0`,
  user_id: 10 + id,
  name,
  lastname: 'Souza',
  email: `${name.toLowerCase()}@empresa.test`,
  phone: '11912345678',
  company: 'Empresa Teste',
  date_initial: `${day} ${from}:00`,
  date_final: `${day} ${to}:00`,
  overage_minutes,
  released_at: null,
  guests: 0,
});

// publicConfig.today is Monday 2026-03-02.
const TODAY = '2026-03-02';
let days: Record<string, AgendaItem[]>;
let cancelAnswer: [number, Record<string, unknown>];

const agendaDays = ['2026-03-01', TODAY, '2026-03-03', '2026-03-04', '2026-03-07'];

/** The agenda of one day, for the days these tests open; any other range is a 404. */
const agenda = (answer: (day: string) => Response) =>
  http.get('/api/admin/appointments', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const day = query.get('from') ?? '';
    if (query.get('to') !== day || !agendaDays.includes(day))
      return HttpResponse.json({ message: 'não encontrado' }, { status: 404 });
    return answer(day);
  });

function stub() {
  server.use(
    configHandler,
    http.get('/api/rooms', () => HttpResponse.json(rooms)),
    http.get('/api/admin/closed-days', () =>
      HttpResponse.json([{ date: '2026-03-04', reason: 'Dedetização', created_at: '2026-02-01T12:00:00.000Z' }]),
    ),
    http.put('/api/admin/appointments/7/cancel', () => {
      days[TODAY] = (days[TODAY] ?? []).filter((b) => b.id !== 7);
      return HttpResponse.json(cancelAnswer[1], { status: cancelAnswer[0] });
    }),
    agenda((day) => HttpResponse.json(days[day] ?? [])),
  );
}

const renderAgenda = (entry = '/admin/bookings') =>
  renderApp([{ path: '/admin/bookings', element: <BookingsRoute /> }], { entry, user: staff });

beforeEach(() => {
  days = {
    [TODAY]: [
      booking(7, 1, TODAY, '09:00', '10:30', 'Ana'),
      booking(8, 2, TODAY, '14:00', '15:00', 'Bia'),
      { ...booking(9, 1, TODAY, '16:00', '17:00', 'Caio'), company: null },
    ],
  };
  cancelAnswer = [200, { message: bookingsWords.cancelDone }];
});

const lane = (room: string) => screen.getByRole('region', { name: bookingsStaffWords.agendaRoomTimeline(room) });

describe('/admin/bookings', () => {
  it('shows today’s lanes, one per room, with each booking and the free time between', async () => {
    stub();
    renderAgenda();
    expect(await screen.findByText(bookingsStaffWords.agendaCountMany('3'))).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Escolher dia: segunda-feira, 2 de março de 2026/ }),
    ).toBeInTheDocument();

    const sala10 = within(lane('Sala 10'));
    expect(sala10.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `08:00–09:00 ${bookingsStaffWords.agendaFree}`,
      '09:00–10:30 Ana Souza Empresa Teste',
      `10:30–16:00 ${bookingsStaffWords.agendaFree}`,
      `16:00–17:00 Caio Souza ${bookingsStaffWords.agendaNoCompany}`,
      `17:00–18:00 ${bookingsStaffWords.agendaFree}`,
    ]);
    expect(within(lane('Sala 20')).getByRole('button', { name: /14:00–15:00 Bia Souza/ })).toBeInTheDocument();
    expect(
      within(lane('Sala 30'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`08:00–18:00 ${bookingsStaffWords.agendaFree}`]);
    expect(sentUrls()).toContain(`/api/admin/appointments?from=${TODAY}&to=${TODAY}`);
  });

  it('steps day by day, opens ?date=, and says when the day is closed or a weekend', async () => {
    stub();
    const router = renderAgenda('/admin/bookings?date=2026-03-03');
    expect(await screen.findByText(bookingsStaffWords.agendaCount0)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: bookingsStaffWords.agendaNextDay }));
    expect(await screen.findByText(bookingsStaffWords.agendaClosedDay('Dedetização'))).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-03-04');

    await userEvent.click(screen.getByRole('button', { name: bookingsStaffWords.agendaToday }));
    expect(await screen.findByText(bookingsStaffWords.agendaCountMany('3'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: bookingsStaffWords.agendaPrevDay }));
    expect(await screen.findByText(bookingsStaffWords.agendaWeekend)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /domingo, 1 de março de 2026/ })).toBeInTheDocument();
  });

  it('picks a day in the pt-BR calendar, weekends included', async () => {
    stub();
    const router = renderAgenda();
    const day = await screen.findByRole('button', { name: /^Escolher dia/ });
    expect(day).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(day);
    expect(day).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: /sábado, 7 de março de 2026/ }));
    expect(router.state.location.search).toBe('?date=2026-03-07');
    expect(await screen.findByText(bookingsStaffWords.agendaWeekend)).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a booking’s details and cancels it with a required reason, after confirming', async () => {
    stub();
    renderAgenda();
    await userEvent.click(await screen.findByRole('button', { name: /09:00–10:30 Ana Souza/ }));
    const details = screen.getByRole('dialog', { name: 'Reserva · Sala 10' });
    expect(within(details).getByRole('link', { name: 'ana@empresa.test' })).toHaveAttribute(
      'href',
      'mailto:ana@empresa.test',
    );
    expect(within(details).getByText('(11) 91234-5678')).toHaveAttribute('href', 'tel:+5511912345678');
    expect(within(details).getByText('segunda-feira, 2 de março de 2026, 09:00–10:30')).toBeInTheDocument();

    await userEvent.click(within(details).getByRole('button', { name: bookingsStaffWords.agendaCancel }));
    const reason = within(details).getByRole('textbox', { name: bookingsStaffWords.agendaCancelReason });
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'ok');
    await userEvent.click(within(details).getByRole('button', { name: bookingsStaffWords.agendaCancelConfirm }));
    expect(await within(details).findByText(bookingsStaffWords.cancelReasonInvalid)).toBeInTheDocument();

    await userEvent.type(reason, ' — sala em manutenção');
    await userEvent.click(within(details).getByRole('button', { name: bookingsStaffWords.agendaCancelConfirm }));
    const question = bookingsStaffWords.agendaConfirmCancel({
      name: 'Ana Souza',
      room: 'Sala 10',
      when: 'segunda-feira, 2 de março de 2026, 09:00–10:30',
      delivered: true,
    });
    const confirm = await screen.findByRole('dialog', { name: question });
    // "Não" sends nothing and keeps the form.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Não' }));
    expect(await sentBodies('PUT /admin/appointments/7/cancel')).toEqual([]);

    await userEvent.click(within(details).getByRole('button', { name: bookingsStaffWords.agendaCancelConfirm }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', { name: 'Sim' }),
    );
    const done = await screen.findByRole('dialog', { name: bookingsStaffWords.agendaCancelled });
    expect(await sentBodies('PUT /admin/appointments/7/cancel')).toEqual([{ reason: 'ok — sala em manutenção' }]);
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(bookingsStaffWords.agendaCountMany('2'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ana Souza/ })).toBeNull();
  });

  it('shows the server’s words when the booking can no longer be cancelled', async () => {
    cancelAnswer = [422, { message: bookingsStaffWords.appointmentEnded }];
    stub();
    renderAgenda();
    await userEvent.click(await screen.findByRole('button', { name: /09:00–10:30 Ana Souza/ }));
    await userEvent.click(screen.getByRole('button', { name: bookingsStaffWords.agendaCancel }));
    await userEvent.type(
      screen.getByRole('textbox', { name: bookingsStaffWords.agendaCancelReason }),
      'Queda de energia',
    );
    await userEvent.click(screen.getByRole('button', { name: bookingsStaffWords.agendaCancelConfirm }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('dialog', { name: bookingsStaffWords.appointmentEnded })).toBeInTheDocument();
  });

  it('reads the opening hours from GET /config', async () => {
    server.use(
      http.get('/api/config', () => HttpResponse.json({ ...publicConfig, opening_hours: '07:00-12:00' })),
      http.get('/api/rooms', () => HttpResponse.json(rooms.slice(0, 1))),
      http.get('/api/admin/closed-days', () => HttpResponse.json([])),
      agenda((day) => HttpResponse.json(day === TODAY ? [booking(1, 1, TODAY, '11:00', '12:00')] : [])),
    );
    renderAgenda();
    await screen.findByText(bookingsStaffWords.agendaCount1);
    expect(
      within(lane('Sala 10'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`07:00–11:00 ${bookingsStaffWords.agendaFree}`, '11:00–12:00 Ana Souza Empresa Teste']);
  });
});
