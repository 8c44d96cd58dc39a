import { usersWords } from '@arena/shared/users/words';
import { plansWords } from '@arena/shared/plans/words';
import { invoicesWords } from '@arena/shared/invoices/words';
import { formatHours } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { planDescriptions } from '../../../components/plan-descriptions';

const descriptions = planDescriptions;

type Props = {
  plans: readonly string[];
  /** Room hours a month by plan (GET /config, docs/product.md#plans); a plan without them shows none. */
  hours?: Record<string, number>;
  /** Prices by plan (GET /config, docs/product.md#plan-prices); none for team members, who see no money. */
  prices?: Record<string, { monthly_price_cents: number; seat_price_cents: number; overage_hour_cents?: number }>;
  current: string | null;
  error?: string;
  field: UseFormRegisterReturn;
};

/** The plans as one radio group; each card is its label, the member's current plan is marked. */
export function PlanOptions({ plans, hours = {}, prices = {}, current, error, field }: Props) {
  const id = useId();
  return (
    <fieldset className="account-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {usersWords.planChoice}
        <span aria-hidden="true"> *</span>
      </legend>
      {plans.map((plan, i) => {
        const isCurrent = plan === current;
        const planHours = hours[plan];
        const price = prices[plan];
        const priced = price !== undefined && price.monthly_price_cents > 0;
        const described = [
          isCurrent ? `${id}-${i}-current` : '',
          priced ? `${id}-${i}-price` : '',
          planHours !== undefined ? `${id}-${i}-hours` : '',
          descriptions[plan] ? `${id}-${i}-text` : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <label key={plan} className="plan-option">
            <input
              type="radio"
              value={plan}
              aria-labelledby={`${id}-${i}-name`}
              aria-describedby={described || undefined}
              aria-invalid={error ? true : undefined}
              {...field}
            />
            <span className="plan-option-name">
              <span id={`${id}-${i}-name`}>{plan}</span>
              {isCurrent ? (
                <span className="plan-current" id={`${id}-${i}-current`}>
                  {usersWords.planCurrent}
                </span>
              ) : null}
            </span>
            {planHours !== undefined ? (
              <span className="plan-option-hours" id={`${id}-${i}-hours`}>
                {plansWords.planHoursText(formatHours(planHours * 60))}
              </span>
            ) : null}
            {priced ? (
              <span className="plan-option-hours" id={`${id}-${i}-price`}>
                {invoicesWords.planPriceText(formatCents(price.monthly_price_cents))}
                {price.seat_price_cents > 0
                  ? ` · ${invoicesWords.planSeatPriceText(formatCents(price.seat_price_cents))}`
                  : ''}
                {/* The excedente hour too (docs/product.md#plan-prices): what a booking beyond the hours costs. */}
                {(price.overage_hour_cents ?? 0) > 0
                  ? ` · ${plansWords.planOverageHourText(formatCents(price.overage_hour_cents ?? 0))}`
                  : ''}
              </span>
            ) : null}
            {descriptions[plan] ? (
              <span className="plan-option-text" id={`${id}-${i}-text`}>
                {descriptions[plan]}
              </span>
            ) : null}
          </label>
        );
      })}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
