import { screenWords } from '@arena/shared/contract/screen-words';
import { FIRSTNAME_MAX } from '@arena/shared/contract/limits';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftAfter, registerStep, renderRegister } from '../../../test/register';
import { refusal, sentBodies, sentRequests, server } from '../../../test/server';
import { label } from '../../../test/label';

const open = () => renderRegister('/register/personaldata', draftAfter.email);

async function fill(first: string, last: string, phone: string) {
  if (first) await userEvent.type(screen.getByRole('textbox', { name: registrationWords.registerFirstName }), first);
  if (last) await userEvent.type(screen.getByLabelText(label(registrationWords.registerLastName)), last);
  if (phone) await userEvent.type(screen.getByLabelText(label(screenWords.fieldMobile)), phone);
  await userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));
}

describe('the personal data step', () => {
  it('masks the mobile as (00) 00000-0000 and refuses letters', async () => {
    open();
    const phone = screen.getByLabelText(label(screenWords.fieldMobile));
    await userEvent.type(phone, '11a91234b5678999');
    expect(phone).toHaveValue('(11) 91234-5678');
  });

  it('drops the country code and the trunk 0 of a pasted mobile', async () => {
    open();
    const phone = screen.getByLabelText(label(screenWords.fieldMobile));
    await userEvent.click(phone);
    await userEvent.paste('+55 11 98765-4321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await userEvent.clear(phone);
    await userEvent.paste('0055 11 98765-4321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await userEvent.clear(phone);
    await userEvent.paste('011 98765-4321');
    expect(phone).toHaveValue('(11) 98765-4321');
  });

  it('asks for every field before calling the server', async () => {
    server.use(registerStep('/register-people'));
    open();
    await fill('', '', '');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      registrationWords.fillAllFields,
      registrationWords.fillAllFields,
      registrationWords.fillAllFields,
    ]);
    expect(sentRequests()).toEqual([]);
  });

  it('says a 300-character name is too long, not that a field is missing', async () => {
    server.use(registerStep('/register-people'));
    open();
    await userEvent.click(screen.getByRole('textbox', { name: registrationWords.registerFirstName }));
    await userEvent.paste('A'.repeat(300));
    await fill('', 'Souza', '11912345678');
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.tooLong(FIRSTNAME_MAX));
    expect(sentRequests()).toEqual([]);
  });

  it('refuses a mobile without a real area code', async () => {
    server.use(registerStep('/register-people'));
    open();
    await fill('Ana', 'Souza', '10912345678');
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.phoneInvalid);
    expect(sentRequests()).toEqual([]);
  });

  it('shows the server’s words on a refusal and stays', async () => {
    server.use(registerStep('/register-people', 403, refusal('registrationExpired')));
    const router = open();
    await fill('Ana', 'Souza', '11912345678');
    expect(await screen.findByRole('dialog')).toHaveTextContent(registrationWords.registrationExpired);
    await userEvent.click(screen.getByRole('button', { name: commonWords.ok }));
    // The server no longer knows this browser's draft: the wizard starts over.
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('says “Verifique todos os campos digitados” on an answer other than 200', async () => {
    server.use(registerStep('/register-people', 203, {}));
    const router = open();
    await fill('Ana', 'Souza', '11912345678');
    expect(await screen.findByRole('dialog')).toHaveTextContent(registrationWords.checkAllFields);
    expect(router.state.location.pathname).toBe('/register/personaldata');
  });

  it('sends the seed’s payload and moves on after a 200', async () => {
    server.use(registerStep('/register-people'));
    const router = open();
    await fill('Ana', 'Souza', '11912345678');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/businessdata'));
    expect(await sentBodies('POST /register-people')).toEqual([
      { email: 'ana@empresa.test', firstname: 'Ana', lastname: 'Souza', phone: '(11) 91234-5678' },
    ]);
    expect(await screen.findByText('Etapa 3 de 5')).toBeInTheDocument();
  });
});
