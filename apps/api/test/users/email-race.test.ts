import { registrationWords } from '@arena/shared/registration/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../answers.ts';
import { activeManager, type Member, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Members racing to take the same free e-mail (PUT /users, docs/product.md#api-account): all pass
 * the "is it taken?" check together, the unique index lets one through, and every other hears the
 * ordinary 409 `EMAIL_TAKEN`, never a 500.
 */
describe('members racing for one e-mail', () => {
  let app: TestApp;
  const members: Member[] = [];
  const RACERS = 20;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_REGISTER: '1000/1h', RATE_LIMIT_LOGIN: '1000/15m' });
    // One after another: the password hashing pool takes a few at a time from one address.
    for (let i = 0; i < RACERS; i += 1) members.push(await activeManager(app));
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the address to one of 20 parallel changes and a 409 to the others', async () => {
    const wanted = uniqueEmail('disputado');
    const answers = await Promise.all(
      members.map((m, i) =>
        app.inject({
          method: 'PUT',
          url: '/api/users',
          remoteAddress: `10.0.8.${i + 1}`,
          // A new password too: it is hashed after the e-mail was found free, which widens the race.
          payload: {
            phone: '(11) 91234-5678',
            email: wanted,
            old_password: m.password,
            password: 'nova123',
            confirm_password: 'nova123',
          },
          headers: { authorization: `Bearer ${m.token}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json()).toEqual(refused('EMAIL_TAKEN', registrationWords.emailTaken));
    }
    const owners = await app.db.selectFrom('users').select('id').where('email', '=', wanted).execute();
    expect(owners).toHaveLength(1);
  });
});
