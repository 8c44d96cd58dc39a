import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { makeTestPki, type TestPki } from '../nfse/test-pki.ts';

/** Issue 35: NFS-e settings are checked at start, naming the variable; the .pfx is opened at start. */
describe('NFS-e settings', () => {
  let pki: TestPki;
  let pfxPath: string;
  let env: Record<string, string>;
  beforeAll(() => {
    pki = makeTestPki();
    const dir = mkdtempSync(join(tmpdir(), 'nfse-config-'));
    pfxPath = join(dir, 'a1.pfx');
    writeFileSync(pfxPath, pki.pfx);
    env = {
      NFSE_MODE: 'national',
      NFSE_MUNICIPALITY_IBGE: '3550308',
      NFSE_TAX_REGIME: 'normal',
      NFSE_SERVICE_CODE: '030301',
      NFSE_NBS_CODE: '110011200',
      NFSE_ISS_RATE: '2.5',
      NFSE_SERVICE_DESCRIPTION: 'Uso de espaço de coworking',
      NFSE_CERT_PFX_PATH: pfxPath,
      NFSE_CERT_PFX_PASSWORD: pki.pfxPassword,
    };
  });

  function refusal(over: Record<string, string | undefined>): string {
    try {
      loadConfig({ ...env, ...over });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    throw new Error('expected a ConfigError');
  }

  it('is off by default and then asks for nothing', () => {
    const c = loadConfig({});
    expect(c.NFSE_MODE).toBe('off');
    expect(c.NFSE_ISSUE_WHEN).toBe('paid');
    expect(c.NFSE_ENVIRONMENT).toBe('producao-restrita');
    expect(c.nfseCertificate).toBeNull();
  });

  it('national opens the .pfx at start and keeps its key and certificate', () => {
    const c = loadConfig(env);
    expect(c.NFSE_ISS_RATE).toBe(250);
    expect(c.nfseCertificate?.certificatePem).toBe(pki.certificatePem);
    expect(c.nfseCertificate?.privateKeyPem).toContain('PRIVATE KEY');
    expect(c.nfseCertificate?.chainPem).toEqual([pki.caPem]);
  });

  it('each bad or missing value names its variable', () => {
    expect(refusal({ NFSE_MODE: 'nacional' })).toMatch(/^Invalid NFSE_MODE:/);
    expect(refusal({ NFSE_ENVIRONMENT: 'homologacao' })).toMatch(/^Invalid NFSE_ENVIRONMENT:/);
    expect(refusal({ NFSE_MUNICIPALITY_IBGE: '355030' })).toMatch(/^Invalid NFSE_MUNICIPALITY_IBGE:/);
    expect(refusal({ NFSE_MUNICIPALITY_IBGE: undefined })).toBe(
      'Invalid NFSE_MUNICIPALITY_IBGE: required when NFSE_MODE is national',
    );
    expect(refusal({ NFSE_TAX_REGIME: 'mei' })).toMatch(/^Invalid NFSE_TAX_REGIME:/);
    expect(refusal({ NFSE_SERVICE_CODE: '3.03' })).toMatch(/^Invalid NFSE_SERVICE_CODE:/);
    expect(refusal({ NFSE_NBS_CODE: '' })).toMatch(/^Invalid NFSE_NBS_CODE: required/);
    expect(refusal({ NFSE_ISS_RATE: '6' })).toMatch(/^Invalid NFSE_ISS_RATE:/);
    expect(refusal({ NFSE_ISS_RATE: '5.5' })).toMatch(/^Invalid NFSE_ISS_RATE:/);
    expect(refusal({ NFSE_SERVICE_DESCRIPTION: '  ' })).toMatch(/^Invalid NFSE_SERVICE_DESCRIPTION:/);
    expect(refusal({ NFSE_ISSUE_WHEN: 'sometimes' })).toMatch(/^Invalid NFSE_ISSUE_WHEN:/);
    expect(refusal({ NFSE_API_URL: 'http://localhost:1' })).toMatch(/^Invalid NFSE_API_URL:/);
  });

  it('sao-paulo asks for the CCM and the city service code, not the national code, and opens the .pfx', () => {
    const sp = {
      ...env,
      NFSE_MODE: 'sao-paulo',
      NFSE_MUNICIPALITY_IBGE: undefined,
      NFSE_TAX_REGIME: undefined,
      NFSE_SERVICE_CODE: undefined,
      NFSE_MUNICIPAL_REGISTRATION: '1.234.567-8',
      NFSE_SP_SERVICE_CODE: '03158',
    };
    const c = loadConfig(sp);
    expect(c.NFSE_MODE).toBe('sao-paulo');
    expect(c.NFSE_SP_SERVICE_CODE).toBe('03158');
    expect(c.nfseCertificate?.certificatePem).toBe(pki.certificatePem);
    expect(refusal({ ...sp, NFSE_MUNICIPAL_REGISTRATION: undefined })).toBe(
      'Invalid NFSE_MUNICIPAL_REGISTRATION: required when NFSE_MODE is sao-paulo',
    );
    expect(refusal({ ...sp, NFSE_MUNICIPAL_REGISTRATION: 'CCM 123' })).toMatch(
      /^Invalid NFSE_MUNICIPAL_REGISTRATION: expected São Paulo's CCM/,
    );
    expect(refusal({ ...sp, NFSE_MUNICIPAL_REGISTRATION: '1234567890123' })).toMatch(
      /^Invalid NFSE_MUNICIPAL_REGISTRATION: expected São Paulo's CCM/,
    );
    expect(refusal({ ...sp, NFSE_SP_SERVICE_CODE: undefined })).toBe(
      'Invalid NFSE_SP_SERVICE_CODE: required when NFSE_MODE is sao-paulo',
    );
    expect(refusal({ ...sp, NFSE_SP_SERVICE_CODE: '030301' })).toMatch(/^Invalid NFSE_SP_SERVICE_CODE:/);
    expect(refusal({ ...sp, NFSE_MUNICIPALITY_IBGE: '3304557' })).toMatch(
      /^Invalid NFSE_MUNICIPALITY_IBGE: NFSE_MODE sao-paulo is for São Paulo/,
    );
    expect(refusal({ ...sp, NFSE_NBS_CODE: undefined })).toBe(
      'Invalid NFSE_NBS_CODE: required when NFSE_MODE is sao-paulo',
    );
    expect(refusal({ ...sp, NFSE_CERT_PFX_PASSWORD: 'errada' })).toMatch(/^Invalid NFSE_CERT_PFX_PASSWORD:/);
  });

  it('a certificate that does not open names the path or the password', () => {
    expect(refusal({ NFSE_CERT_PFX_PATH: '/nonexistent/a1.pfx' })).toMatch(/^Invalid NFSE_CERT_PFX_PATH: cannot read/);
    expect(refusal({ NFSE_CERT_PFX_PASSWORD: 'errada' })).toMatch(/^Invalid NFSE_CERT_PFX_PASSWORD:/);
    expect(refusal({ NFSE_CERT_PFX_PASSWORD: undefined })).toMatch(/^Invalid NFSE_CERT_PFX_PASSWORD: required/);
  });
});
