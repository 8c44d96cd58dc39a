import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { http, HttpResponse } from 'msw';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ModalProvider } from '../../../components/modal';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configHandler, manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, sentRequests, sentUrls, server } from '../../../test/server';
import LoginRoute from './login';
import { label } from '../../../test/label';

const renderLogin = () =>
  renderApp([
    { path: '/', element: <LoginRoute /> },
    { path: '/home', element: <p>Tela inicial</p> },
    { path: '/admin', element: <p>Back-office</p> },
  ]);

/** The login page's two calls, both answering `status` and `body`. */
function answer(status: number, body: Record<string, unknown>) {
  const reply = () => HttpResponse.json(body, { status });
  server.use(http.post('/api/session', reply), http.post('/api/recovery-pass', reply), configHandler);
}

const user = { ...manager, plan: null, qtt_team: 3 };

describe('the login page', () => {
  it('draws without a query client: the login layout provides none (decision 007)', () => {
    const router = createMemoryRouter([{ path: '/', element: <LoginRoute /> }]);
    render(
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>,
    );
    expect(screen.getByRole('heading', { name: usersWords.loginTitle })).toBeInTheDocument();
  });

  it('has the address filled in when sent here after creating a password (walk P10)', async () => {
    const router = createMemoryRouter([{ path: '/', element: <LoginRoute /> }], {
      initialEntries: [{ pathname: '/', state: { email: 'bruno@empresa.test' } }],
    });
    render(
      <ModalProvider>
        <RouterProvider router={router} />
      </ModalProvider>,
    );
    expect(screen.getByLabelText(label(commonWords.fieldEmail))).toHaveValue('bruno@empresa.test');
  });

  it('shows and hides the password with a toggle button', async () => {
    answer(200, {});
    renderLogin();
    const field = screen.getByLabelText(label(commonWords.fieldPassword));
    await userEvent.type(field, 'segredo1');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: commonWords.showPassword, pressed: false }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('segredo1');
    await userEvent.click(screen.getByRole('button', { name: commonWords.hidePassword, pressed: true }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before calling the server', async () => {
    answer(200, {});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([usersWords.loginRequired, usersWords.loginRequired]);
    expect(sentRequests()).toEqual([]);
  });

  it('shows the seed’s message in the modal on a 203', async () => {
    answer(203, { message: usersWords.loginFailed });
    renderLogin();
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldPassword)), 'errada1');
    await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
    expect(await screen.findByText(usersWords.loginFailed)).toBeInTheDocument();
  });

  it('stores the session with qtd_team and goes home on a 200', async () => {
    answer(200, { token: 'tok', user });
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), '  Ana@Empresa.test ');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldPassword)), 'senha123');
    await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect((await sentBodies('POST /session'))[0]).toEqual({
      email: 'ana@empresa.test',
      password: 'senha123',
    });
    expect(JSON.parse(localStorage.getItem('arena.session') ?? '{}')).toMatchObject({
      token: 'tok',
      name: 'Ana',
      qtd_team: 3,
    });
  });

  it('never leads off the app after signing in, whatever the page said', async () => {
    answer(200, { token: 'tok', user });
    const router = renderApp(
      [
        { path: '/', element: <LoginRoute /> },
        { path: '/home', element: <p>Tela inicial</p> },
      ],
      { entry: '/' },
    );
    await router.navigate('/', { replace: true, state: { next: '//evil.example/x' } });
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldPassword)), 'senha123');
    await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('refuses the forgot-password link without a valid e-mail, and confirms the mail otherwise', async () => {
    answer(200, { message: usersWords.recoverySent });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: commonWords.forgotPassword }));
    expect(await screen.findByText(usersWords.recoveryInvalid)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonWords.ok }));
    expect(sentRequests()).toEqual([]);
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.click(screen.getByRole('button', { name: commonWords.forgotPassword }));
    expect(await screen.findByText(usersWords.recoverySent)).toBeInTheDocument();
    expect(sentUrls()[0]).toBe('/api/recovery-pass');
  });

  it('says the real wait of a 429, from its Retry-After (docs/product.md#words)', async () => {
    server.use(
      http.post('/api/session', () =>
        HttpResponse.json(
          { message: commonWords.tooManyRequests, code: 'TOO_MANY_REQUESTS' },
          { status: 429, headers: { 'Retry-After': '840' } },
        ),
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldPassword)), 'errada123');
    await userEvent.click(screen.getByRole('button', { name: usersWords.loginSubmit }));
    expect(await screen.findByText('Muitas tentativas. Aguarde 14 minutos e tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText(commonWords.tooManyRequests)).toBeNull();
  });
});
