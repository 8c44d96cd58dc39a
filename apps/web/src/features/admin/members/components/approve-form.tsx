import { adminMessages } from '@arena/shared/admin-messages';
import { approveUserForm } from '@arena/shared/schemas/admin-members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DecisionForm } from './decision-form';
import { PlanSelect } from './plan-select';
import { SeatsField } from './seats-field';

export type Approval = z.output<typeof approveUserForm>;

type Props = {
  name: string;
  plans: readonly string[];
  busy: boolean;
  onApprove: (a: Approval) => void;
  onBack: () => void;
};

/** Approving a registration (product.md §7): the plan and the team's seats (0 by default), then confirm. */
export function ApproveForm({ name, plans, busy, onApprove, onBack }: Props) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(approveUserForm),
    defaultValues: { plan: '', qtd_team: 0 },
  });
  const { errors } = formState;
  return (
    <DecisionForm
      title={adminMessages.membersApproveTitle(name)}
      confirm={adminMessages.membersConfirmApprove}
      busy={busy}
      onSubmit={handleSubmit(onApprove)}
      onBack={onBack}
    >
      <PlanSelect
        plans={plans}
        emptyLabel={adminMessages.membersChoosePlan}
        {...register('plan')}
        error={errors.plan?.message}
      />
      <SeatsField {...register('qtd_team', { valueAsNumber: true })} error={errors.qtd_team?.message} />
    </DecisionForm>
  );
}
