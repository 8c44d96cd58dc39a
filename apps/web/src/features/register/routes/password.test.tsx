import { commonWords } from '@arena/shared/contract/words';
import { registrationWords } from '@arena/shared/registration/words';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftAfter, registerStep, renderRegister } from '../../../test/register';
import { refusal, sentBodies, sentRequests, server } from '../../../test/server';
import { label } from '../../../test/label';

const open = () => renderRegister('/register/password', draftAfter.business);
const password = () => screen.getByLabelText(label(commonWords.fieldPassword));
const confirmation = () => screen.getByLabelText(label(registrationWords.registerConfirmPassword));
const submit = () => userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
/** Each line of the checklist with whether it is ticked. */
const ticks = () =>
  within(screen.getByRole('list', { name: registrationWords.passwordChecklistTitle }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent?.replace(/ \((atendido|pendente)\)$/, ''), li.dataset.ok]);

describe('the password step', () => {
  it('ticks the checklist live as the password is typed', async () => {
    open();
    expect(ticks()).toEqual([
      ['Pelo menos 6 caracteres', 'false'],
      ['Pelo menos uma letra', 'false'],
      ['Pelo menos um número', 'false'],
    ]);
    await userEvent.type(password(), 'abc');
    expect(ticks().map(([, ok]) => ok)).toEqual(['false', 'true', 'false']);
    await userEvent.type(password(), '123');
    expect(ticks().map(([, ok]) => ok)).toEqual(['true', 'true', 'true']);
    await userEvent.type(password(), '{Backspace}{Backspace}{Backspace}');
    expect(ticks().map(([, ok]) => ok)).toEqual(['false', 'true', 'false']);
  });

  it('asks for both fields before calling the server', async () => {
    server.use(registerStep('/register-pass'));
    open();
    await submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      registrationWords.fillAllFields,
      registrationWords.fillAllFields,
    ]);
    expect(sentRequests()).toEqual([]);
  });

  it('refuses a password that misses a rule', async () => {
    server.use(registerStep('/register-pass'));
    open();
    await userEvent.type(password(), 'abcdefg');
    await userEvent.type(confirmation(), 'abcdefg');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.passwordRules);
    expect(sentRequests()).toEqual([]);
  });

  it('says “As senhas não conferem. Digite a mesma senha nos dois campos.” when they differ', async () => {
    server.use(registerStep('/register-pass'));
    open();
    await userEvent.type(password(), 'senha123');
    await userEvent.type(confirmation(), 'senha124');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.passwordMismatch);
    expect(sentRequests()).toEqual([]);
  });

  it('stays when the server refuses, and moves on after a 200', async () => {
    server.use(registerStep('/register-pass', 409, refusal('registrationOutOfOrder')));
    const router = open();
    await userEvent.type(password(), 'senha123');
    await userEvent.type(confirmation(), 'senha123');
    await submit();
    expect(await screen.findByRole('dialog')).toHaveTextContent(registrationWords.registrationOutOfOrder);
    expect(router.state.location.pathname).toBe('/register/password');
    expect(await sentBodies('POST /register-pass')).toEqual([
      { email: 'ana@empresa.test', password: 'senha123', confirm_password: 'senha123' },
    ]);
  });

  it('moves on to the terms after a 200', async () => {
    server.use(registerStep('/register-pass'));
    const router = open();
    await userEvent.type(password(), 'senha123');
    await userEvent.type(confirmation(), 'senha123');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/terms'));
    expect(await screen.findByText('Etapa 5 de 5')).toBeInTheDocument();
  });
});
