import { messages } from '@arena/shared/messages';
import { useModal } from './modal';

/** docs/product.md#statuses: Ativo, or anything else shown as Inativo; a tap explains it (a pending one is being reviewed, docs/product.md#statuses). */
export function StatusBadge({ status }: { status: string }) {
  const modal = useModal();
  const active = status === 'Ativo';
  return (
    <button
      type="button"
      className={`badge ${active ? 'badge-active' : 'badge-inactive'}`}
      onClick={() =>
        modal.show(active ? messages.statusOk : status === 'Pendente' ? messages.pendingReview : messages.statusPending)
      }
    >
      {active ? messages.statusActive : messages.statusInactive}
    </button>
  );
}
