import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { invoicesWords } from '@arena/shared/invoices/words';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, lastLinkToken, login, type Member, post, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';
import { invoiceSteps } from '../invoices/invoice-steps.ts';

/**
 * The team gerente (docs/product.md#team-gerente): the account holder makes a team member a
 * gerente (level 2) or back (level 1) on /team/edit. A gerente books rooms and requests the studio
 * on the account (its hours); Cadastro and Gerenciar Equipe stay the account holder's.
 */
describe('team gerente', () => {
  let app: TestApp;
  let ana: Member;
  let rui: Member;
  let staff = '';
  const { pricedPlan } = invoiceSteps(() => app);
  const phone = '(21) 98765-4321';

  beforeAll(async () => {
    app = await createTestApp();
    ana = await activeManager(app, { qtd_team: 3 });
    rui = await activeManager(app, { qtd_team: 1 });
    staff = await staffToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (method: 'GET' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const setLevel = (email: string, level: number, token = ana.token) =>
    send('PUT', '/api/team/level', token, { email, level });

  /** A member of `holder`'s team who accepted the invite, signed in. */
  async function teamMember(holder: Member, name: string): Promise<Member> {
    const email = uniqueEmail(name.toLowerCase());
    const added = await post(app, '/api/team', { name, email, phone }, holder.token);
    expect(added.statusCode, added.body).toBe(200);
    const token = await lastLinkToken(app, email);
    const password = 'senha123';
    const set = await post(app, '/api/reset-pass', {
      token,
      password,
      confirm_password: password,
      terms_version: TERMS_TEXT_DATE,
    });
    expect(set.statusCode, set.body).toBe(200);
    const row = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id: row.id, email, password, token: await login(app, email, password) };
  }
  const book = (token: string, hour: string, day = '2026-11-25') =>
    post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'Sala 20',
        date_initial: `${day} ${hour}:00:00`,
        date_final: `${day} ${hour}:30:00`,
        isStudio: false,
      },
      token,
    );
  const levelOf = async (id: number) =>
    (await app.db.selectFrom('users').select('level').where('id', '=', id).executeTakeFirstOrThrow()).level;

  it('the account holder makes a member a gerente, who books on the account and requests the studio', async () => {
    const bruno = await teamMember(ana, 'Bruno');
    // A member at level 1 books nothing (the seed's rule).
    expect((await book(bruno.token, '09')).json()).toEqual(refused('MANAGERS_ONLY', usersWords.managersOnly));

    const made = await setLevel(bruno.email, 2);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({ message: teamWords.teamMadeGerente });
    const team = (await send('GET', '/api/team', ana.token)).json();
    expect(team).toContainEqual(
      expect.objectContaining({ level: 2, participant: expect.objectContaining({ email: bruno.email }) }),
    );

    // The session reads the level at each request: no new login needed.
    const me = (await send('GET', '/api/users/me', bruno.token)).json();
    expect(me).toMatchObject({ level: 2, holder: false, manager: { name: 'Ana Souza' } });
    const signedIn = (await post(app, '/api/session', { email: bruno.email, password: bruno.password })).json();
    expect(signedIn.user).toMatchObject({ level: 2, holder: false });
    expect((await send('GET', '/api/users/me', ana.token)).json()).toMatchObject({
      level: 2,
      holder: true,
      manager: null,
    });

    const booked = await book(bruno.token, '09');
    expect(booked.statusCode, booked.body).toBe(200);
    // The booking is the account's: its hours are the holder's plan hours.
    const usage = (await send('GET', '/api/users/me/usage?month=2026-11', ana.token)).json();
    expect(usage.used_minutes).toBeGreaterThanOrEqual(30);
    const studio = await post(
      app,
      '/api/manager/appointment/store',
      { isStudio: true, participants: 'studio', name: 'Bruno', phone, email: bruno.email, mensage: 'Gravação' },
      bruno.token,
    );
    expect(studio.statusCode, studio.body).toBe(200);
  });

  it('a gerente is refused Cadastro and the team, on the server, with the words of the grey tiles', async () => {
    const gina = await teamMember(ana, 'Gina');
    expect((await setLevel(gina.email, 2)).statusCode).toBe(200);
    const holderOnly = refused('HOLDERS_ONLY', usersWords.holdersOnly);
    const tries = [
      send('PUT', '/api/users', gina.token, { phone }),
      send('GET', '/api/team', gina.token),
      send('GET', '/api/team/seats', gina.token),
      post(app, '/api/team', { name: 'Outra', email: uniqueEmail('outra'), phone }, gina.token),
      send('PUT', '/api/team', gina.token, { email: gina.email, name: 'Gina Chefe' }),
      post(app, '/api/team/remove', { email: gina.email }, gina.token),
      // A gerente makes no one else a gerente, nor undoes their own level.
      setLevel(gina.email, 1, gina.token),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(holderOnly);
    }
    expect(await levelOf(gina.id)).toBe(2);
  });

  it('a gerente reads none of the account’s invoices: the list is empty, each invoice and its Já paguei 404', async () => {
    // A priced plan, so the account holds an invoice from its approval (docs/product.md#invoices).
    const plan = await pricedPlan({ monthly_price_cents: 30_000, seat_price_cents: 5_000 });
    const holder = await activeManager(app, { plan: plan.name, qtd_team: 2 });
    const mine = await send('GET', '/api/invoices', holder.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const [invoice] = mine.json() as Array<{ id: number; total_cents: number }>;
    expect(invoice?.total_cents).toBeGreaterThan(0);
    const hugo = await teamMember(holder, 'Hugo');
    expect((await setLevel(hugo.email, 2, holder.token)).statusCode).toBe(200);
    // The gerente books on the account, so the level is really 2 …
    expect((await book(hugo.token, '14')).statusCode).toBe(200);
    // … yet money stays the holder's (docs/product.md#team-gerente, #money).
    const list = await send('GET', '/api/invoices', hugo.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([]);
    const notFound = { message: invoicesWords.invoiceNotFound, code: 'INVOICE_NOT_FOUND' };
    const one = await send('GET', `/api/invoices/${invoice?.id}`, hugo.token);
    expect(one.statusCode, one.body).toBe(404);
    expect(one.json()).toEqual(notFound);
    const told = await post(app, `/api/invoices/${invoice?.id}/paid-notice`, {}, hugo.token);
    expect(told.statusCode, told.body).toBe(404);
    expect(told.json()).toEqual(notFound);
    const row = await app.db
      .selectFrom('invoices')
      .select('paid_notice_at')
      .where('id', '=', invoice?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.paid_notice_at).toBeNull();
  });

  it('made a member again, the person books no more; what they booked stays the account’s', async () => {
    const caio = await teamMember(rui, 'Caio');
    expect((await setLevel(caio.email, 2, rui.token)).statusCode).toBe(200);
    expect((await book(caio.token, '11')).statusCode).toBe(200);
    const back = await setLevel(caio.email, 1, rui.token);
    expect(back.json()).toEqual({ message: teamWords.teamMadeMember });
    expect((await book(caio.token, '12')).json()).toEqual(refused('MANAGERS_ONLY', usersWords.managersOnly));
    const usage = (await send('GET', '/api/users/me/usage?month=2026-11', rui.token)).json();
    expect(usage.used_minutes).toBe(30);
  });

  it('only a member of the holder’s own team, and only level 1 or 2', async () => {
    const notFound = refused('TEAM_MEMBER_NOT_FOUND', teamWords.teamMemberNotFound);
    const ruiMember = await app.db
      .selectFrom('users')
      .select('email')
      .where('manager_id', '=', rui.id)
      .executeTakeFirstOrThrow();
    expect((await setLevel(ruiMember.email, 2)).json()).toEqual(notFound);
    expect((await setLevel(ana.email, 1)).json()).toEqual(notFound);
    expect((await setLevel(uniqueEmail('ninguem'), 2)).json()).toEqual(notFound);
    const bad = await setLevel(ruiMember.email, 3);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('the account’s status governs a gerente too', async () => {
    const dora = await activeManager(app, { qtd_team: 1 });
    const davi = await teamMember(dora, 'Davi');
    expect((await setLevel(davi.email, 2, dora.token)).statusCode).toBe(200);
    const suspend = await send('PATCH', `/api/admin/users/${dora.id}`, staff, { status: 'Inativo', reason: 'Atraso' });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await book(davi.token, '14')).json()).toEqual(refused('NOT_ACTIVE', usersWords.notActive));
  });

  it('a removed gerente keeps no level', async () => {
    const eva = await activeManager(app, { qtd_team: 1 });
    const edu = await teamMember(eva, 'Edu');
    expect((await setLevel(edu.email, 2, eva.token)).statusCode).toBe(200);
    expect((await post(app, '/api/team/remove', { email: edu.email }, eva.token)).statusCode).toBe(200);
    expect(await levelOf(edu.id)).toBe(1);
    expect((await setLevel(edu.email, 2, eva.token)).statusCode).toBe(404);
  });

  it('a burst of promotions, demotions, removals, adds and staff seat changes keeps every rule', async () => {
    const holder = await activeManager(app, { qtd_team: 4 });
    const [a, b, c] = [
      await teamMember(holder, 'Alice'),
      await teamMember(holder, 'Beto'),
      await teamMember(holder, 'Cida'),
    ];
    expect((await setLevel(c.email, 2, holder.token)).statusCode).toBe(200);
    expect((await setLevel(b.email, 2, holder.token)).statusCode).toBe(200);
    const cLevel = async () => (await send('GET', '/api/users/me', c.token)).json().level;
    const actions: Array<Promise<{ statusCode: number; body: string }>> = [];
    for (let i = 0; i < 8; i += 1) actions.push(setLevel(a.email, i % 2 === 0 ? 2 : 1, holder.token));
    // Beto, a gerente, is promoted and demoted while being removed: a removed person never stays
    // or ends up a gerente.
    for (let i = 0; i < 12; i += 1) actions.push(setLevel(b.email, i % 2 === 0 ? 1 : 2, holder.token));
    actions.push(post(app, '/api/team/remove', { email: b.email }, holder.token));
    // One seat free (two once Beto is gone): the adds beyond the seats are refused.
    for (let i = 0; i < 4; i += 1) {
      actions.push(post(app, '/api/team', { name: `Novo ${i}`, email: uniqueEmail('novo'), phone }, holder.token));
    }
    // Staff change the seats meanwhile: never below the team already there.
    for (const qtd of [3, 4, 5]) {
      actions.push(send('PATCH', `/api/admin/users/${holder.id}`, staff, { qtd_team: qtd }));
    }
    // The gerente tries the holder's calls meanwhile: always refused.
    for (let i = 0; i < 3; i += 1) actions.push(setLevel(a.email, 2, c.token));
    const answers = await Promise.all(actions);
    expect(answers.length).toBeGreaterThanOrEqual(20);
    for (const res of answers) expect([200, 403, 404, 409], res.body).toContain(res.statusCode);

    const rows = await app.db
      .selectFrom('users')
      .select(['id', 'level', 'removed_at'])
      .where('manager_id', '=', holder.id)
      .execute();
    const live = rows.filter((r) => r.removed_at === null);
    const seats = await app.db
      .selectFrom('users')
      .select('qtd_team')
      .where('id', '=', holder.id)
      .executeTakeFirstOrThrow();
    expect(live.length).toBeLessThanOrEqual(seats.qtd_team);
    // Every gerente is on the team; the removed keep level 1.
    for (const r of rows) if (r.removed_at !== null) expect(r.level).toBe(1);
    expect(rows.find((r) => r.id === b.id)?.removed_at).not.toBeNull();
    // Alice ends at one level or the other, the same in the list and in her own session.
    const aLevel = await levelOf(a.id);
    expect([1, 2]).toContain(aLevel);
    expect((await send('GET', '/api/users/me', a.token)).json().level).toBe(aLevel);
    const list = (await send('GET', '/api/team', holder.token)).json() as Array<{
      level: number;
      participant: { email: string };
    }>;
    expect(list.find((m) => m.participant.email === a.email)?.level).toBe(aLevel);
    // The gerente's tries changed nothing of theirs.
    expect(await cLevel()).toBe(2);
  });
});
