import type { Config } from '../../../config.ts';

/**
 * The Pix charges' settings this module reads (docs/operations.md#pix-charges): the PSP's base and
 * the webhook's secret, from the API Pix settings config.ts checks (config-pix-api.ts); null
 * without PIX_API_URL, and then nothing of the Pix charges runs.
 */
export type PixSettings = { apiUrl: string; webhookSecret: string; chave: string };

export function pixSettingsOf(config: Pick<Config, 'pixApi'>): PixSettings | null {
  const p = config.pixApi;
  return p ? { apiUrl: p.url, webhookSecret: p.webhookSecret, chave: p.chave } : null;
}
