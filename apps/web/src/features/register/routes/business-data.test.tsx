import { registrationWords } from '@arena/shared/registration/words';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftAfter, registerStep, renderRegister } from '../../../test/register';
import { sentBodies, sentRequests, server } from '../../../test/server';
import { label } from '../../../test/label';

const open = () => renderRegister('/register/businessdata', draftAfter.personal);
const taxId = () => screen.getByLabelText(label(registrationWords.registerDocument));
const submit = () => userEvent.click(screen.getByRole('button', { name: registrationWords.registerContinue }));

describe('the business data step', () => {
  it('shows the CPF form up to 11 digits and the CNPJ form from the 12th', async () => {
    open();
    await userEvent.type(taxId(), '12345678909');
    expect(taxId()).toHaveValue('123.456.789-09');
    await userEvent.type(taxId(), '1');
    expect(taxId()).toHaveValue('12.345.678/9091');
    await userEvent.type(taxId(), '23');
    expect(taxId()).toHaveValue('12.345.678/9091-23');
    // Back to 11 characters: the CPF form again.
    await userEvent.type(taxId(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(taxId()).toHaveValue('123.456.789-09');
  });

  it('accepts letters in the CNPJ, upper-cased, but not in its check digits', async () => {
    open();
    await userEvent.type(taxId(), '12abc34501deXY35');
    expect(taxId()).toHaveValue('12.ABC.345/01DE-35');
    await userEvent.clear(taxId());
    // `*` takes a letter or a digit, never punctuation.
    await userEvent.type(taxId(), '12abc3!4');
    expect(taxId()).toHaveValue('12.ABC.34');
  });

  it('takes the business phone with its area code, (00) 0000-0000, and shows the form as its placeholder', async () => {
    open();
    const phone = screen.getByLabelText(label(registrationWords.registerCompanyPhone));
    expect(phone).toHaveAttribute('placeholder', '(11) 3123-4567');
    // Typed as people write it, area code first: no digit lost.
    await userEvent.type(phone, '11 3234-5678');
    expect(phone).toHaveValue('(11) 3234-5678');
  });

  it('masks a mobile business phone as (00) 00000-0000', async () => {
    open();
    const phone = screen.getByLabelText(label(registrationWords.registerCompanyPhone));
    await userEvent.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
  });

  it('keeps the area code of a business phone pasted with the country code', async () => {
    open();
    const phone = screen.getByLabelText(label(registrationWords.registerCompanyPhone));
    await userEvent.click(phone);
    await userEvent.paste('+55 (11) 3123-4567');
    expect(phone).toHaveValue('(11) 3123-4567');
  });

  it('refuses a business phone that cannot exist', async () => {
    server.use(registerStep('/register-company'));
    open();
    await userEvent.type(taxId(), '52998224725');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerCompanyName)), 'Ana Souza');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerCompanyPhone)), '1100000000');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(registrationWords.companyPhoneInvalid);
    expect(sentRequests()).toEqual([]);
  });

  it('marks only the tax id and the company name as required', async () => {
    server.use(registerStep('/register-company'));
    open();
    await submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      registrationWords.fillRequiredFields,
      registrationWords.fillRequiredFields,
    ]);
    expect(taxId()).toBeRequired();
    expect(screen.getByLabelText(label(registrationWords.registerCompanyName))).toBeRequired();
    expect(screen.getByLabelText(label(registrationWords.registerActivity))).not.toBeRequired();
    expect(sentRequests()).toEqual([]);
  });

  it('refuses a CPF whose check digits are wrong', async () => {
    server.use(registerStep('/register-company'));
    open();
    await userEvent.type(taxId(), '12345678900');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerCompanyName)), 'Ana Souza');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.documentInvalid);
    expect(sentRequests()).toEqual([]);
  });

  it('shows the server’s refusal and stays', async () => {
    server.use(registerStep('/register-company', 400, { message: registrationWords.documentInvalid }));
    const router = open();
    await userEvent.type(taxId(), '52998224725');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerCompanyName)), 'Ana Souza');
    await submit();
    expect(await screen.findByRole('dialog')).toHaveTextContent(registrationWords.documentInvalid);
    expect(router.state.location.pathname).toBe('/register/businessdata');
  });

  it('sends the seed’s payload and moves on only after a 200', async () => {
    server.use(registerStep('/register-company'));
    const router = open();
    await userEvent.type(taxId(), '12ABC34501DE35');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerCompanyName)), 'Estúdio Souza');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerActivity)), 'Design');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerCompanyPhone)), '1134567890');
    await userEvent.type(screen.getByLabelText(label(registrationWords.registerSite)), 'www.souza.com.br');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/password'));
    expect(await sentBodies('POST /register-company')).toEqual([
      {
        email: 'ana@empresa.test',
        document: '12.ABC.345/01DE-35',
        name_company: 'Estúdio Souza',
        activity: 'Design',
        phone_company: '(11) 3456-7890',
        site: 'www.souza.com.br',
      },
    ]);
  });
});
