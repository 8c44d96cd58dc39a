/** A member's status as staff read it (Ativo, Pendente or Inativo): a label, not a button. */
export function UserStatusBadge({ status }: { status: string }) {
  const tone = status === 'Ativo' ? 'badge-active' : status === 'Pendente' ? 'members-pending' : 'badge-inactive';
  return <span className={`badge members-badge ${tone}`}>{status}</span>;
}
