import { registrationWords } from '@arena/shared/registration/words';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { queryClient } from '../../../lib/query-provider';
import { publicConfig } from '../../../test/fixtures';
import { draftAfter, registerStep, renderRegister } from '../../../test/register';
import { server } from '../../../test/server';

/** Without MAIL_URL the approval only waits in the outbox: the success page must not promise an e-mail. */
describe('/register/sucess next step', () => {
  // The wizard brings the app's own query cache: start each case without the last one's /config.
  beforeEach(() => queryClient.clear());

  it.each([
    [true, registrationWords.registerSuccessNext],
    [false, registrationWords.registerSuccessNextQueued],
  ] as const)('with mail_delivered %s says how the person will hear back', async (delivered, words) => {
    renderRegister(paths.register.terms, draftAfter.password);
    server.use(
      registerStep('/register-terms', 200, { message: registrationWords.registrationDone }),
      http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: delivered })),
    );
    // The terms step read GET /config already (the text quotes the settings) before this test's
    // answer was declared: the settings are read again, as they would be after a change.
    await screen.findByRole('region', { name: registrationWords.registerTermsRegion });
    await queryClient.invalidateQueries({ queryKey: ['config'] });
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerAccept }));
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
