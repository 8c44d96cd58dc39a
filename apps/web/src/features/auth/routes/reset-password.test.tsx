import { messages } from '@arena/shared/messages';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalProvider } from '../../../components/modal';
import ResetPasswordRoute from './reset-password';

configure({ asyncUtilTimeout: 4000 });

const TOKEN = 'tok_0123456789abcdef';

function renderReset(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Tela de login</p> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
    ],
    { initialEntries: [`/reset-password${search}`] },
  );
  render(
    <ModalProvider>
      <RouterProvider router={router} />
    </ModalProvider>,
  );
  return router;
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function setPassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^Nova senha/), password);
  await userEvent.type(screen.getByLabelText(/Confirme a nova senha/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: messages.resetPasswordSubmit }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the reset-password page', () => {
  it('says the link is no longer valid when it has no token, and offers no form', () => {
    answer(200, {});
    renderReset('');
    expect(screen.getByText(messages.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nova senha/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.registerBackToLogin })).toHaveAttribute('href', '/');
  });

  it('ticks the checklist live', async () => {
    answer(200, {});
    renderReset(`?token=${TOKEN}`);
    const list = screen.getByRole('list', { name: messages.passwordChecklistTitle });
    const ok = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.dataset.ok);
    expect(ok()).toEqual(['false', 'false', 'false']);
    await userEvent.type(screen.getByLabelText(/^Nova senha/), '1234');
    expect(ok()).toEqual(['false', 'false', 'true']);
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'ab');
    expect(ok()).toEqual(['true', 'true', 'true']);
  });

  it('refuses a weak password or a different confirmation before calling the server', async () => {
    const fetch = answer(200, {});
    renderReset(`?token=${TOKEN}`);
    await setPassword('abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordRules);
    await userEvent.clear(screen.getByLabelText(/^Nova senha/));
    await userEvent.clear(screen.getByLabelText(/Confirme a nova senha/));
    await setPassword('nova1234', 'nova12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordMismatch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sets the password, shows the server’s message and goes to the login page', async () => {
    const fetch = answer(200, { message: messages.passwordChanged });
    localStorage.setItem('arena.session', JSON.stringify({ token: 'old', name: 'Ana' }));
    const router = renderReset(`?token=${TOKEN}`);
    await setPassword('nova1234');
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.passwordChanged);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/reset-pass');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'nova1234',
      confirm_password: 'nova1234',
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The server revoked every session of the account: the stored one goes too.
    expect(localStorage.getItem('arena.session')).toBeNull();
  });

  it('refuses a used or expired link and sends the person to ask for a new one', async () => {
    answer(400, { message: messages.resetTokenInvalid });
    const router = renderReset(`?token=${TOKEN}`);
    await setPassword('nova1234');
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.resetTokenInvalid);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('refuses a malformed token without calling the server', async () => {
    const fetch = answer(200, {});
    const router = renderReset('?token=abc');
    await setPassword('nova1234');
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.resetTokenInvalid);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
