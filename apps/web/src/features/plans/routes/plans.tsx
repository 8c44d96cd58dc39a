import type { PublicConfig } from '@arena/shared/system/schemas';
import { plansWords } from '@arena/shared/plans/words';
import { invoicesWords } from '@arena/shared/invoices/words';

import { formatHours } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';

import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { planDescriptions } from '../../../components/plan-descriptions';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { QueryProvider } from '../../../lib/query-provider';
import { useConfig } from '../../../lib/use-config';
import '../plans.css';

type Price = NonNullable<PublicConfig['plan_prices']>[string];

/** What a booking beyond the included hours does on this plan, in words. */
function overageOf(price: Price): string {
  if (price.overage === 'block') return plansWords.plansPageOverageBlocked;
  return price.overage_hour_cents > 0
    ? plansWords.plansPageOveragePrice(formatCents(price.overage_hour_cents))
    : plansWords.plansPageOverageFree;
}

function Plans() {
  const config = useConfig();
  if (config.isPending) return <p>{plansWords.plansPageLoading}</p>;
  if (config.isError) return <p role="alert">{errorMessage(config.error)}</p>;
  const { plans, plan_hours: hours = {}, plan_prices: prices = {} } = config.data;
  return (
    <article className="plans-page">
      <PageTitle>{plansWords.plansPageTitle}</PageTitle>
      <p>{plansWords.plansPageIntro}</p>
      {plans.length === 0 ? <p>{plansWords.plansPageEmpty}</p> : null}
      <ul className="plans-list" role="list">
        {plans.map((plan) => {
          const price = prices[plan];
          const planHours = hours[plan];
          return (
            <li key={plan} className="plans-card" aria-labelledby={`plan-${plan}`}>
              <h2 id={`plan-${plan}`}>{plan}</h2>
              {planDescriptions[plan] ? <p>{planDescriptions[plan]}</p> : null}
              <dl>
                {price ? (
                  <>
                    <dt>{plansWords.plansPageMonthly}</dt>
                    <dd>{formatCents(price.monthly_price_cents)}</dd>
                    <dt>{plansWords.plansPageSeat}</dt>
                    <dd>
                      {price.seat_price_cents > 0
                        ? invoicesWords.planPriceText(formatCents(price.seat_price_cents))
                        : plansWords.plansPageSeatFree}
                    </dd>
                  </>
                ) : null}
                <dt>{plansWords.plansPageHours}</dt>
                <dd>
                  {planHours
                    ? plansWords.plansPageHoursValue(formatHours(planHours * 60))
                    : plansWords.plansPageNoHours}
                </dd>
                {price ? (
                  <>
                    <dt>{plansWords.plansPageOverage}</dt>
                    <dd>{overageOf(price)}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ul>
      <ul className="plans-notes">
        {plansWords.plansPageNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p>
        <Link to={paths.terms}>{plansWords.plansPageTerms}</Link>
      </p>
      <p>
        <Link to={paths.login}>{plansWords.plansPageBack}</Link>
      </p>
    </article>
  );
}

/**
 * `/planos` (docs/product.md#plans-page): every plan offered now with all its prices, public, from
 * GET /config — what the terms and the registration refer to before anyone signs up.
 */
export default function PlansRoute() {
  return (
    <QueryProvider>
      <Plans />
    </QueryProvider>
  );
}
