import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registerStep, renderRegister } from '../../../test/register';
import { sentBodies, sentRequests, server } from '../../../test/server';
import { label } from '../../../test/label';

describe('the e-mail step', () => {
  it('asks for the e-mail before calling the server', async () => {
    server.use(registerStep('/resgister-email'));
    renderRegister('/register');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.fieldRequired);
    expect(screen.getByLabelText(label(commonWords.fieldEmail))).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests()).toEqual([]);
  });

  it('refuses a malformed e-mail with the shared words', async () => {
    server.use(registerStep('/resgister-email'));
    renderRegister('/register');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.emailInvalid);
    expect(sentRequests()).toEqual([]);
  });

  it('shows the server’s “E-mail já cadastrado” on a 409 and stays', async () => {
    server.use(registerStep('/resgister-email', 409, { message: registrationWords.emailTaken }));
    const router = renderRegister('/register');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(registrationWords.emailTaken);
    await userEvent.click(screen.getByRole('button', { name: commonWords.ok }));
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
  });

  it('sends the e-mail in lower case and moves on after a 200', async () => {
    server.use(registerStep('/resgister-email'));
    const router = renderRegister('/register');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), '  Ana@Empresa.TEST ');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/personaldata'));
    expect(await sentBodies('POST /resgister-email')).toEqual([{ email: 'ana@empresa.test' }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: registrationWords.registerPersonalTitle }),
    ).toHaveFocus();
    expect(screen.getByText('Etapa 2 de 5')).toBeInTheDocument();
  });

  it('resumes this browser’s draft when the same e-mail is sent again, instead of starting over', async () => {
    server.use(registerStep('/resgister-email'));
    const router = renderRegister('/register', undefined, {
      email: 'ana@empresa.test',
      firstname: 'Ana',
      lastname: 'Souza',
      phone: '11912345678',
      document: '529.982.247-25',
      name_company: 'Estúdio Souza',
      password_chosen: true,
    });
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/terms'));
    expect(
      await screen.findByRole('heading', { level: 1, name: registrationWords.registerTermsTitle }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: registrationWords.registerStepBack }));
    await userEvent.click(await screen.findByRole('link', { name: registrationWords.registerStepBack }));
    expect(await screen.findByRole('textbox', { name: /empresa/i })).toHaveValue('Estúdio Souza');
  });

  it('links back to the login page', async () => {
    const router = renderRegister('/register');
    await userEvent.click(screen.getByRole('link', { name: registrationWords.registerBackToLogin }));
    expect(router.state.location.pathname).toBe('/');
  });
});
