import { call } from './api-client';

/** DELETE /session (product.md §3): SAIR revokes the token before local storage is cleared. */
export async function deleteSession() {
  return call('deleteSession');
}
