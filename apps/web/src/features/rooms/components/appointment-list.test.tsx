import { messages } from '@arena/shared/messages';
import type { Appointment } from '@arena/shared/schemas/appointments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { APPOINTMENTS_PAGE, AppointmentList } from './appointment-list';

const appointments: Appointment[] = Array.from({ length: 45 }, (_, i) => {
  const day = String(1 + (i % 28)).padStart(2, '0');
  const hour = String(8 + Math.floor(i / 28)).padStart(2, '0');
  return {
    id: i + 1,
    user_id: i === 30 ? 7 : 99,
    participants: 'Sala 10',
    date_initial: `2027-03-${day} ${hour}:00:00`,
    date_final: `2027-03-${day} ${hour}:30:00`,
    mine: i === 30,
  };
});

describe('the appointment list of a busy room', () => {
  it('shows the soonest twenty, and twenty more on each request', async () => {
    renderApp(
      <AppointmentList
        room="Sala 10"
        appointments={appointments}
        userId={7}
        cancelNoticeHours={3}
        today="2027-02-01"
        timeZone="America/Sao_Paulo"
      />,
      { path: '/room' },
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(APPOINTMENTS_PAGE);
    // The member's own booking (the 31st) is further down: one request shows it.
    expect(screen.queryByText(messages.roomMine)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais (20 de 45)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByText(messages.roomMine)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais (40 de 45)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /Mostrar mais/ })).toBeNull();
  });

  it('has no button when everything fits', () => {
    renderApp(
      <AppointmentList
        room="Sala 10"
        appointments={appointments.slice(0, 3)}
        userId={7}
        cancelNoticeHours={3}
        today="2027-02-01"
        timeZone="America/Sao_Paulo"
      />,
      { path: '/room' },
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Mostrar mais/ })).toBeNull();
  });
});
