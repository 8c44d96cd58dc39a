import { makeNfsePki, type NfsePki } from '@arena/testing/fake-nfse/certs';
import { type FakeNfse, startFakeNfse } from '@arena/testing/fake-nfse/server';
import type { Db } from '../../src/db/connect.ts';
import { nationalPort } from '../../src/modules/nfse/national/port.ts';
import { validateDps, validateEventRequest } from '../../src/modules/nfse/national/xsd.ts';
import type { App } from '../../src/app.ts';

/** The space's CNPJ in the NFS-e tests; the A1 of the test PKI names it. */
export const SPACE_CNPJ = '11222333000181';

/** A test CA, A1 and the fake national API (validating with the vendored XSDs). */
export async function nfseHarness(): Promise<{ pki: NfsePki; fake: FakeNfse }> {
  const pki = makeNfsePki(SPACE_CNPJ);
  const fake = await startFakeNfse(pki, { dps: validateDps, event: validateEventRequest });
  return { pki, fake };
}

/** The settings turning the national mode on against the fake. */
export function nfseEnv(pki: NfsePki, fake: FakeNfse, when: 'issue' | 'paid' = 'issue'): Record<string, string> {
  return {
    COMPANY_DOCUMENT: SPACE_CNPJ,
    NFSE_MODE: 'national',
    NFSE_ENVIRONMENT: 'producao-restrita',
    NFSE_MUNICIPALITY_IBGE: '3550308',
    NFSE_MUNICIPAL_REGISTRATION: '12345678',
    NFSE_TAX_REGIME: 'normal',
    NFSE_SERVICE_CODE: '030301',
    NFSE_NBS_CODE: '110011200',
    NFSE_ISS_RATE: '5',
    NFSE_SERVICE_DESCRIPTION: 'Cessão de uso de espaço de coworking',
    NFSE_CERT_PFX_PATH: pki.a1.pfxPath,
    NFSE_CERT_PFX_PASSWORD: pki.a1.pfxPassword,
    NFSE_ISSUE_WHEN: when,
    NFSE_API_URL: fake.url,
  };
}

export function portOf(app: App, pki: NfsePki, timeoutMs = 5000) {
  const cert = app.deps.config.nfseCertificate;
  if (!cert) throw new Error('NFSE_MODE is off');
  return nationalPort(app.deps.config, cert, { ca: [pki.caPem], timeoutMs });
}

/** `accounts` members with `months` open invoices each, as an issue run leaves them. */
export async function seedInvoices(db: Db, accounts: number, months: number, now: string): Promise<void> {
  const stamp = Date.now().toString(36);
  for (let a = 0; a < accounts; a += 1) {
    const user = await db
      .insertInto('users')
      .values({
        email: `nfse-${stamp}-${a}@arena.test`,
        password_hash: null,
        name: `Membro ${a}`,
        lastname: 'Teste',
        phone: '(11) 98765-4321',
        status: 'active',
        level: 1,
        role: 'member',
        plan_id: null,
        qtd_team: 0,
        manager_id: null,
        created_at: now,
        updated_at: now,
        removed_at: null,
        staff_role: null,
        email_confirmed_at: now,
        anonymized_at: null,
        refused_at: null,
        terms_version: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: months }, (_, m) => {
      const month = `${2025 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
      return {
        account_id: user.id,
        month,
        number: `S${stamp}-${a}-${m}`,
        status: 'aberta' as const,
        issued_at: now,
        due_date: `${month}-10`,
        total_cents: 10_000 + a * 100 + m,
        lines: '[]',
        issued_by: null,
        bill_to_name: `Membro ${a} Teste`,
        bill_to_document: a % 2 ? '52998224725' : '11222333000181',
        bill_to_address: null,
      };
    });
    await db.insertInto('invoices').values(rows).execute();
  }
}
