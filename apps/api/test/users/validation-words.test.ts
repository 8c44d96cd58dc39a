import { FIRSTNAME_MAX, MESSAGE_MAX } from '@arena/shared/contract/limits';
import { registrationWords } from '@arena/shared/registration/words';
import { usersWords } from '@arena/shared/users/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, cookieOf, type Member, post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** A refusal names the real problem, in the same words the browser shows (one shared schema). */
describe('validation words', () => {
  let app: TestApp;
  let ana: Member;
  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('says a 300-character first name is too long, not that a field is missing', async () => {
    const email = uniqueEmail();
    const cookie = cookieOf(await post(app, '/api/resgister-email', { email }));
    const people = { email, firstname: 'A'.repeat(300), lastname: 'Souza', phone: '(11) 91234-5678' };
    const res = await post(app, '/api/register-people', people, undefined, cookie);
    expect(res.json()).toEqual({
      message: registrationWords.tooLong(FIRSTNAME_MAX),
      code: 'INVALID_INPUT',
      field: 'firstname',
    });
    expect(res.statusCode).toBe(400);
  });

  it('says a 6,000-character message is too long, not that it is missing', async () => {
    const support = { name: 'Ana', email: ana.email, subject: 'Financeiro', message: 'x'.repeat(6000) };
    const res = await post(app, '/api/contact', support, ana.token);
    expect(res.json()).toEqual({
      message: registrationWords.tooLong(MESSAGE_MAX),
      code: 'INVALID_INPUT',
      field: 'message',
    });
    expect(res.statusCode).toBe(400);
  });

  it('asks for the current password, not a new one, when only the e-mail changes', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users',
      payload: { phone: '(11) 91234-5678', email: uniqueEmail('novo') },
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(res.json()).toEqual({ message: usersWords.currentPasswordForEmail, code: 'CURRENT_PASSWORD_FOR_EMAIL' });
    expect(res.statusCode).toBe(400);
  });
});
