import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { registrationWords } from '@arena/shared/registration/words';
import { termsWords } from '@arena/shared/terms/words';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { refusal, sentBodies, server } from '../../../test/server';
import { publicConfig } from '../../../test/fixtures';
import userEvent from '@testing-library/user-event';
import ResetPasswordRoute from './reset-password';
import { label } from '../../../test/label';

// The page keeps its answers in the app's query cache: one token per test.
let n = 0;
const nextToken = () => `tok_0123456789abcdef${(n += 1)}`;

const renderReset = (search: string) =>
  renderApp(
    [
      { path: '/', element: <p>Tela de login</p> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
    ],
    { entry: `/reset-password${search}` },
  );

/** POST /reset-pass/check answers `status` and `body`. */
function check(status: number, body: Record<string, unknown>) {
  server.use(http.post('/api/reset-pass/check', () => HttpResponse.json(body, { status })));
}

describe('the reset-password page, checking its link on arrival', () => {
  it('names the account an invite sets the password for', async () => {
    check(200, { purpose: 'invite', email: 'bruno@empresa.test' });
    renderReset(`?token=${nextToken()}&invite=1`);
    expect(await screen.findByText(usersWords.invitePasswordFor('bruno@empresa.test'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: usersWords.invitePasswordTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(label(screenWords.newPassword))).toBeInTheDocument();
  });

  it('names the account of a recovery link', async () => {
    check(200, { purpose: 'recovery', email: 'ana@empresa.test' });
    renderReset(`?token=${nextToken()}`);
    expect(await screen.findByText(usersWords.resetPasswordFor('ana@empresa.test'))).toBeInTheDocument();
  });

  it('says a dead invite is no longer valid, with no form to fill and no word of recovery', async () => {
    check(400, refusal('resetTokenInvalid'));
    renderReset(`?token=${nextToken()}&invite=1`);
    expect(await screen.findByText(usersWords.inviteInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(label(screenWords.newPassword))).toBeNull();
    expect(screen.queryByText(/recuperação/)).toBeNull();
  });

  it('tells whoever opens a used invite that the password exists: sign in, no new invite (walk C8)', async () => {
    check(409, refusal('inviteUsed'));
    renderReset(`?token=${nextToken()}&invite=1`);
    expect(await screen.findByText(usersWords.inviteUsed)).toBeInTheDocument();
    expect(screen.queryByText(usersWords.inviteInvalid)).toBeNull();
    expect(screen.queryByLabelText(label(screenWords.newPassword))).toBeNull();
  });

  it('says a dead recovery link is no longer valid, with no form to fill', async () => {
    check(400, refusal('resetTokenInvalid'));
    renderReset(`?token=${nextToken()}`);
    expect(await screen.findByText(usersWords.resetTokenInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(label(screenWords.newPassword))).toBeNull();
  });
});

describe('after the new password', () => {
  it('goes to the login page with the link’s address, for it to be filled in (walk P10)', async () => {
    check(200, { purpose: 'recovery', email: 'ana@empresa.test' });
    server.use(http.post('/api/reset-pass', () => HttpResponse.json({ message: usersWords.passwordChanged })));
    const router = renderReset(`?token=${nextToken()}`);
    await screen.findByText(usersWords.resetPasswordFor('ana@empresa.test'));
    await userEvent.type(screen.getByLabelText(label(screenWords.newPassword)), 'nova1234');
    await userEvent.type(screen.getByLabelText(label(screenWords.confirmNewPassword)), 'nova1234');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.resetPasswordSubmit }));
    await userEvent.click(await screen.findByRole('button', { name: commonWords.ok }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ email: 'ana@empresa.test' });
  });
});

describe('a team member’s invite', () => {
  it('shows the terms in force and sends their version with the password', async () => {
    check(200, { purpose: 'invite', email: 'bruno@empresa.test', accepts_terms: true });
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({
          ...publicConfig,
          company: { name: 'Arena Cowork', document: '', address: '', privacy_email: 'dados@arena.test' },
          terms_version: '2026-11-27',
        }),
      ),
      http.post('/api/reset-pass', () => HttpResponse.json({ message: usersWords.passwordChanged })),
    );
    const token = nextToken();
    renderReset(`?token=${token}&invite=1`);
    expect(await screen.findByRole('region', { name: termsWords.termsRegion })).toHaveTextContent(
      'Direito de arrependimento (7 dias)',
    );
    await userEvent.type(screen.getByLabelText(label(screenWords.newPassword)), 'membro123');
    await userEvent.type(screen.getByLabelText(label(screenWords.confirmNewPassword)), 'membro123');
    await userEvent.click(screen.getByRole('button', { name: termsWords.inviteAcceptAndSave }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersWords.passwordChanged);
    expect(await sentBodies('POST /reset-pass')).toEqual([
      { token, password: 'membro123', confirm_password: 'membro123', terms_version: '2026-11-27' },
    ]);
  });
});
