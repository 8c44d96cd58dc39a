import { messages } from '@arena/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { manager, renderInner, sentBodies, stubApi } from '../../../test/inner-screen';
import AccountEditRoute from './account-edit';

afterEach(() => vi.unstubAllGlobals());

const field = {
  phone: () => screen.getByLabelText(/^Celular/),
  email: () => screen.getByLabelText(/^E-mail/),
  current: () => screen.getByLabelText(/^Senha atual/),
  password: () => screen.getByLabelText(/^Nova senha/),
  confirm: () => screen.getByLabelText(/^Confirmar nova senha/),
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Alterar' }));

async function expectModal(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('the account edit screen', () => {
  it('starts with the stored phone (masked) and e-mail, and says which fields are mandatory', () => {
    stubApi({});
    renderInner(<AccountEditRoute />, '/account/edit');
    expect(field.phone()).toHaveValue('(11) 91234-5678');
    expect(field.email()).toHaveValue('ana@empresa.test');
    expect(screen.getByText(messages.accountRequiredNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alterar Plano' })).toHaveAttribute('href', '/account/edit/plan');
  });

  it('refuses a malformed e-mail without calling the server', async () => {
    const fetch = stubApi({});
    renderInner(<AccountEditRoute />, '/account/edit');
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), 'ana@empresa');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailInvalid);
    expect(sentBodies(fetch, 'PUT /users')).toEqual([]);
  });

  it('refuses different new passwords', async () => {
    const fetch = stubApi({});
    renderInner(<AccountEditRoute />, '/account/edit');
    await userEvent.type(field.current(), 'senha123');
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova4321');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.newPasswordMismatch);
    expect(sentBodies(fetch, 'PUT /users')).toEqual([]);
  });

  it('asks for the current password before a new one is sent', async () => {
    const fetch = stubApi({});
    renderInner(<AccountEditRoute />, '/account/edit');
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova1234');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.currentPasswordRequired);
    expect(sentBodies(fetch, 'PUT /users')).toEqual([]);
  });

  it('refuses an incomplete phone', async () => {
    const fetch = stubApi({});
    renderInner(<AccountEditRoute />, '/account/edit');
    await userEvent.clear(field.phone());
    await userEvent.type(field.phone(), '1191234');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.phoneInvalid);
    expect(sentBodies(fetch, 'PUT /users')).toEqual([]);
  });

  it('shows the seed’s words on a 203 and keeps the stored session', async () => {
    stubApi({ 'PUT /users': () => [203, { message: messages.currentPasswordWrong }] });
    renderInner(<AccountEditRoute />, '/account/edit');
    await userEvent.type(field.current(), 'errada123');
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova1234');
    await submit();
    await expectModal(messages.currentPasswordWrong);
    expect(sessionStore.get()?.phone).toBe('11912345678');
  });

  it('sends the new phone and password, then updates the stored session', async () => {
    const updated = { ...manager, phone: '21987654321' };
    const fetch = stubApi({ 'PUT /users': () => [200, { message: messages.accountUpdated, user: updated }] });
    renderInner(<AccountEditRoute />, '/account/edit');
    await userEvent.clear(field.phone());
    await userEvent.type(field.phone(), '21987654321');
    await userEvent.type(field.current(), 'senha123');
    await userEvent.type(field.password(), 'nova1234');
    await userEvent.type(field.confirm(), 'nova1234');
    await submit();
    await expectModal(messages.accountUpdated);
    expect(sentBodies(fetch, 'PUT /users')).toEqual([
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
    stubApi({ 'PUT /users': () => [409, { message: messages.emailTaken }] });
    renderInner(<AccountEditRoute />, '/account/edit');
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), 'outra@empresa.test');
    await userEvent.type(field.current(), 'senha123');
    await submit();
    await expectModal(messages.emailTaken);
  });
});
