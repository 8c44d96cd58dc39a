import { registrationWords } from '@arena/shared/registration/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, cookieOf, type Member, post, uniqueEmail, VALID_CNPJ } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** Phones the server takes (docs/product.md#registration-data): numbers that can exist, letters refused rather than dropped. */
describe('phones', () => {
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h' });
    ana = await activeManager(app, { qtd_team: 2 });
  });
  afterAll(async () => {
    await app.close();
  });

  async function started(): Promise<{ email: string; cookie: string }> {
    const email = uniqueEmail();
    const res = await post(app, '/api/resgister-email', { email });
    const cookie = cookieOf(res);
    const people = { email, firstname: 'Ana', lastname: 'Souza', phone: '(11) 91234-5678' };
    expect((await post(app, '/api/register-people', people, undefined, cookie)).statusCode).toBe(200);
    return { email, cookie };
  }

  it('refuses a mobile with letters in it with the phone’s words', async () => {
    const { email, cookie } = await started();
    const people = { email, firstname: 'Ana', lastname: 'Souza', phone: '11 9abc8765-4321' };
    const res = await post(app, '/api/register-people', people, undefined, cookie);
    expect(res.json()).toEqual({ message: registrationWords.phoneInvalid, code: 'INVALID_INPUT', field: 'phone' });
    expect(res.statusCode).toBe(400);

    const member = { name: 'Bruno Lima', email: uniqueEmail('bruno'), phone: '21 9abc8765-4321' };
    const team = await post(app, '/api/team', member, ana.token);
    expect(team.json()).toEqual({ message: registrationWords.phoneInvalid, code: 'INVALID_INPUT', field: 'phone' });
    expect(team.statusCode).toBe(400);
  });

  it('takes a business landline from 2 to 5 or a mobile from 9, with the area code, and refuses what cannot exist', async () => {
    const { email, cookie } = await started();
    const company = (phone_company: string) => ({
      email,
      document: VALID_CNPJ,
      name_company: 'Empresa',
      phone_company,
    });
    for (const phone of [
      '(11) 0000-0000',
      '(11) 1234-5678',
      '11812345678',
      '(11) 3123-a4567',
      '3123-4567',
      '91234-5678',
    ]) {
      const res = await post(app, '/api/register-company', company(phone), undefined, cookie);
      expect(res.json()).toEqual({
        message: registrationWords.companyPhoneInvalid,
        code: 'INVALID_INPUT',
        field: 'phone_company',
      });
      expect(res.statusCode).toBe(400);
    }
    for (const phone of ['(11) 3123-4567', '(21) 98765-4321']) {
      const res = await post(app, '/api/register-company', company(phone), undefined, cookie);
      expect(res.statusCode).toBe(200);
    }
  });
});
