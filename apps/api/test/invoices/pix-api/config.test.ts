import { tmpdir } from 'node:os';
import { makeTestPki, writePems } from '@arena/testing/fake-psp/certs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';

/** docs/operations.md#pix-api: the API Pix settings are all or nothing, and a bad one names itself. */
describe('API Pix settings', () => {
  let files: Record<string, string>;
  let full: Record<string, string>;

  beforeAll(async () => {
    const pki = await makeTestPki();
    files = writePems({
      'client.crt': pki.client.cert,
      'client.key': pki.client.key,
      'ca.crt': pki.ca.cert,
    });
    full = {
      PIX_KEY: '12345678000195',
      PIX_MERCHANT_NAME: 'Arena Cowork',
      PIX_MERCHANT_CITY: 'Sao Paulo',
      PIX_API_URL: 'https://pix.psp.example/api/v2/',
      PIX_CLIENT_ID: 'arena',
      PIX_CLIENT_SECRET: 's3cret',
      PIX_CERT_PATH: files['client.crt'] as string,
      PIX_CERT_KEY_PATH: files['client.key'] as string,
      PIX_WEBHOOK_SECRET: 'a'.repeat(40),
    };
  });

  function refusal(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  }

  it('without PIX_API_URL there are none, and nothing else is asked for', () => {
    expect(loadConfig({}).pixApi).toBeNull();
    expect(loadConfig({ PIX_CLIENT_ID: 'x', PIX_API_URL: '' }).pixApi).toBeNull();
  });

  it('reads every setting and the PEM files once, with the base URL trimmed of its slash', () => {
    const c = loadConfig({ ...full, PIX_CA_PATH: files['ca.crt'] as string });
    expect(c.pixApi).toMatchObject({
      url: 'https://pix.psp.example/api/v2',
      tokenUrl: 'https://pix.psp.example/oauth/token',
      clientId: 'arena',
      clientSecret: 's3cret',
      chave: '12345678000195',
      webhookSecret: 'a'.repeat(40),
    });
    expect(c.pixApi && 'cert' in c.pixApi && c.pixApi.cert).toContain('BEGIN CERTIFICATE');
    expect(c.pixApi && 'ca' in c.pixApi && c.pixApi.ca).toContain('BEGIN CERTIFICATE');
    expect(loadConfig(full).pixApi).toMatchObject({ ca: undefined });
    const token = 'https://auth.psp.example/oauth2/token';
    expect(loadConfig({ ...full, PIX_TOKEN_URL: token }).pixApi).toMatchObject({ tokenUrl: token });
    expect(refusal({ ...full, PIX_TOKEN_URL: 'ftp://x' })).toMatch(/^Invalid PIX_TOKEN_URL: /);
  });

  it('each missing setting stops the start, named', () => {
    for (const name of [
      'PIX_KEY',
      'PIX_CLIENT_ID',
      'PIX_CLIENT_SECRET',
      'PIX_CERT_PATH',
      'PIX_CERT_KEY_PATH',
      'PIX_WEBHOOK_SECRET',
    ]) {
      const env = { ...full };
      delete env[name];
      expect(refusal(env)).toBe(`Invalid ${name}: required when PIX_API_URL is set`);
    }
  });

  it('refuses a URL that is not https, a weak secret, and files missing, unreadable or not PEM', () => {
    expect(refusal({ ...full, PIX_API_URL: 'http://pix.psp.example' })).toMatch(/^Invalid PIX_API_URL: /);
    expect(refusal({ ...full, PIX_WEBHOOK_SECRET: 'short' })).toMatch(/^Invalid PIX_WEBHOOK_SECRET: /);
    expect(refusal({ ...full, PIX_WEBHOOK_SECRET: 'a'.repeat(31) + '/' })).toMatch(/^Invalid PIX_WEBHOOK_SECRET/);
    expect(refusal({ ...full, PIX_CERT_PATH: '/nonexistent/client.crt' })).toMatch(
      /^Invalid PIX_CERT_PATH: cannot read "\/nonexistent\/client.crt" \(ENOENT\)/,
    );
    expect(refusal({ ...full, PIX_CERT_KEY_PATH: tmpdir() })).toMatch(
      /^Invalid PIX_CERT_KEY_PATH: cannot read .* \(EISDIR\)/,
    );
    expect(refusal({ ...full, PIX_CERT_PATH: files['client.key'] as string })).toMatch(
      /^Invalid PIX_CERT_PATH: .* is not a PEM certificate/,
    );
    expect(refusal({ ...full, PIX_CERT_KEY_PATH: files['client.crt'] as string })).toMatch(
      /^Invalid PIX_CERT_KEY_PATH: .* is not a PEM private key/,
    );
    expect(refusal({ ...full, PIX_CA_PATH: '/nonexistent/ca.crt' })).toMatch(/^Invalid PIX_CA_PATH: cannot read/);
  });
});
