import type { Config } from '../../../config.ts';

/**
 * The Pix charges' settings this module reads (docs/operations.md#pix-charges): the PSP's base
 * and the webhook's secret, both required for anything of it to run. Read through this one
 * function, so the settings' checks stay in config.ts (branch pix-psp adds them).
 */
export type PixSettings = { apiUrl: string; webhookSecret: string };

export function pixSettingsOf(config: Config): PixSettings | null {
  const c = config as Config & { PIX_API_URL?: string; PIX_WEBHOOK_SECRET?: string };
  return c.PIX_API_URL && c.PIX_WEBHOOK_SECRET ? { apiUrl: c.PIX_API_URL, webhookSecret: c.PIX_WEBHOOK_SECRET } : null;
}
