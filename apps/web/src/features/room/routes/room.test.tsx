import { screenWords } from '@arena/shared/contract/screen-words';
import type { Appointment } from '@arena/shared/bookings/schemas';
import type { Usage } from '@arena/shared/plans/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';
import { invoicesWords } from '@arena/shared/invoices/words';
import { usersWords } from '@arena/shared/users/words';
import { plansWords } from '@arena/shared/plans/words';
import { commonWords } from '@arena/shared/contract/words';

import { http, HttpResponse } from 'msw';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { manager, teamGerente } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import RoomRoute from './room';

const config = {
  news_url: '',
  whatsapp_number: '',
  whatsapp_url: '',
  plans: [],
  departments: [],
  opening_hours: '08:00-18:00',
  slot_minutes: 30,
  booking_horizon_days: 180,
  cancel_notice_hours: 3,
  timezone: 'America/Sao_Paulo',
  // A Wednesday; the 25th is the next Monday.
  today: '2030-11-20',
};
const rooms = ['Sala 10', 'Sala 20', 'Sala 30'].map((value, i) => ({
  id: i + 1,
  value,
  img: `/rooms/${value.toLowerCase().replace(' ', '-')}.svg`,
  capacity: 6,
}));
const mine = (id: number, day: string, from: string, to: string): Appointment => ({
  id,
  user_id: 7,
  participants: 'Sala 10',
  date_initial: `${day} ${from}:00`,
  date_final: `${day} ${to}:00`,
  mine: true,
});

type Call = { method: string; path: string; body: unknown };
type Reply = [status: number, body: Record<string, unknown> | unknown[]];
let calls: Call[];
let lists: Record<string, Appointment[]>;
let store: () => Reply;
let cancel: () => Reply;
/** The account's hours (docs/product.md#plans), answered for whichever month is asked. */
let usage: Usage;
/** Whether an overdue invoice blocks the account's new bookings (docs/product.md#overdue). */
let block: { blocked: boolean; number: string | null; due_date: string | null };

/** Records the call, then answers `reply(body)` as the API would. */
const recorded =
  (reply: (body: unknown) => Reply) =>
  async ({ request }: { request: Request }) => {
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    const [status, answer] = reply(body);
    return HttpResponse.json(answer, { status });
  };

beforeEach(() => {
  calls = [];
  lists = {};
  store = () => [200, { message: bookingsWords.bookingDone }];
  cancel = () => [200, { message: bookingsWords.cancelDone }];
  block = { blocked: false, number: null, due_date: null };
  usage = {
    month: '2030-11',
    included_minutes: 600,
    used_minutes: 180,
    remaining_minutes: 420,
    overage_minutes: 0,
    plan: 'Arena Dedicada',
    overage: 'charge',
  };
  // Answers like the API (apps/api/src/modules/booking/booking.routes.ts).
  server.use(
    http.get(
      '/api/config',
      recorded(() => [200, config]),
    ),
    http.get(
      '/api/rooms',
      recorded(() => [200, rooms]),
    ),
    http.get(
      '/api/users/me/booking-block',
      recorded(() => [200, block]),
    ),
    http.get(
      '/api/closed-days',
      recorded(() => [200, [{ date: '2030-11-26', reason: 'Feriado' }]]),
    ),
    http.post(
      '/api/manager/appointment/list',
      recorded((body) => {
        const { participants = '', date = '' } = body as { participants?: string; date?: string };
        return [200, (lists[participants] ?? []).filter((a) => a.date_initial.startsWith(`${date} `))];
      }),
    ),
    http.post(
      '/api/manager/appointment/store',
      recorded(() => store()),
    ),
    http.put(
      '/api/cancel-appointment',
      recorded(() => cancel()),
    ),
    http.get('/api/users/me/usage', ({ request }) => {
      const month = new URL(request.url).searchParams.get('month');
      calls.push({ method: 'GET', path: `/api/users/me/usage?month=${month ?? ''}`, body: undefined });
      return HttpResponse.json({ ...usage, month: month ?? usage.month });
    }),
  );
  sessionStore.save('token', manager);
});

afterEach(() => {
  vi.useRealTimers();
});

// The screen waits on three calls and renders a whole calendar: on a busy machine that outlasts
// Testing Library's one-second default.
configure({ asyncUtilTimeout: 5000 });

const renderRoom = () => renderApp(<RoomRoute />);

const dialogText = async () => within(await screen.findByRole('dialog')).getByText(/./, { selector: 'p' }).textContent;
const pickDay = async (name: RegExp) => userEvent.click(await screen.findByRole('button', { name }));
const storeCalls = () => calls.filter((c) => c.path === '/api/manager/appointment/store');
/** The day's timeline as the member reads it: each range and its label. */
const timelineRows = () =>
  [...document.querySelectorAll('.timeline li')].map(
    (li) => `${li.querySelector('.timeline-hours')?.textContent} ${li.querySelector('.timeline-label')?.textContent}`,
  );
const pickToday = async () =>
  userEvent.click(await screen.findByRole('button', { name: /^Hoje, quarta-feira, 20 de novembro/ }));

describe('the room booking screen', () => {
  it('starts on Sala 10, and shows the chosen day of the chosen room, asking for that day only', async () => {
    lists['Sala 20'] = [
      { ...mine(9, '2030-11-25', '14:00', '15:30'), participants: 'Sala 20', mine: false },
      { ...mine(10, '2030-11-27', '09:00', '10:00'), participants: 'Sala 20', mine: false },
    ];
    renderRoom();
    expect(await screen.findByRole('radio', { name: 'Sala 10' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Ilustração: Sala 20' })).toHaveAttribute('src', '/rooms/sala-20.svg');
    expect(await screen.findByText(bookingsWords.timelinePickDay)).toBeInTheDocument();
    await pickDay(/25 de novembro de 2030/);
    expect(await screen.findByText(bookingsWords.appointmentsEmpty)).toBeInTheDocument();
    // Said once: no lone "Livre" row under it (walk P5).
    expect(timelineRows()).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Sala 20' }));
    await screen.findByText('14:00–15:30');
    expect(timelineRows()).toEqual(['08:00–14:00 Livre', '14:00–15:30 Ocupado', '15:30–18:00 Livre']);
    expect(screen.queryByRole('button', { name: /Cancelar/ })).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/list')).map((c) => c.body)).toEqual([
      { participants: 'Sala 10', date: '2030-11-25' },
      { participants: 'Sala 20', date: '2030-11-25' },
    ]);
  });

  it('says on arrival that an overdue invoice blocks new bookings, with the way to Faturas', async () => {
    block = { blocked: true, number: '2026-000042', due_date: '2030-10-10' };
    renderRoom();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A fatura 2026-000042 venceu em 10/10/2030 e ainda está em aberto. Até a confirmação do pagamento, não é possível fazer novas reservas; as já feitas continuam valendo.',
    );
    expect(within(alert).getByRole('link', { name: invoicesWords.overdueBlockLink })).toHaveAttribute(
      'href',
      '/invoices',
    );
  });

  it('tells a team gerente the account is blocked, without the invoice', async () => {
    block = { blocked: true, number: null, due_date: null };
    sessionStore.save('token', teamGerente);
    renderRoom();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invoicesWords.invoiceOverdueTeam);
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('shows no notice when the account is not blocked', async () => {
    renderRoom();
    await screen.findByLabelText('Horário inicial');
    expect(calls.map((c) => c.path)).toContain('/api/users/me/booking-block');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the rooms, /config, the closed days, the hours and the block only, and offers the times /config gives', async () => {
    renderRoom();
    const start = await screen.findByLabelText('Horário inicial');
    // 08:00-18:00 in 30-minute slots: starts 08:00 … 17:30, ends 08:30 … 18:00.
    const times = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
    expect(times(start)).toHaveLength(20);
    expect([times(start)[0], times(start).at(-1)]).toEqual(['08:00:00', '17:30:00']);
    await userEvent.selectOptions(start, '17:00:00');
    expect(times(screen.getByLabelText('Horário final'))).toEqual(['17:30:00', '18:00:00']);
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /api/closed-days',
      'GET /api/config',
      'GET /api/rooms',
      'GET /api/users/me/booking-block',
      'GET /api/users/me/usage?month=',
    ]);
  });

  it('tells a team member that booking is for managers, without calling the list', async () => {
    sessionStore.save('token', { ...manager, id: 8, level: 1, qtt_team: 0 });
    renderRoom();
    expect(await screen.findByText(usersWords.managersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/list'))).toBe(false);
  });

  it('tells a pending manager the status text, not that booking is for managers', async () => {
    sessionStore.save('token', { ...manager, status: 'Pendente' });
    renderRoom();
    expect(await screen.findByText(usersWords.pendingReview)).toBeInTheDocument();
    expect(screen.queryByText(usersWords.managersOnly)).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/list'))).toBe(false);
  });

  it('disables weekends, past days, closed days and days beyond the horizon', async () => {
    // 10:00 in São Paulo: today still has free times.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-11-20T13:00:00Z') });
    renderRoom();
    await screen.findByRole('radio', { name: 'Sala 10' });
    expect(screen.getByRole('button', { name: /sábado, 23 de novembro de 2030/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /domingo, 24 de novembro de 2030/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /terça-feira, 19 de novembro de 2030/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /terça-feira, 26 de novembro de 2030/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Hoje, quarta-feira, 20 de novembro/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /segunda-feira, 25 de novembro de 2030/ })).toBeEnabled();
  });

  it('disables today once its last start time has gone by', async () => {
    // 17:30 in São Paulo: the last start of an 08:00-18:00 day in 30-minute slots is past.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-11-20T20:30:00Z') });
    renderRoom();
    await screen.findByRole('radio', { name: 'Sala 10' });
    expect(screen.getByRole('button', { name: /^Hoje, quarta-feira, 20 de novembro/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /quinta-feira, 21 de novembro de 2030/ })).toBeEnabled();
  });

  it('keeps today while its last start is still ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-11-20T20:29:00Z') });
    renderRoom();
    await screen.findByRole('radio', { name: 'Sala 10' });
    expect(screen.getByRole('button', { name: /^Hoje, quarta-feira, 20 de novembro/ })).toBeEnabled();
  });

  it('heads the calendar’s columns in Portuguese, accent included', async () => {
    renderRoom();
    await screen.findByRole('radio', { name: 'Sala 10' });
    // The header row is hidden from screen readers (each day button says its full name): it is what
    // a sighted member reads.
    const headers = screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    expect(headers).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });

  it('asks for the missing time without calling the server', async () => {
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    expect(screen.getByText(`Data escolhida: segunda-feira, 25 de novembro`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await dialogText()).toBe(bookingsWords.bookingInvalid);
    expect(storeCalls()).toEqual([]);
  });

  it('asks for the missing date without calling the server', async () => {
    renderRoom();
    await userEvent.selectOptions(await screen.findByLabelText('Horário inicial'), '09:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await dialogText()).toBe(bookingsWords.bookingInvalid);
    expect(storeCalls()).toEqual([]);
  });

  it('books the chosen day and hour, says so, and refreshes the list', async () => {
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    await userEvent.selectOptions(screen.getByLabelText('Horário inicial'), '09:00:00');
    expect(screen.getByLabelText('Horário final')).toHaveDisplayValue('10:00');
    lists['Sala 10'] = [mine(41, '2030-11-25', '09:00', '10:00')];
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await dialogText()).toBe(bookingsWords.bookingDone);
    expect(storeCalls().map((c) => c.body)).toEqual([
      {
        participants: 'Sala 10',
        date_initial: '2030-11-25 09:00:00',
        date_final: '2030-11-25 10:00:00',
        isStudio: false,
        max_overage_minutes: 0,
        max_overage_cents: 0,
      },
    ]);
    await screen.findByText('09:00–10:00');
    expect(timelineRows()).toEqual(['08:00–09:00 Livre', '09:00–10:00 Sua reserva', '10:00–18:00 Livre']);
    expect(screen.getByRole('option', { name: '09:00 (indisponível)' })).toBeDisabled();
  });

  it('shows the plan’s hours of the month of the chosen day', async () => {
    renderRoom();
    expect(await screen.findByText('Horas usadas em novembro: 3 h de 10 h')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Próximo mês|Mês seguinte|próximo/i }));
    await pickDay(/segunda-feira, 2 de dezembro de 2030/);
    expect(await screen.findByText('Horas usadas em dezembro: 3 h de 10 h')).toBeInTheDocument();
  });

  it('tells the member before booking beyond the hours of a charge plan, and books only on Sim', async () => {
    usage = { ...usage, used_minutes: 570, remaining_minutes: 30 };
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    await userEvent.selectOptions(screen.getByLabelText('Horário inicial'), '09:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await dialogText()).toBe(plansWords.overageNotice('0,5', '0,5', 'novembro'));
    expect(await dialogText()).toBe(
      'Saldo do seu plano em novembro: 0,5\u00a0h. O excedente desta reserva (0,5\u00a0h) será cobrado à parte. Deseja reservar?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(storeCalls()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await dialogText()).toBe(bookingsWords.bookingDone);
    // What the member accepted travels with the booking, for the server to hold it to.
    expect(storeCalls().map((c) => c.body)).toEqual([
      expect.objectContaining({ max_overage_minutes: 30, max_overage_cents: 0 }),
    ]);
  });

  it('asks for the plan’s hours again once a booking is made, so home and /room show the new total', async () => {
    // The server counts the hour as it books (the question before Reservar saw 3 h).
    store = () => {
      usage = { ...usage, used_minutes: 240, remaining_minutes: 360 };
      return [200, { message: bookingsWords.bookingDone }];
    };
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    expect(await screen.findByText('Horas usadas em novembro: 3 h de 10 h')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Horário inicial'), '09:00:00');
    const beforeReservar = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await dialogText()).toBe(bookingsWords.bookingDone);
    expect(await screen.findByText('Horas usadas em novembro: 4 h de 10 h')).toBeInTheDocument();
    // Asked once before Reservar (a charge plan's question needs the hours as they are now) and
    // once after the booking: never twice for the one change.
    await new Promise((r) => setTimeout(r, 300));
    const paths = calls.slice(beforeReservar).map((c) => c.path);
    const booked = paths.indexOf('/api/manager/appointment/store');
    const usageCalls = (list: string[]) => list.filter((p) => p === '/api/users/me/usage?month=2030-11').length;
    expect(usageCalls(paths.slice(0, booked))).toBe(1);
    expect(usageCalls(paths.slice(booked))).toBe(1);
  });

  it('asks nothing within the hours, and shows a block plan’s refusal in the server’s words', async () => {
    usage = { ...usage, overage: 'block', used_minutes: 600, remaining_minutes: 0 };
    const refusal = 'Seu plano não tem horas suficientes para esta reserva. Saldo em novembro: 0 h.';
    store = () => [422, { message: refusal, code: 'PLAN_HOURS_EXCEEDED' }];
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    await userEvent.selectOptions(screen.getByLabelText('Horário inicial'), '09:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await dialogText()).toBe(refusal);
    expect(storeCalls()).toHaveLength(1);
  });

  it('shows each room’s capacity as text beside its picture', async () => {
    renderRoom();
    const sala20 = await screen.findByRole('radio', { name: 'Sala 20' });
    expect(sala20).toHaveAccessibleDescription('Até 6 pessoas');
  });

  it('books once and says so once when Reservar is submitted twice within a millisecond', async () => {
    // The server as it is: the first store books, any later one finds the slot taken.
    let booked = 0;
    store = () =>
      booked++ === 0
        ? [200, { message: bookingsWords.bookingDone }]
        : [409, { message: bookingsWords.bookingConflict }];
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    await userEvent.selectOptions(screen.getByLabelText('Horário inicial'), '09:00:00');
    const form = screen.getByRole('button', { name: 'Reservar' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await dialogText()).toBe(bookingsWords.bookingDone);
    await userEvent.click(screen.getByRole('button', { name: commonWords.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storeCalls()).toHaveLength(1);
  });

  it('shows the server’s words when the slot was just taken', async () => {
    store = () => [409, { message: bookingsWords.bookingConflict }];
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    await userEvent.selectOptions(screen.getByLabelText('Horário inicial'), '11:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await dialogText()).toBe(bookingsWords.bookingConflict);
  });

  it('disables the starts taken in that room on the chosen day', async () => {
    lists['Sala 10'] = [{ ...mine(5, '2030-11-25', '10:00', '11:00'), user_id: 3, mine: false }];
    renderRoom();
    const start = await screen.findByLabelText('Horário inicial');
    expect(within(start).getByRole('option', { name: /^10:00/ })).toBeEnabled();
    await pickDay(/25 de novembro de 2030/);
    await screen.findByText('10:00–11:00');
    expect(within(start).getByRole('option', { name: /^10:00/ })).toBeDisabled();
    expect(within(start).getByRole('option', { name: /^10:30/ })).toBeDisabled();
    await userEvent.selectOptions(start, '09:00:00');
    expect(screen.getByLabelText('Horário final')).toHaveDisplayValue('10:00');
  });

  it('cancels one’s own appointment after a confirmation that names it', async () => {
    lists['Sala 10'] = [mine(12, '2030-11-25', '09:00', '10:00')];
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    // The deadline shows beside the button, before anyone taps it (docs/product.md#my-bookings).
    expect(await screen.findByText(screenWords.cancelUntil('06:00'))).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar/ }));
    expect(await dialogText()).toBe(
      screenWords.confirmCancelWhich({ room: 'Sala 10', when: 'seg., 25/11 · 09:00–10:00' }),
    );
    lists['Sala 10'] = [];
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(async () => expect(await dialogText()).toBe(bookingsWords.cancelDone));
    expect(calls.find((c) => c.path === '/api/cancel-appointment')?.body).toEqual({ ui: 7, ai: 12 });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(bookingsWords.appointmentsEmpty)).toBeInTheDocument();
  });

  it('does nothing when the confirmation is declined', async () => {
    lists['Sala 10'] = [mine(12, '2030-11-25', '09:00', '10:00')];
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(calls.some((c) => c.path === '/api/cancel-appointment')).toBe(false);
  });

  it('replaces Cancelar with the reason once the deadline has passed', async () => {
    // 13:00 in São Paulo on the space's today: a 15:00 booking could be cancelled until 12:00.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-11-20T16:00:00Z') });
    lists['Sala 10'] = [mine(12, '2030-11-20', '15:00', '16:00'), mine(13, '2030-11-20', '17:00', '17:30')];
    renderRoom();
    await pickToday();
    const late = (await screen.findByText('15:00–16:00')).closest('li') as HTMLElement;
    expect(within(late).queryByRole('button', { name: /Cancelar/ })).toBeNull();
    expect(within(late).getByText(bookingsWords.cancelTooLate(3))).toBeInTheDocument();
    const open = screen.getByText('17:00–17:30').closest('li') as HTMLElement;
    expect(within(open).getByText(screenWords.cancelUntil('14:00'))).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: /Cancelar/ })).toBeInTheDocument();
  });

  it('labels other people’s bookings Ocupado, and nothing more', async () => {
    lists['Sala 10'] = [{ ...mine(14, '2030-11-25', '11:00', '12:00'), user_id: 99, mine: false }];
    renderRoom();
    await pickDay(/25 de novembro de 2030/);
    const item = (await screen.findByText('11:00–12:00')).closest('li') as HTMLElement;
    expect(within(item).getByText(screenWords.roomTaken)).toBeInTheDocument();
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(item).queryByText(/cancelamento/)).toBeNull();
  });

  it('shows the 3-hour message when the server refuses a late cancellation', async () => {
    // 10:00 in São Paulo: the phone's clock says the 15:00 booking is still in time; the server decides.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-11-20T13:00:00Z') });
    cancel = () => [422, { message: bookingsWords.cancelTooLate(3) }];
    lists['Sala 10'] = [mine(12, '2030-11-20', '15:00', '16:00')];
    renderRoom();
    await pickToday();
    await userEvent.click(await screen.findByRole('button', { name: /Cancelar/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(async () => expect(await dialogText()).toBe(bookingsWords.cancelTooLate(3)));
    expect(screen.getByText('15:00–16:00')).toBeInTheDocument();
  });
});
