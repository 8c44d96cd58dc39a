import { makeNfsePki, type NfsePki } from '@arena/testing/fake-nfse/certs';
import { type FakeNfseSp, startFakeNfseSp } from '@arena/testing/fake-nfse-sp/server';
import type { App } from '../../src/app.ts';
import { saoPauloPort } from '../../src/modules/nfse/sao-paulo/port.ts';
import { validateBatch, validateCancel, validateConsult } from '../../src/modules/nfse/sao-paulo/xsd.ts';
import { SPACE_CNPJ } from './nfse-flow.ts';

/** The space's CCM in São Paulo's tests. */
export const SPACE_CCM = '12345678';

/** A test CA, A1 and the fake São Paulo web service (validating with the vendored XSDs). */
export async function spHarness(): Promise<{ pki: NfsePki; fake: FakeNfseSp }> {
  const pki = makeNfsePki(SPACE_CNPJ);
  const fake = await startFakeNfseSp(pki, { batch: validateBatch, cancel: validateCancel, consult: validateConsult });
  return { pki, fake };
}

/** The settings turning São Paulo's mode on against the fake (production: the real batch after the test). */
export function spEnv(
  pki: NfsePki,
  fake: FakeNfseSp,
  environment: 'producao' | 'producao-restrita' = 'producao',
): Record<string, string> {
  return {
    COMPANY_DOCUMENT: SPACE_CNPJ,
    NFSE_MODE: 'sao-paulo',
    NFSE_ENVIRONMENT: environment,
    NFSE_MUNICIPAL_REGISTRATION: '1.234.567-8',
    NFSE_SP_SERVICE_CODE: '03158',
    NFSE_NBS_CODE: '110011200',
    NFSE_ISS_RATE: '5',
    NFSE_SERVICE_DESCRIPTION: 'Cessão de uso de espaço de coworking',
    NFSE_CERT_PFX_PATH: pki.a1.pfxPath,
    NFSE_CERT_PFX_PASSWORD: pki.a1.pfxPassword,
    NFSE_ISSUE_WHEN: 'issue',
    NFSE_API_URL: fake.url,
  };
}

export function spPortOf(app: App, pki: NfsePki, timeoutMs = 10_000) {
  const cert = app.deps.config.nfseCertificate;
  if (!cert) throw new Error('NFSE_MODE is off');
  return saoPauloPort(app.deps.config, cert, { ca: [pki.caPem], timeoutMs });
}
