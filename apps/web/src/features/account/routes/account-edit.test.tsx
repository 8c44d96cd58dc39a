import { screenWords } from '@arena/shared/contract/screen-words';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { configHandler, manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, server } from '../../../test/server';
import AccountEditRoute from './account-edit';

const field = {
  phone: () => screen.getByLabelText(/^Celular/),
  email: () => screen.getByLabelText(/^E\u2011mail/),
  current: () => screen.getByLabelText(/^Senha atual/),
  password: () => screen.getByLabelText(/^Nova senha/),
  confirm: () => screen.getByLabelText(new RegExp(`^${screenWords.confirmNewPassword}`)),
};
const submit = () => userEvent.click(screen.getByRole('button', { name: usersWords.accountSave }));

async function expectModal(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: commonWords.ok }));
}

describe('the account edit screen', () => {
  it('tells a team member on arrival that editing is for managers, with no form to fill', () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: { ...manager, level: 1 } });
    expect(screen.getByText(usersWords.managersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: usersWords.accountSave })).toBeNull();
  });

  it('tells a pending manager on arrival whom to ask', () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: { ...manager, status: 'Pendente' } });
    expect(screen.getByText(usersWords.pendingReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: usersWords.accountSave })).toBeNull();
  });

  it('starts with the stored phone (masked) and e-mail, and says which fields are mandatory', () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    expect(field.phone()).toHaveValue('(11) 91234-5678');
    expect(field.email()).toHaveValue('ana@empresa.test');
    expect(screen.getByText(usersWords.accountRequiredNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: usersWords.accountChangePlan })).toHaveAttribute(
      'href',
      '/account/edit/plan',
    );
  });

  it('refuses a malformed e-mail without calling the server', async () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), 'ana@empresa');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.emailInvalid);
    expect(await sentBodies('PUT /users')).toEqual([]);
  });

  it('refuses different new passwords', async () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.type(field.current(), 'senha123');
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova4321');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.newPasswordMismatch);
    expect(await sentBodies('PUT /users')).toEqual([]);
  });

  it('asks for the current password, not a new one, when only the e-mail changes', async () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), 'novo@empresa.test');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.currentPasswordForEmail);
    expect(screen.queryByText(/nova senha/i, { selector: '.field-error' })).toBeNull();
    expect(await sentBodies('PUT /users')).toEqual([]);
  });

  it('asks for the current password before a new one is sent', async () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova1234');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.currentPasswordRequired);
    expect(await sentBodies('PUT /users')).toEqual([]);
  });

  it('refuses an incomplete phone', async () => {
    server.use(configHandler);
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.clear(field.phone());
    await userEvent.type(field.phone(), '1191234');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.phoneInvalid);
    expect(await sentBodies('PUT /users')).toEqual([]);
  });

  it('shows the seed’s words on a 203 and keeps the stored session', async () => {
    server.use(
      configHandler,
      http.put('/api/users', () => HttpResponse.json({ message: usersWords.currentPasswordWrong }, { status: 203 })),
    );
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.type(field.current(), 'errada123');
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova1234');
    await submit();
    await expectModal(usersWords.currentPasswordWrong);
    expect(sessionStore.get()?.phone).toBe('11912345678');
  });

  it('sends the new phone and password, then updates the stored session', async () => {
    const updated = { ...manager, phone: '21987654321' };
    server.use(
      configHandler,
      http.put('/api/users', () => HttpResponse.json({ message: usersWords.accountUpdated, user: updated })),
    );
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.clear(field.phone());
    await userEvent.type(field.phone(), '21987654321');
    await userEvent.type(field.current(), 'senha123');
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova1234');
    await submit();
    await expectModal(usersWords.accountUpdated);
    expect(await sentBodies('PUT /users')).toEqual([
      {
        phone: '(21) 98765-4321',
        email: 'ana@empresa.test',
        old_password: 'senha123',
        password: 'nova1234',
        confirm_password: 'nova1234',
      },
    ]);
    expect(sessionStore.get()).toMatchObject({ phone: '21987654321', token: 'token-de-teste' });
    await waitFor(() => expect(field.password()).toHaveValue(''));
  });

  it('shows the server’s words for a taken e-mail', async () => {
    server.use(
      configHandler,
      http.put('/api/users', () => HttpResponse.json({ message: registrationWords.emailTaken }, { status: 409 })),
    );
    renderApp(<AccountEditRoute />, { path: '/account/edit', user: manager });
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), 'outra@empresa.test');
    await userEvent.type(field.current(), 'senha123');
    await submit();
    await expectModal(registrationWords.emailTaken);
  });
});
