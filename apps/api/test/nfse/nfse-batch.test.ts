import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfse } from '@arena/testing/fake-nfse/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { syncNfse } from '../../src/modules/nfse/nfse.job.ts';
import { createTestApp, envOf, type TestApp, usingPostgres } from '../helpers.ts';
import { nfseEnv, nfseHarness, portOf, seedInvoices } from './nfse-flow.ts';

/**
 * A month of 2,000 invoices (as an issue run leaves them, open) sent by four runs at once: on
 * PostgreSQL (TEST_DATABASE_URL) by two servers on one database (two connection pools), on SQLite
 * (one process: its synchronous driver would block a second pool in the same process) by one: every invoice gets one NFS-e, the DPS numbers are 1…2000 without a gap or a repeat, and
 * the fake API received each DPS exactly once.
 */
const INVOICES = 2000;

describe('NFS-e national: a month of 2,000 invoices, two servers', () => {
  let app: TestApp;
  let other: App | TestApp;
  let pki: NfsePki;
  let fake: FakeNfse;

  beforeAll(async () => {
    ({ pki, fake } = await nfseHarness());
    app = await createTestApp(nfseEnv(pki, fake), undefined, false, { nfseApi: null });
    other = usingPostgres
      ? await buildApp({
          config: loadConfig({ ...envOf(app), ...nfseEnv(pki, fake) }),
          clock: app.clock,
          logger: false,
          nfseApi: null,
        })
      : app;
  });
  afterAll(async () => {
    if (other !== app) await other?.close();
    await app?.close();
    await fake?.close();
  });

  it('sends each DPS once and numbers them without gaps', async () => {
    await seedInvoices(app.db, 100, INVOICES / 100, app.clock().toISOString());
    const runs = await Promise.all([
      syncNfse(app.deps, portOf(app, pki, 120_000)),
      syncNfse(other.deps, portOf(other, pki, 120_000)),
      syncNfse(app.deps, portOf(app, pki, 120_000)),
      syncNfse(other.deps, portOf(other, pki, 120_000)),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(INVOICES);
    const rows = await app.db.selectFrom('nfse').select(['state', 'n_dps', 'dps_id', 'access_key']).execute();
    expect(rows).toHaveLength(INVOICES);
    expect(rows.filter((r) => r.state !== 'aceita')).toEqual([]);
    expect(rows.map((r) => r.n_dps).sort((a, b) => a - b)).toEqual(Array.from({ length: INVOICES }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.access_key)).size).toBe(INVOICES);
    expect(fake.posts).toHaveLength(INVOICES);
    expect(new Set(fake.posts).size).toBe(INVOICES);
    expect(fake.issued.size).toBe(INVOICES);
    // Nothing left: more runs on both send nothing.
    expect(
      await Promise.all([
        syncNfse(app.deps, portOf(app, pki, 120_000)),
        syncNfse(other.deps, portOf(other, pki, 120_000)),
      ]),
    ).toEqual([0, 0]);
    expect(fake.posts).toHaveLength(INVOICES);
  }, 600_000);
});
