import { HOLIDAY_YEARS_AHEAD } from '@arena/shared/limits';
import { adminMessages } from '@arena/shared/admin-messages';
import type { ClosedDayItem, CreateClosedDayBody } from '@arena/shared/schemas/admin-agenda';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { useCreateClosedDay } from '../api/create-closed-day';
import { useDeleteClosedDay } from '../api/delete-closed-day';
import { useClosedDays } from '../api/get-closed-days';
import { useLoadHolidays } from '../api/load-holidays';
import { formatListDay, formatShortDay, formatWeekday } from '../components/agenda-dates';
import { ClosedDayForm } from '../components/closed-day-form';
import '../closed-days.css';

/** Holidays can be loaded for the current year and the next five (the server's rule). */

type Warning = { date: string; bookings: number };

/**
 * `/admin/closed-days` (docs/product.md#back-office): a year's closed days, closing one with a note,
 * reopening one, and the year's national holidays in one action. Closing a day with bookings
 * leaves them booked and warns, with a link to that day's agenda.
 */
export default function ClosedDaysRoute() {
  const config = useConfig();
  if (config.error) {
    return (
      <>
        <PageTitle>{adminMessages.closedDaysTitle}</PageTitle>
        <p className="field-error" role="alert">
          {errorMessage(config.error)}
        </p>
      </>
    );
  }
  if (!config.data) {
    return (
      <>
        <PageTitle>{adminMessages.closedDaysTitle}</PageTitle>
        <p className="empty">{adminMessages.agendaLoading}</p>
      </>
    );
  }
  return <ClosedDaysScreen today={config.data.today} />;
}

function ClosedDaysScreen({ today }: { today: string }) {
  const currentYear = Number(today.slice(0, 4));
  const modal = useModal();
  const yearId = useId();
  const formTitle = useId();
  const listTitle = useId();
  const [year, setYear] = useState(currentYear);
  const [warning, setWarning] = useState<Warning | null>(null);
  const list = useClosedDays(year);
  // Every closed day, so the form's calendar does not offer one twice.
  const all = useClosedDays();
  const create = useCreateClosedDay();
  const remove = useDeleteClosedDay();
  const holidays = useLoadHolidays();
  const years = Array.from({ length: HOLIDAY_YEARS_AHEAD + 1 }, (_, i) => currentYear + i);

  const onCreate = async (day: CreateClosedDayBody) => {
    setWarning(null);
    try {
      const answer = await create.mutateAsync(day);
      const dayYear = Number(day.date.slice(0, 4));
      if (years.includes(dayYear)) setYear(dayYear);
      if (answer.bookings > 0) setWarning({ date: day.date, bookings: answer.bookings });
      else await modal.show(answer.message);
      return true;
    } catch (error) {
      await modal.show(errorMessage(error));
      return false;
    }
  };

  const onRemove = async (day: ClosedDayItem) => {
    const question = adminMessages.closedDayConfirmRemove(formatListDay(day.date));
    if (!(await modal.confirm(question))) return;
    try {
      await modal.show((await remove.mutateAsync(day.date)).message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  const onHolidays = async () => {
    try {
      await modal.show((await holidays.mutateAsync(year)).message);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  return (
    <>
      <PageTitle>{adminMessages.closedDaysTitle}</PageTitle>
      <div className="closed-days-page">
        <p className="closed-days-intro">{adminMessages.closedDaysIntro}</p>

        <section className="card stack" aria-labelledby={formTitle}>
          <h2 id={formTitle}>{adminMessages.closedDayNew}</h2>
          <ClosedDayForm
            today={today}
            closedDays={(all.data ?? []).map((d) => d.date)}
            busy={create.isPending}
            onSubmit={onCreate}
          />
          {warning ? (
            <div className="closed-days-warning" role="alert">
              <p>
                {warning.bookings === 1
                  ? adminMessages.closedDayBookingsOne
                  : adminMessages.closedDayBookingsMany(warning.bookings)}
              </p>
              <Link to={`${paths.adminBookings}?date=${warning.date}`}>
                {adminMessages.closedDayOpenAgenda(formatShortDay(warning.date))}
              </Link>
            </div>
          ) : null}
        </section>

        <section className="stack" aria-labelledby={listTitle}>
          <div className="closed-days-head">
            <h2 id={listTitle}>{adminMessages.closedDaysListTitle(String(year))}</h2>
            <div className="field closed-days-year">
              <label htmlFor={yearId}>{adminMessages.closedDaysYear}</label>
              <select id={yearId} value={year} onChange={(e) => setYear(Number(e.target.value))}>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="button" className="button button-ghost" onClick={onHolidays} disabled={holidays.isPending}>
            {holidays.isPending ? adminMessages.holidaysLoading : adminMessages.holidaysLoad(String(year))}
          </button>
          {list.error ? (
            <p className="field-error" role="alert">
              {errorMessage(list.error)}
            </p>
          ) : !list.data ? (
            <p className="empty">{adminMessages.agendaLoading}</p>
          ) : list.data.length === 0 ? (
            <p className="empty">{adminMessages.closedDaysEmpty(String(year))}</p>
          ) : (
            <ul className="list">
              {list.data.map((day) => (
                <li key={day.date} className="list-item closed-days-item">
                  <div>
                    <p className="closed-days-date">
                      <span>{formatShortDay(day.date)}</span> — <span>{formatWeekday(day.date)}</span>
                    </p>
                    <p className="closed-days-reason">{day.reason}</p>
                  </div>
                  <button
                    type="button"
                    className="button button-ghost closed-days-remove"
                    aria-label={adminMessages.closedDayRemoveLabel(formatShortDay(day.date))}
                    onClick={() => onRemove(day)}
                    disabled={remove.isPending}
                  >
                    {adminMessages.closedDayRemove}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
