import { approveUserForm } from '@arena/shared/users/staff-schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DecisionForm } from './decision-form';
import { PlanSelect } from './plan-select';
import { SeatsField } from './seats-field';

export type Approval = z.output<typeof approveUserForm>;

type Props = {
  name: string;
  plans: readonly string[];
  /** The plan the person asked for at registration, preselected when /config still offers it. */
  requested?: string | null;
  busy: boolean;
  onApprove: (a: Approval) => void;
  onBack: () => void;
};

/**
 * Approving a registration (docs/product.md#back-office): the plan (the one asked for, else the first) and the
 * team's seats (1 by default), then confirm. It opens below the card's facts, so it takes the
 * focus, which brings it into view on a phone.
 */
export function ApproveForm({ name, plans, requested, busy, onApprove, onBack }: Props) {
  const plan = requested && plans.includes(requested) ? requested : (plans[0] ?? '');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(approveUserForm),
    defaultValues: { plan, qtd_team: 1 },
  });
  const { errors } = formState;
  const planField = register('plan');
  const planRef = useRef<HTMLSelectElement | null>(null);
  useEffect(() => {
    planRef.current?.focus();
    planRef.current?.closest('form')?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <DecisionForm
      title={usersStaffWords.membersApproveTitle(name)}
      confirm={usersStaffWords.membersConfirmApprove}
      busy={busy}
      onSubmit={handleSubmit(onApprove)}
      onBack={onBack}
    >
      <PlanSelect
        plans={plans}
        emptyLabel={usersStaffWords.membersChoosePlan}
        {...planField}
        ref={(el) => {
          planField.ref(el);
          planRef.current = el;
        }}
        error={errors.plan?.message}
      />
      <SeatsField {...register('qtd_team', { valueAsNumber: true })} error={errors.qtd_team?.message} />
    </DecisionForm>
  );
}
