import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { PixPort } from './port.ts';
import { pixSettingsOf } from './settings.ts';

/**
 * The PSP behind the port (port.ts) for these settings, or null without PIX_API_URL (then nothing
 * of the Pix charges runs, docs/product.md#pix-charges).
 *
 * NOT DONE: the API Pix client itself (HTTP, OAuth2, mTLS; branch pix-psp) is not merged yet. Once
 * it is, this builds it from the settings and returns `portOf(client, PIX_KEY)` (adapter.ts);
 * until then a PIX_API_URL stops the start rather than run without a PSP.
 */
export function pixPortOf(config: Config, log: FastifyBaseLogger): PixPort | null {
  if (!pixSettingsOf(config)) return null;
  log.error('PIX_API_URL is set but this build has no API Pix client');
  throw new Error('Invalid PIX_API_URL: this build has no API Pix client yet');
}
