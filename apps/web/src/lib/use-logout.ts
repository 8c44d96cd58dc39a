import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { deleteSession } from './delete-session';
import { sessionStore } from './session';

/**
 * SAIR (docs/product.md#statuses, docs/product.md#api): the server revokes the token first; if it cannot be reached the
 * person still leaves, with local storage cleared, and lands on the login page.
 */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    await deleteSession().catch(() => undefined);
    sessionStore.clear();
    navigate(paths.login, { replace: true });
  };
}
