import type { Config } from '../../../config.ts';
import { createPixApiClient } from '../pix-api/client.ts';
import { portOf } from './adapter.ts';
import type { PixPort } from './port.ts';

/**
 * The PSP behind the port (port.ts) for these settings: the API Pix client (pix-api/client.ts:
 * HTTPS with mTLS and OAuth2) seen through adapter.ts, with PIX_KEY as the `chave`; null without
 * PIX_API_URL (then nothing of the Pix charges runs, docs/product.md#pix-charges). `onClose` is
 * given the client's close, so its kept-alive connections to the PSP end with the app.
 */
export function pixPortOf(
  config: Pick<Config, 'pixApi'>,
  onClose: (close: () => void) => void = () => {},
): PixPort | null {
  const settings = config.pixApi;
  if (!settings) return null;
  const client = createPixApiClient(settings);
  onClose(() => client.close());
  return portOf(client, settings.chave);
}
