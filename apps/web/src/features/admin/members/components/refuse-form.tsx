import { refuseUserForm } from '@arena/shared/users/staff-schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../../components/text-area-field';
import { DecisionForm } from './decision-form';

type Props = { name: string; busy: boolean; onRefuse: (reason: string) => void; onBack: () => void };

/** Refusing a registration (docs/product.md#back-office): the reason is required, it goes in the e-mail to the person. */
export function RefuseForm({ name, busy, onRefuse, onBack }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(refuseUserForm),
    defaultValues: { reason: '' },
  });
  return (
    <DecisionForm
      title={usersStaffWords.membersRefuseTitle(name)}
      confirm={usersStaffWords.membersConfirmRefuse}
      danger
      busy={busy}
      onSubmit={handleSubmit(({ reason }) => onRefuse(reason))}
      onBack={onBack}
    >
      <TextAreaField
        label={usersStaffWords.membersRefuseReason}
        hint={usersStaffWords.membersRefuseHint}
        rows={4}
        maxLength={500}
        {...register('reason')}
        error={formState.errors.reason?.message}
      />
    </DecisionForm>
  );
}
