import { call } from './api-client';

/** DELETE /session (docs/product.md#api): SAIR revokes the token before local storage is cleared. */
export async function deleteSession() {
  return call('deleteSession');
}
