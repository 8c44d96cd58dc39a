import { messages } from '@arena/shared/messages';
import { myBookingsMessages } from '@arena/shared/my-bookings-messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import AccountRoute from './account';

function value(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('the account screen', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/users/me/calendar', () => HttpResponse.json({ url: 'https://app.arena.test/api/calendar/x.ics' })),
    );
  });

  it('shows the member’s data with the phone formatted and the plan', async () => {
    renderApp(<AccountRoute />, { path: '/account', user: manager });
    expect(screen.getByRole('heading', { level: 1, name: messages.accountTitle })).toBeInTheDocument();
    expect(value('Nome')).toBe('Ana');
    expect(value('E-mail')).toBe('ana@empresa.test');
    expect(value('Celular')).toBe('(11) 91234-5678');
    expect(value('Plano')).toBe('Arena Dedicada');
    await userEvent.click(screen.getByRole('button', { name: 'Ativo' }));
    expect(within(await screen.findByRole('dialog')).getByText(messages.statusOk)).toBeInTheDocument();
  });

  it('says there is no plan yet, and shows a pending member as Inativo', () => {
    renderApp(<AccountRoute />, { path: '/account', user: { ...manager, plan: null, status: 'Pendente' } });
    expect(value('Plano')).toBe(messages.accountNoPlan);
    expect(screen.getByRole('button', { name: 'Inativo' })).toBeInTheDocument();
  });

  it('shows a manager the calendar block, and no one else', async () => {
    renderApp(<AccountRoute />, { path: '/account', user: manager });
    expect(screen.getByRole('heading', { level: 2, name: myBookingsMessages.calendarTitle })).toBeInTheDocument();
    cleanup();
    renderApp(<AccountRoute />, { path: '/account', user: { ...manager, level: 1 } });
    expect(screen.queryByRole('heading', { level: 2, name: myBookingsMessages.calendarTitle })).toBeNull();
  });

  it('leads to the edit screen', async () => {
    const router = renderApp(<AccountRoute />, { path: '/account', user: manager });
    await userEvent.click(screen.getByRole('link', { name: messages.accountEditTitle }));
    expect(router.state.location.pathname).toBe('/account/edit');
  });

  it('leads to Meus dados and the privacy policy', async () => {
    const router = renderApp(<AccountRoute />, { path: '/account', user: manager });
    expect(screen.getByRole('link', { name: messages.privacyLink })).toHaveAttribute('href', '/privacidade');
    await userEvent.click(screen.getByRole('link', { name: messages.myDataLink }));
    expect(router.state.location.pathname).toBe('/account/data');
  });
});
