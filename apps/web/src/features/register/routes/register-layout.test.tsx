import { screenWords } from '@arena/shared/contract/screen-words';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftAfter, registerStep, renderRegister } from '../../../test/register';
import { server } from '../../../test/server';
import { label } from '../../../test/label';

describe('the registration layout', () => {
  it.each([
    ['/register/personaldata', {}],
    ['/register/businessdata', draftAfter.email],
    ['/register/password', draftAfter.personal],
    ['/register/terms', draftAfter.business],
    ['/register/sucess', draftAfter.password],
  ])('sends %s opened without the earlier steps back to /register', async (path, draft) => {
    const router = renderRegister(path, draft);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    // A step opened with nothing in memory first asks the server for the draft: the answer is async.
    expect(
      await screen.findByRole('heading', { level: 1, name: registrationWords.registerEmailTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Etapa 1 de 5')).toBeInTheDocument();
  });

  it('says the registration expired when a reload finds no draft on the server', async () => {
    const router = renderRegister('/register/businessdata');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.registrationExpired);
  });

  it('resumes at the step reached after a reload, from the draft the server holds', async () => {
    const router = renderRegister('/register/businessdata', undefined, {
      email: 'ana@empresa.test',
      firstname: 'Ana',
      lastname: 'Souza',
      phone: '11912345678',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: registrationWords.registerBusinessTitle }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/businessdata');
    await userEvent.click(screen.getByRole('link', { name: registrationWords.registerStepBack }));
    expect(await screen.findByRole('textbox', { name: registrationWords.registerFirstName })).toHaveValue('Ana');
    expect(screen.getByLabelText(label(screenWords.fieldMobile))).toHaveValue('(11) 91234-5678');
  });

  it('resumes at the terms when a reload on the terms finds the password chosen on the server', async () => {
    const router = renderRegister('/register/terms', undefined, {
      email: 'ana@empresa.test',
      firstname: 'Ana',
      lastname: 'Souza',
      phone: '11912345678',
      document: '529.982.247-25',
      name_company: 'Estúdio Souza',
      password_chosen: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: registrationWords.registerTermsTitle }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/terms');
  });

  it('opens a step whose earlier data is in the draft, and says which step it is', () => {
    renderRegister('/register/businessdata', draftAfter.personal);
    expect(
      screen.getByRole('heading', { level: 1, name: registrationWords.registerBusinessTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Etapa 3 de 5')).toBeInTheDocument();
    expect(document.title).toBe(`${registrationWords.registerBusinessTitle} · Arena Cowork`);
  });

  it('keeps what was typed when the person goes back a step', async () => {
    server.use(registerStep('/resgister-email'), registerStep('/register-people'));
    const router = renderRegister('/register');
    await userEvent.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'ana@empresa.test');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
    await userEvent.type(await screen.findByRole('textbox', { name: registrationWords.registerFirstName }), 'Ana');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerLastName)), 'Souza');
    await userEvent.type(screen.getByLabelText(label(screenWords.fieldMobile)), '11912345678');
    await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
    await screen.findByRole('heading', { level: 1, name: registrationWords.registerBusinessTitle });
    expect(router.state.location.pathname).toBe('/register/businessdata');
    await userEvent.click(screen.getByRole('link', { name: registrationWords.registerStepBack }));
    expect(await screen.findByRole('textbox', { name: registrationWords.registerFirstName })).toHaveValue('Ana');
    expect(screen.getByLabelText(label(screenWords.fieldMobile))).toHaveValue('(11) 91234-5678');
    expect(router.state.location.pathname).toBe('/register/personaldata');
    await userEvent.click(screen.getByRole('link', { name: registrationWords.registerStepBack }));
    expect(await screen.findByLabelText(label(commonWords.fieldEmail))).toHaveValue('ana@empresa.test');
  });
});
