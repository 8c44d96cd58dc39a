import { messages } from '@arena/shared/messages';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { publicConfig } from '../../../test/fixtures';
import { draftAfter, registerStep, renderRegister } from '../../../test/register';
import { server } from '../../../test/server';

/** Without MAIL_URL the approval only waits in the outbox: the success page must not promise an e-mail. */
describe('/register/sucess next step', () => {
  it('with mail_delivered false says the reception, not an e-mail, will tell', async () => {
    renderRegister(paths.register.terms, draftAfter.password);
    server.use(
      registerStep('/register-terms', 200, { message: messages.registrationDone }),
      http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: false })),
    );
    await userEvent.click(screen.getByRole('button', { name: messages.registerAccept }));
    expect(await screen.findByText(messages.registerSuccessNextQueued)).toBeInTheDocument();
  });
});
