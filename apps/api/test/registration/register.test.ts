import { registrationWords } from '@arena/shared/registration/words';
import { usersWords } from '@arena/shared/users/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALNUM_CNPJ, cookieOf, outbox, post, register, uniqueEmail, VALID_CNPJ, VALID_CPF } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

/** Registration in five steps, each draft tied to the browser that started it by a cookie. */
describe('registration', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Many starts from one address in this file: the start limit has its own test.
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h' });
  });
  afterAll(async () => {
    await app.close();
  });

  const people = (email: string) => ({ email, firstname: 'Ana', lastname: 'Souza', phone: '(11) 91234-5678' });
  const company = (email: string, document = VALID_CNPJ) => ({
    email,
    document,
    name_company: 'Empresa Teste',
    activity: 'Design',
    phone_company: '(11) 3456-7890',
    site: 'https://empresa.test',
  });
  const pass = (email: string, password = 'senha123', confirm_password = password) => ({
    email,
    password,
    confirm_password,
  });

  async function start(email: string): Promise<string> {
    const res = await post(app, '/api/resgister-email', { email });
    expect(res.statusCode).toBe(200);
    return cookieOf(res);
  }
  async function expectRefused(url: string, body: object, status: number, answer: object, cookie?: string) {
    const res = await post(app, url, body, undefined, cookie);
    expect(res.json()).toEqual(answer);
    expect(res.statusCode).toBe(status);
  }
  const draftOf = (email: string) =>
    app.db.selectFrom('registration_drafts').selectAll().where('email', '=', email).executeTakeFirst();
  // The plan's name beside the user's columns (users keep a plan_id, docs/product.md#plans).
  const userOf = (email: string) =>
    app.db
      .selectFrom('users')
      .leftJoin('plans', 'plans.id', 'users.plan_id')
      .selectAll('users')
      .select('plans.name as plan')
      .where('users.email', '=', email)
      .executeTakeFirst();

  it('step 1 sets an httpOnly cookie scoped to the API and refuses a blank, invalid or taken e-mail', async () => {
    const res = await post(app, '/api/resgister-email', { email: 'Nova@Empresa.test' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'arena_reg');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', secure: true, maxAge: 86_400 });
    expect(await draftOf('nova@empresa.test')).toBeDefined();

    await expectRefused(
      '/api/resgister-email',
      {},
      400,
      refused('INVALID_INPUT', registrationWords.fieldRequired, 'email'),
    );
    await expectRefused(
      '/api/resgister-email',
      { email: '   ' },
      400,
      refused('INVALID_INPUT', registrationWords.fieldRequired, 'email'),
    );
    await expectRefused(
      '/api/resgister-email',
      { email: 'sem-arroba' },
      400,
      refused('INVALID_INPUT', usersWords.emailInvalid, 'email'),
    );
    await expectRefused(
      '/api/resgister-email',
      { email: 'staff@arena.test' },
      409,
      refused('EMAIL_TAKEN', registrationWords.emailTaken),
    );
    await expectRefused(
      '/api/resgister-email',
      { email: 'STAFF@arena.test' },
      409,
      refused('EMAIL_TAKEN', registrationWords.emailTaken),
    );
  });

  it('step 2 refuses missing or blank names and a bad mobile', async () => {
    const email = uniqueEmail();
    const cookie = await start(email);
    const url = '/api/register-people';
    await expectRefused(
      url,
      { email, lastname: 'Souza', phone: '(11) 91234-5678' },
      400,
      refused('INVALID_INPUT', registrationWords.fillAllFields, 'firstname'),
      cookie,
    );
    await expectRefused(
      url,
      { ...people(email), firstname: '  ' },
      400,
      refused('INVALID_INPUT', registrationWords.fillAllFields, 'firstname'),
      cookie,
    );
    await expectRefused(
      url,
      { ...people(email), lastname: '' },
      400,
      refused('INVALID_INPUT', registrationWords.fillAllFields, 'lastname'),
      cookie,
    );
    await expectRefused(
      url,
      { ...people(email), phone: '' },
      400,
      refused('INVALID_INPUT', registrationWords.fillAllFields, 'phone'),
      cookie,
    );
    await expectRefused(
      url,
      { ...people(email), phone: '(11) 1234-5678' },
      400,
      refused('INVALID_INPUT', registrationWords.phoneInvalid, 'phone'),
      cookie,
    );
    expect((await draftOf(email))?.firstname).toBeNull();

    const ok = await post(app, url, people(email), undefined, cookie);
    expect(ok.statusCode).toBe(200);
    expect(await draftOf(email)).toMatchObject({ firstname: 'Ana', lastname: 'Souza', phone: '11912345678' });
  });

  it('step 3 checks CPF and CNPJ by their check digits and stores the alphanumeric CNPJ unmasked', async () => {
    const email = uniqueEmail();
    const cookie = await start(email);
    await post(app, '/api/register-people', people(email), undefined, cookie);
    const url = '/api/register-company';
    await expectRefused(
      url,
      { ...company(email), document: '' },
      400,
      refused('INVALID_INPUT', registrationWords.fillRequiredFields, 'document'),
      cookie,
    );
    await expectRefused(
      url,
      { ...company(email), name_company: ' ' },
      400,
      refused('INVALID_INPUT', registrationWords.fillRequiredFields, 'name_company'),
      cookie,
    );
    await expectRefused(
      url,
      company(email, '529.982.247-24'),
      400,
      refused('INVALID_INPUT', registrationWords.documentInvalid, 'document'),
      cookie,
    );
    await expectRefused(
      url,
      company(email, '111.111.111-11'),
      400,
      refused('INVALID_INPUT', registrationWords.documentInvalid, 'document'),
      cookie,
    );
    await expectRefused(
      url,
      company(email, '11.222.333/0001-82'),
      400,
      refused('INVALID_INPUT', registrationWords.documentInvalid, 'document'),
      cookie,
    );
    await expectRefused(
      url,
      company(email, '12.ABC.345/01DE-36'),
      400,
      refused('INVALID_INPUT', registrationWords.documentInvalid, 'document'),
      cookie,
    );
    await expectRefused(
      url,
      { ...company(email), phone_company: '12-34' },
      400,
      refused('INVALID_INPUT', registrationWords.companyPhoneInvalid, 'phone_company'),
      cookie,
    );

    for (const [document, stored] of [
      [VALID_CPF, '52998224725'],
      [VALID_CNPJ, '11222333000181'],
      [ALNUM_CNPJ, '12ABC34501DE35'],
      ['12.abc.345/01de-35', '12ABC34501DE35'],
    ] as const) {
      const res = await post(app, url, company(email, document), undefined, cookie);
      expect(res.statusCode).toBe(200);
      expect((await draftOf(email))?.document).toBe(stored);
    }
    // Activity, business phone and site may be left out (docs/product.md#validation: "the call is made anyway").
    const minimal = await post(app, url, { email, document: ALNUM_CNPJ, name_company: 'Só o nome' }, undefined, cookie);
    expect(minimal.statusCode).toBe(200);
  });

  it('step 4 applies the password rules and the confirmation', async () => {
    const email = uniqueEmail();
    const cookie = await start(email);
    await post(app, '/api/register-people', people(email), undefined, cookie);
    await post(app, '/api/register-company', company(email), undefined, cookie);
    const url = '/api/register-pass';
    await expectRefused(
      url,
      { email, password: '', confirm_password: '' },
      400,
      refused('INVALID_INPUT', registrationWords.fillAllFields, 'password'),
      cookie,
    );
    await expectRefused(
      url,
      { email, password: 'senha123' },
      400,
      refused('INVALID_INPUT', registrationWords.fillAllFields, 'confirm_password'),
      cookie,
    );
    for (const weak of ['abc12', 'abcdefg', '1234567']) {
      await expectRefused(
        url,
        pass(email, weak),
        400,
        refused('INVALID_INPUT', registrationWords.passwordRules, 'password'),
        cookie,
      );
    }
    await expectRefused(
      url,
      pass(email, 'senha123', 'senha124'),
      400,
      refused('INVALID_INPUT', registrationWords.passwordMismatch, 'confirm_password'),
      cookie,
    );
    expect((await draftOf(email))?.password_hash).toBeNull();

    expect((await post(app, url, pass(email), undefined, cookie)).statusCode).toBe(200);
    expect((await draftOf(email))?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses steps out of order with 409', async () => {
    const email = uniqueEmail();
    const cookie = await start(email);
    const outOfOrder = registrationWords.registrationOutOfOrder;
    await expectRefused(
      '/api/register-company',
      company(email),
      409,
      refused('REGISTRATION_OUT_OF_ORDER', outOfOrder),
      cookie,
    );
    await expectRefused(
      '/api/register-pass',
      pass(email),
      409,
      refused('REGISTRATION_OUT_OF_ORDER', outOfOrder),
      cookie,
    );
    await expectRefused(
      '/api/register-terms',
      { email, terms: true },
      409,
      refused('REGISTRATION_OUT_OF_ORDER', outOfOrder),
      cookie,
    );
    await post(app, '/api/register-people', people(email), undefined, cookie);
    await expectRefused(
      '/api/register-pass',
      pass(email),
      409,
      refused('REGISTRATION_OUT_OF_ORDER', outOfOrder),
      cookie,
    );
    await post(app, '/api/register-company', company(email), undefined, cookie);
    await expectRefused(
      '/api/register-terms',
      { email, terms: true },
      409,
      refused('REGISTRATION_OUT_OF_ORDER', outOfOrder),
      cookie,
    );
    expect(await userOf(email)).toBeUndefined();
  });

  it('refuses a step without the cookie or with another browser’s cookie, leaving the draft untouched', async () => {
    const email = uniqueEmail();
    const mine = await start(email);
    await post(app, '/api/register-people', people(email), undefined, mine);
    const before = await draftOf(email);

    const other = await start(uniqueEmail('outro'));
    const expired = registrationWords.registrationExpired;
    const intruder = { email, firstname: 'Invasor', lastname: 'X', phone: '(21) 98765-4321' };
    await expectRefused('/api/register-people', intruder, 403, refused('REGISTRATION_EXPIRED', expired));
    await expectRefused('/api/register-people', intruder, 403, refused('REGISTRATION_EXPIRED', expired), other);
    await expectRefused(
      '/api/register-people',
      intruder,
      403,
      refused('REGISTRATION_EXPIRED', expired),
      'arena_reg=nao-e-um-segredo-valido-000000',
    );
    await expectRefused('/api/register-company', company(email), 403, refused('REGISTRATION_EXPIRED', expired), other);
    await expectRefused('/api/register-pass', pass(email), 403, refused('REGISTRATION_EXPIRED', expired), other);
    await expectRefused(
      '/api/register-terms',
      { email, terms: true },
      403,
      refused('REGISTRATION_EXPIRED', expired),
      other,
    );
    await expectRefused(
      '/api/register-people',
      people(uniqueEmail('nunca')),
      403,
      refused('REGISTRATION_EXPIRED', expired),
      mine,
    );
    expect(await draftOf(email)).toEqual(before);
  });

  it('never lets another browser take a draft over: a first step for the same e-mail starts a draft of its own', async () => {
    const email = uniqueEmail('vitima');
    const mine = await start(email);
    await post(app, '/api/register-people', people(email), undefined, mine);
    await post(app, '/api/register-company', company(email), undefined, mine);
    const before = await app.db.selectFrom('registration_drafts').selectAll().where('email', '=', email).execute();
    expect(before).toHaveLength(1);

    // Someone else, in another browser, types the same e-mail and goes all the way.
    const theirs = await start(email);
    expect(theirs).not.toBe(mine);
    const drafts = await app.db.selectFrom('registration_drafts').selectAll().where('email', '=', email).execute();
    expect(drafts).toHaveLength(2);
    expect(drafts.find((d) => d.browser_hash === before[0]?.browser_hash)).toEqual(before[0]);
    const intruder = { email, firstname: 'Invasor', lastname: 'X', phone: '(21) 98765-4321' };
    expect((await post(app, '/api/register-people', intruder, undefined, theirs)).statusCode).toBe(200);
    expect((await post(app, '/api/register-company', company(email), undefined, theirs)).statusCode).toBe(200);

    // The first browser goes on where it was, untouched, and finishes.
    expect((await post(app, '/api/register-pass', pass(email), undefined, mine)).statusCode).toBe(200);
    expect((await post(app, '/api/register-terms', { email, terms: true }, undefined, mine)).statusCode).toBe(200);
    expect(await userOf(email)).toMatchObject({ name: 'Ana', status: 'Pendente' });
    // The other browser's draft can no longer become an account.
    expect((await post(app, '/api/register-pass', pass(email, 'outra123'), undefined, theirs)).statusCode).toBe(200);
    await expectRefused(
      '/api/register-terms',
      { email, terms: true },
      409,
      refused('EMAIL_TAKEN', registrationWords.emailTaken),
      theirs,
    );
  });

  it('resumes the draft on a new first step from the same browser, and starts over for another e-mail', async () => {
    const email = uniqueEmail('volta');
    const cookie = await start(email);
    await post(app, '/api/register-people', people(email), undefined, cookie);
    await post(app, '/api/register-company', company(email), undefined, cookie);
    await post(app, '/api/register-pass', pass(email), undefined, cookie);
    const kept = await draftOf(email);

    const again = await post(app, '/api/resgister-email', { email: email.toUpperCase() }, undefined, cookie);
    expect(again.statusCode).toBe(200);
    expect(`arena_reg=${again.cookies.find((c) => c.name === 'arena_reg')?.value}`).toBe(cookie);
    expect(await draftOf(email)).toMatchObject({ ...kept, updated_at: expect.any(String) });
    expect((await post(app, '/api/register-terms', { email, terms: true }, undefined, cookie)).statusCode).toBe(200);

    const other = uniqueEmail('outro');
    const cookie2 = await start(uniqueEmail('primeiro'));
    await post(app, '/api/register-people', people(other), undefined, cookie2);
    expect((await post(app, '/api/resgister-email', { email: other }, undefined, cookie2)).statusCode).toBe(200);
    expect(await draftOf(other)).toMatchObject({ email: other, firstname: null, password_hash: null });
  });

  it('creates the user only at the terms step, as Pendente level 2 with its company, and mails member and staff', async () => {
    const email = uniqueEmail();
    const cookie = await start(email);
    await post(app, '/api/register-people', people(email), undefined, cookie);
    await post(app, '/api/register-company', company(email, ALNUM_CNPJ), undefined, cookie);
    await post(app, '/api/register-pass', pass(email), undefined, cookie);
    await expectRefused(
      '/api/register-terms',
      { email, terms: false },
      400,
      refused('INVALID_INPUT', registrationWords.termsRequired, 'terms'),
      cookie,
    );
    await expectRefused(
      '/api/register-terms',
      { email },
      400,
      refused('INVALID_INPUT', registrationWords.termsRequired, 'terms'),
      cookie,
    );
    expect(await userOf(email)).toBeUndefined();
    expect(await outbox(app, email)).toEqual([]);

    const done = await post(app, '/api/register-terms', { email, terms: true }, undefined, cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: registrationWords.registrationDone });
    expect(done.cookies.find((c) => c.name === 'arena_reg')?.value).toBe('');

    const user = await userOf(email);
    expect(user).toMatchObject({ name: 'Ana', lastname: 'Souza', phone: '11912345678', status: 'Pendente', level: 2 });
    expect(user).toMatchObject({ role: 'member', plan: null, qtd_team: 0, manager_id: null });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const row = await app.db
      .selectFrom('companies')
      .selectAll()
      .where('user_id', '=', user?.id ?? 0)
      .executeTakeFirst();
    expect(row).toEqual({
      user_id: user?.id,
      document: '12ABC34501DE35',
      name: 'Empresa Teste',
      activity: 'Design',
      phone: '1134567890',
      site: 'https://empresa.test',
    });
    expect(await draftOf(email)).toBeUndefined();

    const mine = await outbox(app, email);
    // docs/product.md#terms: the accepted terms' copy goes with the confirmation link.
    expect(mine.map((m) => m.subject)).toEqual([
      'Confirme seu e-mail no Arena Cowork',
      'Cópia dos Termos de Uso que você aceitou (versão de 28/11/2026)',
    ]);
    const staff = (await outbox(app, 'financeiro@arena.test')).filter((m) => m.text.includes(email));
    expect(staff).toHaveLength(1);
    expect(staff[0]?.subject).toBe('Novo cadastro aguardando aprovação: Empresa Teste');
    // E-mails to staff carry no CPF or CNPJ (docs/product.md#privacy): staff read it in the back-office.
    for (const body of [staff[0]?.text, staff[0]?.html]) {
      expect(body).toContain('Empresa Teste');
      expect(body).not.toMatch(/12\.?ABC\.?345\/?01DE-?35/);
    }

    await expectRefused('/api/resgister-email', { email }, 409, refused('EMAIL_TAKEN', registrationWords.emailTaken));
    await expectRefused(
      '/api/register-terms',
      { email, terms: true },
      403,
      refused('REGISTRATION_EXPIRED', registrationWords.registrationExpired),
      cookie,
    );
  });

  it('refuses the terms step when the e-mail was taken meanwhile', async () => {
    const email = uniqueEmail();
    const cookie = await start(email);
    await post(app, '/api/register-people', people(email), undefined, cookie);
    await post(app, '/api/register-company', company(email), undefined, cookie);
    await post(app, '/api/register-pass', pass(email), undefined, cookie);
    await register(app, email.replace('@', '+x@'));
    await app.db.updateTable('users').set({ email }).where('email', '=', email.replace('@', '+x@')).execute();
    await expectRefused(
      '/api/register-terms',
      { email, terms: true },
      409,
      refused('EMAIL_TAKEN', registrationWords.emailTaken),
      cookie,
    );
    expect(await app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('renews the cookie at each step, so the day runs from the last step', async () => {
    const email = uniqueEmail('renova');
    const cookie = await start(email);
    const res = await post(app, '/api/register-people', people(email), undefined, cookie);
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === 'arena_reg');
    expect(`arena_reg=${renewed?.value}`).toBe(cookie);
    expect(renewed).toMatchObject({ httpOnly: true, path: '/api', maxAge: 86_400 });
  });

  it('keeps a draft a day after its last step and refuses it after', async () => {
    const email = uniqueEmail();
    const cookie = await start(email);
    try {
      app.clock.advance(23 * 3_600_000);
      expect((await post(app, '/api/register-people', people(email), undefined, cookie)).statusCode).toBe(200);
      app.clock.advance(24 * 3_600_000 + 1_000);
      await expectRefused(
        '/api/register-company',
        company(email),
        403,
        refused('REGISTRATION_EXPIRED', registrationWords.registrationExpired),
        cookie,
      );
      // Starting over from the same browser gives a fresh draft.
      expect((await post(app, '/api/resgister-email', { email }, undefined, cookie)).statusCode).toBe(200);
      expect((await draftOf(email))?.firstname).toBeNull();
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });
});
