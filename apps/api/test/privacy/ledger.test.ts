import { readFileSync } from 'node:fs';
import { privacyWords } from '@arena/shared/privacy/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reapplyLedger } from '../../src/modules/privacy/erasure.service.ts';
import { readLedger } from '../../src/modules/privacy/ledger.ts';
import { activeManager, type Member, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * The anonymisations' ledger (docs/operations.md#restore): a restore of a backup taken before an
 * anonymisation brings the person back; the ledger, a file outside the database, anonymises them
 * again, and only them.
 */
describe('the anonymisations’ ledger', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    ana = await activeManager(app);
    bia = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('records ids only, and anonymises again whoever a restore brought back', async () => {
    const backup = {
      user: await app.db.selectFrom('users').selectAll().where('id', '=', ana.id).executeTakeFirstOrThrow(),
      company: await app.db.selectFrom('companies').selectAll().where('user_id', '=', ana.id).executeTakeFirstOrThrow(),
    };
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${ana.id}/anonymize`,
      headers: { authorization: `Bearer ${await staffToken(app)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ledger = readLedger(app.config.ERASURE_LEDGER);
    expect(ledger).toEqual([
      { user_id: ana.id, created_at: backup.user.created_at, anonymized_at: expect.any(String) },
    ]);
    // Nothing personal in the file: it is kept beside the backups, off the database.
    const text = readFileSync(app.config.ERASURE_LEDGER, 'utf8');
    for (const value of [ana.email, backup.user.name, backup.user.phone, backup.company.document])
      expect(text).not.toContain(value);

    // Nothing to do while the database is the one the ledger knows.
    expect(await reapplyLedger(app.deps)).toBe(0);
    // The restore: Ana's rows as the backup holds them, from before the anonymisation.
    const { id: _id, ...user } = backup.user;
    await app.db.updateTable('users').set(user).where('id', '=', ana.id).execute();
    await app.db.updateTable('companies').set(backup.company).where('user_id', '=', ana.id).execute();
    // Nobody else is touched.
    const biaBefore = await app.db.selectFrom('users').selectAll().where('id', '=', bia.id).executeTakeFirstOrThrow();

    expect(await reapplyLedger(app.deps)).toBe(1);
    const again = await app.db.selectFrom('users').selectAll().where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(again).toMatchObject({ name: privacyWords.anonymizedPerson, lastname: '', phone: '', password_hash: null });
    expect(again.email).toMatch(/@arena\.invalid$/);
    expect(again.anonymized_at).not.toBeNull();
    const company = await app.db
      .selectFrom('companies')
      .selectAll()
      .where('user_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(company.document).toBe('');
    expect(await app.db.selectFrom('users').selectAll().where('id', '=', bia.id).executeTakeFirstOrThrow()).toEqual(
      biaBefore,
    );
    // Re-applied, not recorded twice; a second pass has nothing to do.
    expect(readLedger(app.config.ERASURE_LEDGER)).toHaveLength(1);
    expect(await reapplyLedger(app.deps)).toBe(0);
  });

  it('leaves alone an id a restored database gave to someone else', async () => {
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', bia.id).executeTakeFirstOrThrow();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      app.config.ERASURE_LEDGER,
      `${JSON.stringify({ user_id: bia.id, created_at: '2020-01-01T00:00:00.000Z', anonymized_at: '2026-01-01T00:00:00.000Z' })}\nnot json\n`,
      { flag: 'a' },
    );
    expect(await reapplyLedger(app.deps)).toBe(0);
    expect(await app.db.selectFrom('users').selectAll().where('id', '=', bia.id).executeTakeFirstOrThrow()).toEqual(
      row,
    );
  });
});
