import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { fakeTeamApi, renderTeam, signInManager } from '../../../test/team';

/** Without MAIL_URL the invite only waits in the outbox: the note must not promise an e-mail. */
describe('/team/newuser invite note', () => {
  it.each([
    [true, teamWords.teamInviteNote],
    [false, usersWords.teamInviteNoteQueued],
  ] as const)('with mail_delivered %s says how the link reaches the new user', async (delivered, words) => {
    signInManager();
    fakeTeamApi([], 2);
    server.use(http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: delivered })));
    renderTeam('/team/newuser');
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
