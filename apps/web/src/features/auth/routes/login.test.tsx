import { messages } from '@arena/shared/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalProvider } from '../../../components/modal';
import LoginRoute from './login';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginRoute /> },
      { path: '/home', element: <p>Tela inicial</p> },
      { path: '/admin', element: <p>Back-office</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ModalProvider>
      <RouterProvider router={router} />
    </ModalProvider>,
  );
  return router;
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const user = {
  id: 7,
  name: 'Ana',
  level: 2,
  status: 'Ativo',
  phone: '11912345678',
  email: 'ana@empresa.test',
  plan: null,
  qtt_team: 3,
  role: 'member',
};

afterEach(() => vi.unstubAllGlobals());

describe('the login page', () => {
  it('asks for both fields before calling the server', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([messages.loginRequired, messages.loginRequired]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the seed’s message in the modal on a 203', async () => {
    vi.stubGlobal('fetch', answer(203, { message: messages.loginFailed }));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@empresa.test');
    await userEvent.type(screen.getByLabelText(/Senha/), 'errada1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(messages.loginFailed)).toBeInTheDocument();
  });

  it('stores the session with qtd_team and goes home on a 200', async () => {
    const fetch = answer(200, { token: 'tok', user });
    vi.stubGlobal('fetch', fetch);
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail/), '  Ana@Empresa.test ');
    await userEvent.type(screen.getByLabelText(/Senha/), 'senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: 'ana@empresa.test',
      password: 'senha123',
    });
    expect(JSON.parse(localStorage.getItem('arena.session') ?? '{}')).toMatchObject({
      token: 'tok',
      name: 'Ana',
      qtd_team: 3,
    });
  });

  it('refuses the forgot-password link without a valid e-mail, and confirms the mail otherwise', async () => {
    const fetch = answer(200, { message: messages.recoverySent });
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: messages.forgotPassword }));
    expect(await screen.findByText(messages.recoveryInvalid)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@empresa.test');
    await userEvent.click(screen.getByRole('button', { name: messages.forgotPassword }));
    expect(await screen.findByText(messages.recoverySent)).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/recovery-pass');
  });
});
