import { usersWords } from '@arena/shared/users/words';
import { useModal } from './modal';

/**
 * docs/product.md#statuses: Ativo, or anything else shown as Inativo; a tap explains it (a pending
 * one says what it waits for: `pending`, from home, else that it is being reviewed).
 */
export function StatusBadge({ status, pending }: { status: string; pending?: string }) {
  const modal = useModal();
  const active = status === 'Ativo';
  return (
    <button
      type="button"
      className={`badge ${active ? 'badge-active' : 'badge-inactive'}`}
      onClick={() =>
        modal.show(
          active
            ? usersWords.statusOk
            : status === 'Pendente'
              ? (pending ?? usersWords.pendingReview)
              : usersWords.statusPending,
        )
      }
    >
      {active ? usersWords.statusActive : usersWords.statusInactive}
    </button>
  );
}
