import { useNavigate } from 'react-router';
import { useModal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';

/**
 * Sends one step and, only after a 200 (docs/product.md#statuses), keeps its data (`onOk`) and moves on. Anything else shows the server's
 * words, or `fallback`, in the modal. A draft the server no longer ties to this browser (403,
 * docs/product.md#api) or steps sent out of order (409 on a later step) start the wizard over.
 */
export function useAdvance() {
  const modal = useModal();
  const navigate = useNavigate();
  return async (
    send: () => Promise<{ status: number }>,
    fallback: string,
    onOk: () => void,
    next: string | (() => string),
  ) => {
    try {
      const { status } = await send();
      if (status !== 200) return await modal.show(fallback);
      onOk();
      navigate(typeof next === 'string' ? next : next());
    } catch (error) {
      await modal.show(errorMessage(error, fallback));
      if (startsOver(error)) navigate(paths.register.email);
    }
  };
}

function startsOver(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.is('registrationExpired') || error.is('registrationOutOfOrder');
}
