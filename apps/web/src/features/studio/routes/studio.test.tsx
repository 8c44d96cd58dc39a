import { screenWords } from '@arena/shared/contract/screen-words';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configHandler, manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, server } from '../../../test/server';
import StudioRoute from './studio';
import { label } from '../../../test/label';

const field = {
  name: () => screen.getByLabelText(label(screenWords.fieldName)),
  phone: () => screen.getByLabelText(label(screenWords.fieldMobile)),
  email: () => screen.getByLabelText(label(commonWords.fieldEmail)),
  message: () => screen.getByLabelText(label(screenWords.fieldMessage)),
};
const submit = () => userEvent.click(screen.getByRole('button', { name: usersWords.studioSubmit }));

async function expectModal(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: commonWords.ok }));
}

describe('the studio screen', () => {
  it('tells a team member why on arrival, with no form to fill', () => {
    renderApp(<StudioRoute />, { path: '/studio', user: { ...manager, level: 1 } });
    expect(screen.getByText(usersWords.managersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: usersWords.studioSubmit })).toBeNull();
  });

  it('tells a pending manager the status, not that the screen is for managers', () => {
    renderApp(<StudioRoute />, { path: '/studio', user: { ...manager, status: 'Pendente' } });
    expect(screen.getByText(usersWords.pendingReview)).toBeInTheDocument();
    expect(screen.queryByLabelText(label(screenWords.fieldMessage))).toBeNull();
  });

  it('introduces the studio and starts from the session’s name, phone and e-mail', () => {
    server.use(configHandler);
    renderApp(<StudioRoute />, { path: '/studio', user: manager });
    expect(screen.getByText(usersWords.studioIntro)).toBeInTheDocument();
    expect(field.name()).toHaveValue('Ana');
    expect(field.phone()).toHaveValue('(11) 91234-5678');
    expect(field.email()).toHaveValue('ana@empresa.test');
    expect(field.message()).toHaveValue('');
  });

  it('asks for every field with the seed’s words', async () => {
    server.use(configHandler);
    renderApp(<StudioRoute />, { path: '/studio', user: manager });
    await userEvent.clear(field.name());
    await userEvent.clear(field.email());
    await submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      usersWords.loginRequired,
      usersWords.loginRequired,
      usersWords.loginRequired,
    ]);
    expect(field.name()).toHaveAccessibleDescription(usersWords.loginRequired);
    expect(await sentBodies('POST /manager/appointment/store')).toEqual([]);
  });

  it('refuses a malformed e-mail with the seed’s words', async () => {
    server.use(configHandler);
    renderApp(<StudioRoute />, { path: '/studio', user: manager });
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), 'ana.empresa.test');
    await userEvent.type(field.message(), 'Podcast na quinta.');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.studioEmailInvalid);
    expect(await sentBodies('POST /manager/appointment/store')).toEqual([]);
  });

  it('sends the seed’s studio payload and confirms', async () => {
    server.use(
      configHandler,
      http.post('/api/manager/appointment/store', () => HttpResponse.json({ message: usersWords.studioDone })),
    );
    renderApp(<StudioRoute />, { path: '/studio', user: manager });
    await userEvent.type(field.message(), 'Gravar um podcast na quinta à tarde.');
    await submit();
    await expectModal(usersWords.studioDone);
    expect(await sentBodies('POST /manager/appointment/store')).toEqual([
      {
        participants: 'studio',
        name: 'Ana',
        phone: '(11) 91234-5678',
        email: 'ana@empresa.test',
        mensage: 'Gravar um podcast na quinta à tarde.',
        isStudio: true,
      },
    ]);
    expect(field.message()).toHaveValue('');
  });

  // The screen now refuses a team member on arrival (above); the server's 403 still reaches a
  // phone whose stored session is out of date (the account was changed since it signed in).
  it('shows the server’s 403 words when the stored session is out of date', async () => {
    server.use(
      configHandler,
      http.post('/api/manager/appointment/store', () =>
        HttpResponse.json({ message: usersWords.managersOnly }, { status: 403 }),
      ),
    );
    renderApp(<StudioRoute />, { path: '/studio', user: manager });
    await userEvent.type(field.message(), 'Posso usar o estúdio?');
    await submit();
    await expectModal(usersWords.managersOnly);
  });
});
