import type { CreatePlanBody } from '@arena/shared/plans/schemas';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { formatCents } from '@arena/shared/rules/money';
import { formatHours } from '@arena/shared/rules/hours';

import { useState } from 'react';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/session';
import { useCreatePlan } from '../api/create-plan';
import { usePlans } from '../api/get-plans';
import { useUpdatePlan } from '../api/update-plan';
import { PlanForm } from '../components/plan-form';
import '../plans.css';

type Open = null | 'new' | number;

/**
 * `/admin/plans` (docs/product.md#plans): each plan's monthly room hours, what happens beyond them and
 * whether members may ask for it; a new plan, an edit in place, for the staff roles whose calls
 * allow them (docs/product.md#staff-roles): the others read the plans.
 */
export default function AdminPlansRoute() {
  const plans = usePlans();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const modal = useModal();
  const [open, setOpen] = useState<Open>(null);
  const mayCreate = useCan('createPlan');
  const mayEdit = useCan('updatePlan');

  const saveNew = async (values: CreatePlanBody) => {
    const { message } = await create.mutateAsync(values);
    setOpen(null);
    await modal.show(message);
  };
  const savePlan = (id: number) => async (values: CreatePlanBody) => {
    const { message } = await update.mutateAsync({ id, ...values });
    setOpen(null);
    await modal.show(message);
  };

  return (
    <div className="plans-page">
      <div className="plans-top">
        <PageTitle>{plansStaffWords.plansTitle}</PageTitle>
        {mayCreate && open !== 'new' ? (
          <button type="button" className="button" onClick={() => setOpen('new')}>
            {plansStaffWords.plansNew}
          </button>
        ) : null}
      </div>
      <p className="plans-intro">{plansStaffWords.plansIntro}</p>
      {mayCreate || mayEdit ? null : <p className="plans-intro">{usersStaffWords.staffPlansReadOnly}</p>}
      {open === 'new' ? (
        <div className="card">
          <PlanForm onSave={saveNew} onClose={() => setOpen(null)} />
        </div>
      ) : null}
      {plans.isPending ? <p>{usersStaffWords.membersLoading}</p> : null}
      {plans.isError ? <p role="alert">{errorMessage(plans.error)}</p> : null}
      {plans.data?.length === 0 ? <p className="empty">{plansStaffWords.plansEmpty}</p> : null}
      {plans.data?.length ? (
        <ul className="plans-grid">
          {plans.data.map((plan) => (
            <li key={plan.id} className="card plans-card" data-inactive={!plan.active || undefined}>
              {open === plan.id ? (
                <PlanForm plan={plan} onSave={savePlan(plan.id)} onClose={() => setOpen(null)} />
              ) : (
                <>
                  <h2>{plan.name}</h2>
                  <p className="plans-hours">{plansStaffWords.plansHoursOf(formatHours(plan.monthly_hours * 60))}</p>
                  <p>{plansStaffWords.plansPriceOf(formatCents(plan.monthly_price_cents))}</p>
                  <p>
                    {plansStaffWords.plansOverage}:{' '}
                    {plan.overage === 'block' ? plansStaffWords.plansOverageBlock : plansStaffWords.plansOverageCharge}
                  </p>
                  <p>
                    <span className={`plans-badge ${plan.active ? 'badge-active' : 'badge-inactive'}`}>
                      {plan.active ? plansStaffWords.plansActive : plansStaffWords.plansInactive}
                    </span>
                  </p>
                  {mayEdit ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={`${roomsStaffWords.adminRoomEdit}: ${plan.name}`}
                      onClick={() => setOpen(plan.id)}
                    >
                      {roomsStaffWords.adminRoomEdit}
                    </button>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
