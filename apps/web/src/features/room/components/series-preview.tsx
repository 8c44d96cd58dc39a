import { formatHours } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';
import type { SeriesDate } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import type { OverageConsent } from './overage-check';
import { formatLongDay } from './format-long-day';

/** The preview's excedente summed: what confirming the series accepts (docs/product.md#series). */
export function seriesConsent(dates: SeriesDate[]): OverageConsent {
  const free = dates.filter((d) => d.state === 'livre');
  return {
    max_overage_minutes: free.reduce((sum, d) => sum + (d.overage_minutes ?? 0), 0),
    max_overage_cents: free.reduce((sum, d) => sum + (d.overage_cents ?? 0), 0),
  };
}

/** A date's state, with the excedente of a free one beyond the plan's hours. */
function stateOf(d: SeriesDate): string {
  const minutes = d.state === 'livre' ? (d.overage_minutes ?? 0) : 0;
  if (minutes === 0) return bookingsWords.seriesStates[d.state];
  const cents = d.overage_cents ?? 0;
  return cents > 0
    ? bookingsWords.seriesDateOverageCost(formatHours(minutes), formatCents(cents))
    : bookingsWords.seriesDateOverage(formatHours(minutes));
}

/** Each date of a weekly series with its state (docs/product.md#series), before confirming. */
export function SeriesPreview({ dates }: { dates: SeriesDate[] }) {
  const consent = seriesConsent(dates);
  const hours = formatHours(consent.max_overage_minutes);
  return (
    <section className="series-preview" aria-labelledby="series-preview-title">
      <h3 id="series-preview-title">{bookingsWords.seriesPreviewTitle}</h3>
      <ul>
        {dates.map((d) => (
          <li key={d.date} className={`series-date series-${d.state}`}>
            <span>{formatLongDay(d.date)}</span>
            <span className="series-state">{stateOf(d)}</span>
          </li>
        ))}
      </ul>
      {consent.max_overage_minutes > 0 ? (
        <p className="series-overage">
          {consent.max_overage_cents > 0
            ? bookingsWords.seriesOverageTotalCost(hours, formatCents(consent.max_overage_cents))
            : bookingsWords.seriesOverageTotal(hours)}
        </p>
      ) : null}
    </section>
  );
}
