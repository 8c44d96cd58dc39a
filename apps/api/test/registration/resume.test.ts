import { apiPath } from '@arena/shared/contract/endpoints';
import { registrationWords } from '@arena/shared/registration/words';
import { registrationSteps } from '@arena/testing/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** docs/product.md#statuses-and-levels: a reload resumes the wizard from the draft the server holds behind the cookie. */
describe('resuming a registration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h' });
  });
  afterAll(async () => {
    await app.close();
  });

  const draft = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/register-draft', headers: cookie ? { cookie } : {} });

  it('answers what this browser typed, without the password, step by step', async () => {
    const email = uniqueEmail('retoma');
    const cookie = cookieOf(await post(app, '/api/resgister-email', { email }));
    expect((await draft(cookie)).json()).toMatchObject({ email, firstname: '', password_chosen: false });
    const steps = registrationSteps({ email, document: '529.982.247-25' });
    for (const [step, body] of steps.slice(0, 2)) {
      expect((await post(app, apiPath(step), body, undefined, cookie)).statusCode).toBe(200);
    }
    const res = await draft(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email,
      firstname: 'Ana',
      lastname: 'Souza',
      phone: '11912345678',
      document: '529.982.247-25',
      name_company: 'Empresa Teste',
      activity: 'Design',
      phone_company: '1134567890',
      site: '',
      password_chosen: false,
    });
    for (const [step, body] of steps.slice(2, 3)) await post(app, apiPath(step), body, undefined, cookie);
    const after = (await draft(cookie)).json();
    expect(after.password_chosen).toBe(true);
    expect(JSON.stringify(after)).not.toMatch(/argon2|senha123/);
  });

  it('tells another browser, or one whose draft is gone, that the registration expired', async () => {
    const none = await draft();
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: registrationWords.registrationExpired, code: 'REGISTRATION_EXPIRED' });
    const stranger = await draft('arena_reg=abcdefghijklmnopqrstuvwxyz0123');
    expect(stranger.statusCode).toBe(404);
    // A day after the last step the draft is gone.
    const email = uniqueEmail('velho');
    const cookie = cookieOf(await post(app, '/api/resgister-email', { email }));
    app.clock.advance(86_400_000 + 1000);
    expect((await draft(cookie)).statusCode).toBe(404);
  });
});
