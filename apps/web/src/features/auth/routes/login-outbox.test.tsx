import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import LoginRoute from './login';
import { label } from '../../../test/label';

/** Without MAIL_URL the recovery link only waits in the outbox: the page must not say it was mailed. */
describe('the forgot-password answer', () => {
  it.each([
    [true, usersWords.recoverySent],
    [false, usersWords.recoveryQueued],
  ] as const)('with mail_delivered %s says what really happened', async (delivered, words) => {
    server.use(
      http.post('/api/recovery-pass', () => HttpResponse.json({ message: usersWords.recoverySent })),
      http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: delivered })),
    );
    renderApp([{ path: '/', element: <LoginRoute /> }]);
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.click(screen.getByRole('button', { name: commonWords.forgotPassword }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(words);
  });
});
