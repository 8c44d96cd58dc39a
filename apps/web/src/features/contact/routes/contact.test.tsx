import { screenWords } from '@arena/shared/contract/screen-words';
import { MESSAGE_MAX } from '@arena/shared/contract/limits';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { registrationWords } from '@arena/shared/registration/words';

import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configHandler, manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, server } from '../../../test/server';
import { formatWhatsapp } from '../components/whatsapp-card';
import ContactRoute from './contact';
import { label } from '../../../test/label';

const field = {
  name: () => screen.getByLabelText(label(screenWords.fieldName)),
  email: () => screen.getByLabelText(label(commonWords.fieldEmail)),
  department: () => screen.getByRole('combobox', { name: usersWords.contactDepartment }),
  message: () => screen.getByLabelText(label(screenWords.fieldMessage)),
};
const submit = () => userEvent.click(screen.getByRole('button', { name: usersWords.contactSubmit }));

async function expectModal(message: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: commonWords.ok }));
}

describe('the contact screen', () => {
  it('counts the message’s characters and says a too long message is too long', async () => {
    server.use(configHandler);
    renderApp(<ContactRoute />, { path: '/contact', user: manager });
    expect(screen.getByText(`0/${MESSAGE_MAX}`)).toBeInTheDocument();
    await userEvent.click(field.message());
    await userEvent.paste('x'.repeat(MESSAGE_MAX + 1));
    expect(screen.getByText(`${MESSAGE_MAX + 1}/${MESSAGE_MAX}`)).toBeInTheDocument();
    await userEvent.selectOptions(field.department(), 'Financeiro');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.tooLong(MESSAGE_MAX));
    expect(await sentBodies('POST /contact')).toEqual([]);
  });

  it('offers the departments of GET /config and the WhatsApp link in a new tab', async () => {
    server.use(configHandler);
    renderApp(<ContactRoute />, { path: '/contact', user: manager });
    const link = await screen.findByRole('link', { name: /Conversar pelo WhatsApp/ });
    expect(link).toHaveAttribute('href', 'https://wa.me/5511912345678');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('+55 (11) 91234-5678');
    const options = within(field.department()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Selecione o setor',
      'Financeiro',
      'Comercial',
      'Suporte técnico',
      'Recepção',
    ]);
  });

  it('asks for every field, then for a well-formed e-mail', async () => {
    server.use(configHandler);
    renderApp(<ContactRoute />, { path: '/contact', user: { ...manager, status: 'Pendente' } });
    await userEvent.clear(field.name());
    await submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      registrationWords.fillRequiredFields,
      registrationWords.fillRequiredFields,
      registrationWords.fillRequiredFields,
    ]);
    await userEvent.type(field.name(), 'Ana Souza');
    await screen.findByRole('option', { name: 'Comercial' });
    await userEvent.selectOptions(field.department(), 'Comercial');
    await userEvent.type(field.message(), 'Quero conhecer o espaço.');
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), 'ana@empresa');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.emailInvalid);
    expect(await sentBodies('POST /contact')).toEqual([]);
  });

  it('sends the department as the subject and confirms', async () => {
    server.use(
      configHandler,
      http.post('/api/contact', () => HttpResponse.json({ message: usersWords.actionDone })),
    );
    renderApp(<ContactRoute />, { path: '/contact', user: manager });
    await screen.findByRole('option', { name: 'Financeiro' });
    // Started from the whole name, not the first name alone (walk P15).
    expect(field.name()).toHaveValue('Ana Souza');
    await userEvent.selectOptions(field.department(), 'Financeiro');
    await userEvent.type(field.message(), 'Preciso da segunda via do boleto.');
    await submit();
    await expectModal(usersWords.actionDone);
    expect(await sentBodies('POST /contact')).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@empresa.test',
        subject: 'Financeiro',
        message: 'Preciso da segunda via do boleto.',
      },
    ]);
    expect(field.message()).toHaveValue('');
  });

  it('shows the seed’s words when the server refuses the message', async () => {
    server.use(
      configHandler,
      http.post('/api/contact', () =>
        HttpResponse.json({ message: registrationWords.fillRequiredFields }, { status: 400 }),
      ),
    );
    renderApp(<ContactRoute />, { path: '/contact', user: manager });
    await screen.findByRole('option', { name: 'Recepção' });
    await userEvent.selectOptions(field.department(), 'Recepção');
    await userEvent.type(field.message(), 'Olá!');
    await submit();
    await expectModal(usersWords.contactFailed);
  });

  it('formats the WhatsApp number for reading', () => {
    expect(formatWhatsapp('5511912345678')).toBe('+55 (11) 91234-5678');
    expect(formatWhatsapp('551134567890')).toBe('+55 (11) 3456-7890');
    expect(formatWhatsapp('14155550100')).toBe('+14155550100');
  });
});
