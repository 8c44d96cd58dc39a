import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import selfsigned from 'selfsigned';

/** PEM pair. */
export type Pem = { cert: string; key: string };

/**
 * A test CA, made in the test run, with a server certificate for localhost/127.0.0.1 and a client
 * certificate, both signed by it (the mTLS most PSPs require of the API Pix). Nothing is committed.
 */
export type TestPki = { ca: Pem; server: Pem; client: Pem };

export async function makeTestPki(): Promise<TestPki> {
  const notAfterDate = new Date(Date.now() + 2 * 86_400_000);
  const ca = await selfsigned.generate([{ name: 'commonName', value: 'Arena test CA' }], {
    algorithm: 'sha256',
    keyType: 'ec',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  const signed = async (cn: string) => {
    const pems = await selfsigned.generate([{ name: 'commonName', value: cn }], {
      algorithm: 'sha256',
      keyType: 'ec',
      notAfterDate,
      ca: { key: ca.private, cert: ca.cert },
    });
    return { cert: pems.cert, key: pems.private };
  };
  return {
    ca: { cert: ca.cert, key: ca.private },
    server: await signed('localhost'),
    client: await signed('arena-client'),
  };
}

/** Writes PEMs to a fresh temporary folder, for settings that take file paths (PIX_CERT_PATH…). */
export function writePems(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'arena-pix-'));
  const paths: Record<string, string> = {};
  for (const [name, pem] of Object.entries(files)) {
    paths[name] = join(dir, name);
    writeFileSync(paths[name], pem, { mode: 0o600 });
  }
  return paths;
}
