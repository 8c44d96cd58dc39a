import type { NfsePki } from '@arena/testing/fake-nfse/certs';
import type { FakeNfseSp } from '@arena/testing/fake-nfse-sp/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { syncSaoPaulo } from '../../src/modules/nfse/sao-paulo/sao-paulo.job.ts';
import { createTestApp, envOf, type TestApp, usingPostgres } from '../helpers.ts';
import { seedInvoices } from './nfse-flow.ts';
import { spEnv, spHarness, spPortOf } from './sao-paulo-flow.ts';

/**
 * São Paulo's mode, a month of 400 invoices sent by four runs at once: on PostgreSQL
 * (TEST_DATABASE_URL) by two servers on one database (two pools), on SQLite by one (its
 * synchronous driver would block a second pool in the same process). The rows are claimed 50 at a
 * time under a lease, so every RPS goes to the city's EnvioLoteRPS exactly once, in batches of at
 * most 50, and each invoice gets one NFS-e; RPS numbers 1…400 without a gap or a repeat.
 */
const INVOICES = 400;

describe('NFS-e São Paulo: a month of invoices, two servers', () => {
  let app: TestApp;
  let other: App | TestApp;
  let pki: NfsePki;
  let fake: FakeNfseSp;

  beforeAll(async () => {
    ({ pki, fake } = await spHarness());
    app = await createTestApp(spEnv(pki, fake), undefined, false, { nfseSpApi: null });
    other = usingPostgres
      ? await buildApp({
          config: loadConfig({ ...envOf(app), ...spEnv(pki, fake) }),
          clock: app.clock,
          logger: false,
          nfseSpApi: null,
        })
      : app;
  });
  afterAll(async () => {
    if (other !== app) await other?.close();
    await app?.close();
    await fake?.close();
  });

  it('sends each RPS once, in batches of at most 50, and numbers them without gaps', async () => {
    await seedInvoices(app.db, 40, INVOICES / 40, app.clock().toISOString());
    const run = (a: App | TestApp) => syncSaoPaulo(a.deps, spPortOf(a, pki, 120_000));
    const runs = await Promise.all([run(app), run(other), run(app), run(other)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(INVOICES);
    const rows = await app.db.selectFrom('nfse').select(['state', 'n_dps', 'access_key']).execute();
    expect(rows).toHaveLength(INVOICES);
    expect(rows.filter((r) => r.state !== 'aceita')).toEqual([]);
    expect(rows.map((r) => r.n_dps).sort((a, b) => a - b)).toEqual(Array.from({ length: INVOICES }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.access_key)).size).toBe(INVOICES);
    const real = fake.calls.filter((c) => c.operation === 'EnvioLoteRPS');
    expect(Math.max(...real.map((c) => c.rps.length))).toBeLessThanOrEqual(50);
    const sent = real.flatMap((c) => c.rps);
    expect(sent).toHaveLength(INVOICES);
    expect(new Set(sent).size).toBe(INVOICES);
    expect(fake.issued.size).toBe(INVOICES);
    expect(await Promise.all([run(app), run(other)])).toEqual([0, 0]);
    expect(fake.calls.filter((c) => c.operation === 'EnvioLoteRPS').flatMap((c) => c.rps)).toHaveLength(INVOICES);
  }, 600_000);
});
