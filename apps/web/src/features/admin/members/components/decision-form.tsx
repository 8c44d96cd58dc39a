import { usersStaffWords } from '@arena/shared/users/staff-words';
import type { FormEventHandler, ReactNode } from 'react';

type Props = {
  title: string;
  /** The confirm button's words; `danger` paints it red, as for a refusal. */
  confirm: string;
  danger?: boolean;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: () => void;
  children: ReactNode;
};

/** Deciding a pending registration (docs/product.md#back-office): a titled form, its fields, then confirm or go back. */
export function DecisionForm({ title, confirm, danger = false, busy, onSubmit, onBack, children }: Props) {
  return (
    <form className="members-action" aria-label={title} onSubmit={onSubmit} noValidate>
      <h3>{title}</h3>
      {children}
      <div className="members-buttons">
        <button type="submit" className={danger ? 'button button-danger' : 'button'} disabled={busy}>
          {confirm}
        </button>
        <button type="button" className="button button-ghost" disabled={busy} onClick={onBack}>
          {usersStaffWords.membersBack}
        </button>
      </div>
    </form>
  );
}
