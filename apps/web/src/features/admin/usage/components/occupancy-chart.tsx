import { formatDayMonth } from '@arena/shared/rules/dates';
import type { UsageReport } from '@arena/shared/plans/schemas';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { formatHours, monthLabel } from '@arena/shared/rules/hours';

import { useId } from 'react';
import { percent, weekLabel } from './usage-format';

/** One colour per room, in the brand's teal family and apart enough for colour-blind eyes. */
const COLORS = ['#007571', '#e07a1f', '#5b4db3', '#2f8f3a', '#b3261e', '#4a5f5e'];

// Drawn at about a phone's width, so its words stay readable there; wider screens scale it up
// to fill its column, the table beside it (usage.css).
const W = 400;
const H = 220;
const PAD = { top: 12, right: 6, bottom: 30, left: 46 };

/**
 * Each room's occupancy by week as grouped bars (docs/decisions for the choice of a hand-drawn
 * SVG): the figure is one image for screen readers, described by the table beside it, which
 * carries the same numbers. Each bar also names itself on hover (its <title>).
 */
export function OccupancyChart({ report }: { report: UsageReport }) {
  const id = useId();
  const rooms = report.rooms;
  const weeks = rooms[0]?.weeks ?? [];
  if (rooms.length === 0 || weeks.length === 0) return null;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const groupW = plotW / weeks.length;
  const barW = Math.min(20, (groupW - 8) / rooms.length);
  const y = (p: number) => PAD.top + plotH - (Math.min(p, 100) / 100) * plotH;
  const title = plansStaffWords.usageChartTitle(monthLabel(report.month));

  return (
    <figure className="usage-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="usage-chart-title">
        {title}
      </figcaption>
      <ul className="usage-legend" aria-hidden="true">
        {rooms.map((room, r) => (
          <li key={room.id}>
            <span className="usage-swatch" style={{ background: COLORS[r % COLORS.length] }} />
            {room.name}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-table`}
        className="usage-svg"
      >
        {[0, 25, 50, 75, 100].map((p) => (
          <g key={p}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(p)} y2={y(p)} className="usage-grid" />
            <text x={PAD.left - 6} y={y(p) + 4} textAnchor="end" className="usage-axis">
              {p}%
            </text>
          </g>
        ))}
        {weeks.map((week, w) => {
          const x0 = PAD.left + w * groupW + (groupW - barW * rooms.length) / 2;
          return (
            <g key={week.start}>
              {rooms.map((room, r) => {
                const wk = room.weeks[w];
                if (!wk) return null;
                const p = percent(wk.booked_minutes, wk.open_minutes);
                if (p === null) return null;
                return (
                  <rect
                    key={room.id}
                    x={x0 + r * barW}
                    y={y(p)}
                    width={Math.max(1, barW - 2)}
                    height={Math.max(p > 0 ? 1 : 0, PAD.top + plotH - y(p))}
                    fill={COLORS[r % COLORS.length]}
                  >
                    <title>
                      {plansStaffWords.usageOccupancyOf(
                        room.name,
                        weekLabel(wk.start, wk.end),
                        p,
                        formatHours(wk.booked_minutes),
                      )}
                    </title>
                  </rect>
                );
              })}
              <text
                x={PAD.left + w * groupW + groupW / 2}
                y={H - PAD.bottom + 17}
                textAnchor="middle"
                className="usage-axis"
              >
                {formatDayMonth(week.start)}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="usage-table-wrap" tabIndex={0} role="region" aria-label={title}>
        <table id={`${id}-table`} className="usage-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{plansStaffWords.usageColWeek}</th>
              {rooms.map((room) => (
                <th key={room.id} scope="col">
                  {room.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={week.start}>
                <th scope="row">{weekLabel(week.start, week.end)}</th>
                {rooms.map((room) => {
                  const wk = room.weeks[w];
                  const p = wk ? percent(wk.booked_minutes, wk.open_minutes) : null;
                  return <td key={room.id}>{p === null ? '—' : `${p}%`}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="usage-note">{plansStaffWords.usageOccupancyNote}</p>
    </figure>
  );
}
