import { registrationWords } from '@arena/shared/registration/words';
import { teamWords } from '@arena/shared/users/team-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../answers.ts';
import { activeManager, type Member, post, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Adding a team member says `E-mail já cadastrado` for an address that has an account
 * (docs/product.md#account-existence), so that answer costs one of the day's invites: a manager
 * cannot test more addresses a day than they could invite. A refusal that tells nothing (no free
 * seat) gives the invite back.
 */
describe('team add as an address probe', () => {
  let app: TestApp;
  let ana: Member;
  const taken: Member[] = [];
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_INVITE: '3/24h' });
    ana = await activeManager(app, { qtd_team: 5 });
    for (let i = 0; i < 3; i += 1) taken.push(await activeManager(app));
  });
  afterAll(async () => {
    await app.close();
  });

  const add = (email: string) => post(app, '/api/team', { name: 'Pessoa', email, phone: '(21) 98765-4321' }, ana.token);

  it('spends an invite on each address found taken, then refuses with 429', async () => {
    for (const t of taken) {
      const res = await add(t.email);
      expect(res.json()).toEqual(refused('EMAIL_TAKEN', registrationWords.emailTaken));
      expect(res.statusCode).toBe(409);
    }
    const fourth = await add(uniqueEmail('livre'));
    expect(fourth.statusCode).toBe(429);
  });

  it('gives the invite back when the add is refused for want of a seat', async () => {
    const bia = await activeManager(app, { qtd_team: 0 });
    for (let i = 0; i < 5; i += 1) {
      const res = await post(
        app,
        '/api/team',
        { name: 'Pessoa', email: uniqueEmail('x'), phone: '(21) 98765-4321' },
        bia.token,
      );
      expect(res.json()).toEqual(refused('TEAM_NO_SEATS', teamWords.teamNoSeats));
    }
  });
});
