import { adminMessages } from '@arena/shared/admin-messages';
import { formatCents } from '@arena/shared/rules/money';
import { formatHours } from '@arena/shared/rules/hours';
import type { CreatePlanBody } from '@arena/shared/schemas/plans';
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
        <PageTitle>{adminMessages.plansTitle}</PageTitle>
        {mayCreate && open !== 'new' ? (
          <button type="button" className="button" onClick={() => setOpen('new')}>
            {adminMessages.plansNew}
          </button>
        ) : null}
      </div>
      <p className="plans-intro">{adminMessages.plansIntro}</p>
      {mayCreate || mayEdit ? null : <p className="plans-intro">{adminMessages.staffPlansReadOnly}</p>}
      {open === 'new' ? (
        <div className="card">
          <PlanForm onSave={saveNew} onClose={() => setOpen(null)} />
        </div>
      ) : null}
      {plans.isPending ? <p>{adminMessages.membersLoading}</p> : null}
      {plans.isError ? <p role="alert">{errorMessage(plans.error)}</p> : null}
      {plans.data?.length === 0 ? <p className="empty">{adminMessages.plansEmpty}</p> : null}
      {plans.data?.length ? (
        <ul className="plans-grid">
          {plans.data.map((plan) => (
            <li key={plan.id} className="card plans-card" data-inactive={!plan.active || undefined}>
              {open === plan.id ? (
                <PlanForm plan={plan} onSave={savePlan(plan.id)} onClose={() => setOpen(null)} />
              ) : (
                <>
                  <h2>{plan.name}</h2>
                  <p className="plans-hours">{adminMessages.plansHoursOf(formatHours(plan.monthly_hours * 60))}</p>
                  <p>{adminMessages.plansPriceOf(formatCents(plan.monthly_price_cents))}</p>
                  <p>
                    {adminMessages.plansOverage}:{' '}
                    {plan.overage === 'block' ? adminMessages.plansOverageBlock : adminMessages.plansOverageCharge}
                  </p>
                  <p>
                    <span className={`plans-badge ${plan.active ? 'badge-active' : 'badge-inactive'}`}>
                      {plan.active ? adminMessages.plansActive : adminMessages.plansInactive}
                    </span>
                  </p>
                  {mayEdit ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={`${adminMessages.adminRoomEdit}: ${plan.name}`}
                      onClick={() => setOpen(plan.id)}
                    >
                      {adminMessages.adminRoomEdit}
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
