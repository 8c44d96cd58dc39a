import { messages } from '@arena/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import AccountRoute from './account';

function value(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('the account screen', () => {
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

  it('leads to the edit screen', async () => {
    const router = renderApp(<AccountRoute />, { path: '/account', user: manager });
    await userEvent.click(screen.getByRole('link', { name: 'Editar dados' }));
    expect(router.state.location.pathname).toBe('/account/edit');
  });
});
