import { seriesMessages as t } from '@arena/shared/series-messages';
import type { SeriesDate } from '@arena/shared/schemas/series';
import { formatLongDay } from './format-long-day';

/** Each date of a weekly series with its state (docs/product.md#series), before confirming. */
export function SeriesPreview({ dates }: { dates: SeriesDate[] }) {
  return (
    <section className="series-preview" aria-labelledby="series-preview-title">
      <h3 id="series-preview-title">{t.seriesPreviewTitle}</h3>
      <ul>
        {dates.map((d) => (
          <li key={d.date} className={`series-date series-${d.state}`}>
            <span>{formatLongDay(d.date)}</span>
            <span className="series-state">{t.seriesStates[d.state]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
