import {
  type CreatePlanBody,
  createPlanBody,
  PLAN_HOURS_MAX,
  PLAN_NAME_MAX,
  type PlanItem,
  priceInput,
} from '@arena/shared/plans/schemas';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';

import { centsToInput } from '@arena/shared/rules/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useModal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { ApiError, errorMessage } from '../../../../lib/api-client';

export type PlanFormProps = {
  /** The plan being edited; none for a new one. */
  plan?: PlanItem;
  onSave: (values: CreatePlanBody) => Promise<void>;
  onClose: () => void;
};

/** The form's prices are typed in reais and sent in centavos (docs/product.md#plan-prices). */
const planForm = createPlanBody.extend({
  monthly_price_cents: priceInput,
  seat_price_cents: priceInput,
  overage_hour_cents: priceInput,
});

/** The one form for a new plan and for editing one (docs/product.md#plans), with the shared schema's rules. */
export function PlanForm({ plan, onSave, onClose }: PlanFormProps) {
  const titleId = useId();
  const modal = useModal();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(planForm),
    defaultValues: {
      name: plan?.name ?? '',
      monthly_hours: plan?.monthly_hours ?? 4,
      overage: plan?.overage ?? 'charge',
      active: plan?.active ?? true,
      monthly_price_cents: centsToInput(plan?.monthly_price_cents ?? 0),
      seat_price_cents: centsToInput(plan?.seat_price_cents ?? 0),
      overage_hour_cents: centsToInput(plan?.overage_hour_cents ?? 0),
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = async (values: CreatePlanBody) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('name', { message: error.message }, { shouldFocus: true });
        return;
      }
      await modal.show(errorMessage(error));
    }
  };

  return (
    <form className="plans-form" aria-labelledby={titleId} onSubmit={handleSubmit(submit)} noValidate>
      <h2 id={titleId}>{plan ? plan.name : plansStaffWords.plansNew}</h2>
      <TextField
        label={plansStaffWords.plansName}
        autoComplete="off"
        maxLength={PLAN_NAME_MAX}
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={plansStaffWords.plansHours}
        type="number"
        inputMode="decimal"
        min={0}
        max={PLAN_HOURS_MAX}
        step={0.5}
        {...register('monthly_hours', { valueAsNumber: true })}
        error={errors.monthly_hours?.message}
      />
      <TextField
        label={plansStaffWords.plansMonthlyPrice}
        inputMode="decimal"
        autoComplete="off"
        {...register('monthly_price_cents')}
        error={errors.monthly_price_cents?.message}
      />
      <TextField
        label={plansStaffWords.plansSeatPrice}
        inputMode="decimal"
        autoComplete="off"
        {...register('seat_price_cents')}
        error={errors.seat_price_cents?.message}
      />
      <TextField
        label={plansStaffWords.plansOverageHourPrice}
        inputMode="decimal"
        autoComplete="off"
        {...register('overage_hour_cents')}
        error={errors.overage_hour_cents?.message}
      />
      <fieldset className="plans-overage">
        <legend>{plansStaffWords.plansOverage}</legend>
        <label className="plans-check">
          <input type="radio" value="charge" {...register('overage')} />
          <span>{plansStaffWords.plansOverageCharge}</span>
        </label>
        <label className="plans-check">
          <input type="radio" value="block" {...register('overage')} />
          <span>{plansStaffWords.plansOverageBlock}</span>
        </label>
        {errors.overage?.message ? (
          <p className="field-error" role="alert">
            {errors.overage.message}
          </p>
        ) : null}
      </fieldset>
      <label className="plans-check">
        <input type="checkbox" {...register('active')} />
        <span>{plansStaffWords.plansActive}</span>
      </label>
      <div className="plans-form-actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {plan ? plansStaffWords.plansSave : plansStaffWords.plansCreate}
        </button>
        <button type="button" className="button button-ghost" onClick={onClose} disabled={isSubmitting}>
          {roomsStaffWords.adminRoomClose}
        </button>
      </div>
    </form>
  );
}
