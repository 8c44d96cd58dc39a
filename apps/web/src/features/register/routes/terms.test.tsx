import { registrationWords } from '@arena/shared/registration/words';
import { termsWords } from '@arena/shared/terms/words';
import { commonWords } from '@arena/shared/contract/words';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftAfter, registerStep, renderRegister } from '../../../test/register';
import { sentBodies, server } from '../../../test/server';
import { label } from '../../../test/label';

const open = () => renderRegister('/register/terms', draftAfter.password);
// The button waits for the text it accepts (the settings it quotes come from GET /config).
const accept = async () => {
  await screen.findByRole('region', { name: registrationWords.registerTermsRegion });
  await userEvent.click(screen.getByRole('button', { name: registrationWords.registerAccept }));
};

describe('the terms step', () => {
  it('shows the numbered terms of use in a focusable scrolling region', async () => {
    open();
    const region = await screen.findByRole('region', { name: registrationWords.registerTermsRegion });
    expect(region).toHaveAttribute('tabindex', '0');
    const titles = within(region)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles.length).toBeGreaterThanOrEqual(8);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Partes e definições',
        'Objeto',
        'Cadastro e aprovação',
        'Planos e preços',
        'Faturas e pagamento',
        'Uso do espaço e reservas de salas',
        'Estúdio',
        'Equipe',
        'Conduta',
        'Direito de arrependimento (7 dias)',
        'Cancelamento e reembolso',
        'Responsabilidades',
        'Dados pessoais',
        'Alterações destes Termos',
        'Comunicações, lei e foro',
      ]),
    );
    // Each section once, numbered, after the contract's summary.
    expect(region.querySelectorAll('ol > li')).toHaveLength(titles.length - 1);
    expect(titles[0]).toBe(termsWords.termsSummaryTitle);
    // The cancellation notice comes from the settings (CANCEL_NOTICE_HOURS), never a stale number.
    expect(region).toHaveTextContent('com pelo menos 3 horas de antecedência');
    expect(region).toHaveTextContent('Lei nº 13.709/2018');
  });

  it('shows the server’s refusal and stays', async () => {
    server.use(registerStep('/register-terms', 409, { message: registrationWords.emailTaken }));
    const router = open();
    await accept();
    expect(await screen.findByRole('dialog')).toHaveTextContent(registrationWords.emailTaken);
    expect(router.state.location.pathname).toBe('/register/terms');
  });

  it('accepts the terms, shows the success screen and forgets the draft', async () => {
    server.use(registerStep('/register-terms', 200, { message: registrationWords.registrationDone }));
    const router = open();
    await accept();
    expect(
      await screen.findByRole('heading', { level: 1, name: registrationWords.registerSuccessTitle }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/sucess');
    // The version shown is the one recorded (docs/product.md#terms).
    expect(await sentBodies('POST /register-terms')).toEqual([
      { email: 'ana@empresa.test', terms: true, terms_version: '2026-11-27' },
    ]);
    expect(screen.getByText(registrationWords.registerSuccessText)).toBeInTheDocument();
    expect(screen.queryByText(/Etapa/)).not.toBeInTheDocument();
    // Browser back, or an earlier step opened, says the registration is complete (issue 21 item 5),
    // never that the draft was lost.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/sucess'));
    // The location changes before the screen renders again: wait for the screen, not only the path.
    expect(
      await screen.findByRole('heading', { level: 1, name: registrationWords.registerSuccessTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByText(registrationWords.registrationExpired)).toBeNull();
    await router.navigate('/register/password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/sucess'));
    // Step 1 stays open for another registration, with nothing of the one just made.
    await router.navigate('/register');
    expect(await screen.findByLabelText(label(commonWords.fieldEmail))).toHaveValue('');
  });

  it('goes back to / from the success screen', async () => {
    server.use(registerStep('/register-terms'));
    const router = open();
    await accept();
    await userEvent.click(await screen.findByRole('link', { name: registrationWords.registerSuccessBack }));
    expect(router.state.location.pathname).toBe('/');
  });
});
