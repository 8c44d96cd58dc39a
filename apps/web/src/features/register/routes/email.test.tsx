import { messages } from '@arena/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRegister, stubApi } from '../test/render-register';

afterEach(() => vi.unstubAllGlobals());

describe('the e-mail step', () => {
  it('asks for the e-mail before calling the server', async () => {
    const api = stubApi({ '/resgister-email': ok });
    renderRegister('/register');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fieldRequired);
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail with the shared words', async () => {
    const api = stubApi({ '/resgister-email': ok });
    renderRegister('/register');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@empresa');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailInvalid);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s “E-mail já cadastrado” on a 409 and stays', async () => {
    stubApi({ '/resgister-email': [409, { message: messages.emailTaken }] });
    const router = renderRegister('/register');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ana@empresa.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.emailTaken);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
  });

  it('sends the e-mail in lower case and moves on after a 200', async () => {
    const api = stubApi({ '/resgister-email': ok });
    const router = renderRegister('/register');
    await userEvent.type(screen.getByLabelText(/E-mail/), '  Ana@Empresa.TEST ');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/personaldata'));
    expect(api.sent('/resgister-email')).toEqual([{ email: 'ana@empresa.test' }]);
    expect(await screen.findByRole('heading', { level: 1, name: messages.registerPersonalTitle })).toHaveFocus();
    expect(screen.getByText('Etapa 2 de 5')).toBeInTheDocument();
  });

  it('links back to the login page', async () => {
    stubApi({});
    const router = renderRegister('/register');
    await userEvent.click(screen.getByRole('link', { name: messages.registerBackToLogin }));
    expect(router.state.location.pathname).toBe('/');
  });
});
