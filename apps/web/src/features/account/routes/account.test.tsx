import { usersWords } from '@arena/shared/users/words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { commonWords } from '@arena/shared/contract/words';
import { privacyWords } from '@arena/shared/privacy/words';

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
    expect(screen.getByRole('heading', { level: 1, name: usersWords.accountTitle })).toBeInTheDocument();
    expect(value('Nome')).toBe('Ana');
    expect(value('E\u2011mail')).toBe('ana@empresa.test');
    expect(value('Celular')).toBe('(11) 91234-5678');
    expect(value('Plano')).toBe('Arena Dedicada');
    await userEvent.click(screen.getByRole('button', { name: 'Ativo' }));
    expect(within(await screen.findByRole('dialog')).getByText(usersWords.statusOk)).toBeInTheDocument();
  });

  it('says there is no plan yet', () => {
    renderApp(<AccountRoute />, { path: '/account', user: { ...manager, plan: null } });
    expect(value('Plano')).toBe(usersWords.accountNoPlan);
  });

  it('opened by its address, says on arrival what the grey Cadastro tile says', () => {
    for (const [user, reason] of [
      [{ ...manager, status: 'Pendente' as const }, usersWords.pendingReview],
      [{ ...manager, status: 'Inativo' as const }, usersWords.notActive],
      [{ ...manager, level: 1 }, usersWords.managersOnly],
      // A team gerente: Cadastro stays the account holder's (docs/product.md#team-gerente).
      [{ ...manager, holder: false }, usersWords.holdersOnly],
    ] as const) {
      renderApp(<AccountRoute />, { path: '/account', user });
      expect(screen.getByRole('heading', { level: 1, name: usersWords.accountTitle })).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: usersWords.accountEditTitle })).toBeNull();
      cleanup();
    }
  });

  it('shows a manager the calendar block', () => {
    renderApp(<AccountRoute />, { path: '/account', user: manager });
    expect(screen.getByRole('heading', { level: 2, name: bookingsWords.calendarTitle })).toBeInTheDocument();
  });

  it('leads to the edit screen', async () => {
    const router = renderApp(<AccountRoute />, { path: '/account', user: manager });
    await userEvent.click(screen.getByRole('link', { name: usersWords.accountEditTitle }));
    expect(router.state.location.pathname).toBe('/account/edit');
  });

  it('leads to Meus dados and the privacy policy', async () => {
    const router = renderApp(<AccountRoute />, { path: '/account', user: manager });
    expect(screen.getByRole('link', { name: commonWords.privacyLink })).toHaveAttribute('href', '/privacidade');
    await userEvent.click(screen.getByRole('link', { name: privacyWords.myDataLink }));
    expect(router.state.location.pathname).toBe('/account/data');
  });
});
