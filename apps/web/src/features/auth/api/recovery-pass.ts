import { call } from '../../../lib/api-client';

/** POST /recovery-pass (docs/product.md#api): 200 means a link was mailed, if the account exists. */
export function recoveryPass(email: string) {
  return call('recoveryPass', { body: { email } });
}
