import { screenWords } from '@arena/shared/contract/screen-words';
import { commonWords } from '@arena/shared/contract/words';
import { registrationWords } from '@arena/shared/registration/words';
import { usersWords } from '@arena/shared/users/words';
import { http, HttpResponse } from 'msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { refusal, sentBodies, sentRequests, sentUrls, server } from '../../../test/server';
import ResetPasswordRoute from './reset-password';
import { label } from '../../../test/label';

configure({ asyncUtilTimeout: 4000 });

const TOKEN = 'tok_0123456789abcdef';

const renderReset = (search: string) =>
  renderApp(
    [
      { path: '/', element: <p>Tela de login</p> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
    ],
    { entry: `/reset-password${search}` },
  );

/** What the page asked the server besides checking its link on arrival (reset-password-invite.test.tsx). */
const sentBesidesCheck = () => sentRequests().filter((r) => r !== 'POST /reset-pass/check');

/** POST /reset-pass answers `status` and `body`. */
function answer(status: number, body: Record<string, unknown>) {
  server.use(http.post('/api/reset-pass', () => HttpResponse.json(body, { status })));
}

async function setPassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText(label(screenWords.newPassword)), password);
  await userEvent.type(screen.getByLabelText(label(screenWords.confirmNewPassword)), confirmation);
  await userEvent.click(screen.getByRole('button', { name: registrationWords.resetPasswordSubmit }));
}

describe('the reset-password page', () => {
  it('lets each new password be shown with its own toggle', async () => {
    answer(200, {});
    renderReset(`?token=${TOKEN}`);
    const toggles = screen.getAllByRole('button', { name: commonWords.showPassword, pressed: false });
    expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0] as HTMLElement);
    expect(screen.getByLabelText(label(screenWords.newPassword))).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(label(screenWords.confirmNewPassword))).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: commonWords.hidePassword, pressed: true })).toBeInTheDocument();
  });

  it('says the link is no longer valid when it has no token, and offers no form', () => {
    answer(200, {});
    renderReset('');
    expect(screen.getByText(usersWords.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(label(screenWords.newPassword))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: registrationWords.registerBackToLogin })).toHaveAttribute('href', '/');
  });

  it('ticks the checklist live', async () => {
    answer(200, {});
    renderReset(`?token=${TOKEN}`);
    const list = screen.getByRole('list', { name: registrationWords.passwordChecklistTitle });
    const ok = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.dataset.ok);
    expect(ok()).toEqual(['false', 'false', 'false']);
    await userEvent.type(screen.getByLabelText(label(screenWords.newPassword)), '1234');
    expect(ok()).toEqual(['false', 'false', 'true']);
    await userEvent.type(screen.getByLabelText(label(screenWords.newPassword)), 'ab');
    expect(ok()).toEqual(['true', 'true', 'true']);
  });

  it('refuses a weak password or a different confirmation before calling the server', async () => {
    answer(200, {});
    renderReset(`?token=${TOKEN}`);
    await setPassword('abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.passwordRules);
    await userEvent.clear(screen.getByLabelText(label(screenWords.newPassword)));
    await userEvent.clear(screen.getByLabelText(label(screenWords.confirmNewPassword)));
    await setPassword('nova1234', 'nova12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.passwordMismatch);
    expect(sentBesidesCheck()).toEqual([]);
  });

  it('sets the password, shows the server’s message and goes to the login page', async () => {
    answer(200, { message: usersWords.passwordChanged });
    localStorage.setItem('arena.session', JSON.stringify({ token: 'old', name: 'Ana' }));
    const router = renderReset(`?token=${TOKEN}`);
    await setPassword('nova1234');
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersWords.passwordChanged);
    expect(sentUrls().filter((u) => u !== '/api/reset-pass/check')[0]).toBe('/api/reset-pass');
    expect((await sentBodies('POST /reset-pass'))[0]).toEqual({
      token: TOKEN,
      password: 'nova1234',
      confirm_password: 'nova1234',
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await userEvent.click(screen.getByRole('button', { name: commonWords.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The server revoked every session of the account: the stored one goes too.
    expect(localStorage.getItem('arena.session')).toBeNull();
  });

  it('refuses a used or expired link and sends the person to ask for a new one', async () => {
    answer(400, refusal('resetTokenInvalid'));
    const router = renderReset(`?token=${TOKEN}`);
    await setPassword('nova1234');
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersWords.resetTokenInvalid);
    await userEvent.click(screen.getByRole('button', { name: commonWords.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('refuses a malformed token without calling the server', async () => {
    answer(200, {});
    const router = renderReset('?token=abc');
    await setPassword('nova1234');
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersWords.resetTokenInvalid);
    await userEvent.click(screen.getByRole('button', { name: commonWords.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentRequests()).toEqual([]);
  });
});
