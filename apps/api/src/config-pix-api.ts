import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The settings of the Banco Central's API Pix (docs/operations.md#pix-api): the PSP's base URL, the
 * OAuth2 client credentials, the mTLS client certificate and key (PEM files), an optional private CA,
 * and the secret Arena puts in the webhook address it registers. All or nothing: with PIX_API_URL set
 * every other one (and PIX_KEY) is required; without it, Arena shows today's static Pix code.
 */
export const pixApiEnv = {
  PIX_API_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isHttps(v), 'expected the https:// base URL of the PSP’s API Pix'),
  /** The OAuth2 token endpoint, when the PSP's is not the standard's example <origin>/oauth/token. */
  PIX_TOKEN_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isHttps(v), 'expected the https:// URL of the PSP’s OAuth2 token endpoint'),
  PIX_CLIENT_ID: z.string().trim().optional(),
  PIX_CLIENT_SECRET: z.string().trim().optional(),
  PIX_CERT_PATH: z.string().trim().optional(),
  PIX_CERT_KEY_PATH: z.string().trim().optional(),
  PIX_CA_PATH: z.string().trim().optional(),
  PIX_WEBHOOK_SECRET: z.string().trim().optional(),
};

export type PixApiSettings = {
  /** Base URL without a trailing slash, e.g. https://pix.example-psp.com.br/api/v2 */
  url: string;
  /** OAuth2 token endpoint: PIX_TOKEN_URL, or <origin of url>/oauth/token. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM contents, read once at start. */
  cert: string;
  key: string;
  ca?: string;
  webhookSecret: string;
  /** The receiver's Pix key (PIX_KEY), the `chave` of every cobv and of the webhook. */
  chave: string;
};

type PixApiInput = { [K in keyof typeof pixApiEnv]?: z.output<(typeof pixApiEnv)[K]> } & { PIX_KEY?: string };

/** Returns null without PIX_API_URL; otherwise the settings, or an error line naming the bad variable. */
export function pixApiSettings(c: PixApiInput): PixApiSettings | { error: string } | null {
  if (!c.PIX_API_URL) return null;
  const required = ['PIX_KEY', 'PIX_CLIENT_ID', 'PIX_CLIENT_SECRET', 'PIX_CERT_PATH', 'PIX_CERT_KEY_PATH'] as const;
  for (const name of [...required, 'PIX_WEBHOOK_SECRET'] as const) {
    if (!c[name]) return { error: `Invalid ${name}: required when PIX_API_URL is set` };
  }
  const secret = c.PIX_WEBHOOK_SECRET as string;
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(secret)) {
    return {
      error: 'Invalid PIX_WEBHOOK_SECRET: expected 32 to 128 letters, digits, _ or - (e.g. openssl rand -hex 32)',
    };
  }
  const cert = readPem('PIX_CERT_PATH', c.PIX_CERT_PATH as string, 'CERTIFICATE');
  if ('error' in cert) return cert;
  const key = readPem('PIX_CERT_KEY_PATH', c.PIX_CERT_KEY_PATH as string, 'PRIVATE KEY');
  if ('error' in key) return key;
  let ca: string | undefined;
  if (c.PIX_CA_PATH) {
    const read = readPem('PIX_CA_PATH', c.PIX_CA_PATH, 'CERTIFICATE');
    if ('error' in read) return read;
    ca = read.pem;
  }
  return {
    url: c.PIX_API_URL.replace(/\/+$/, ''),
    tokenUrl: c.PIX_TOKEN_URL ?? new URL('/oauth/token', c.PIX_API_URL).toString(),
    clientId: c.PIX_CLIENT_ID as string,
    clientSecret: c.PIX_CLIENT_SECRET as string,
    cert: cert.pem,
    key: key.pem,
    ca,
    webhookSecret: secret,
    chave: c.PIX_KEY as string,
  };
}

function isHttps(v: string): boolean {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads a PEM file; `kind` is what its BEGIN line must say (PRIVATE KEY matches RSA/EC keys too). */
function readPem(name: string, path: string, kind: string): { pem: string } | { error: string } {
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'unreadable';
    return { error: `Invalid ${name}: cannot read ${JSON.stringify(path)} (${code})` };
  }
  if (!new RegExp(`-----BEGIN [A-Z ]*${kind}-----`).test(pem)) {
    return { error: `Invalid ${name}: ${JSON.stringify(path)} is not a PEM ${kind.toLowerCase()}` };
  }
  return { pem };
}
