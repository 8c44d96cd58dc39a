import { HOLIDAY_YEARS_AHEAD } from '@arena/shared/contract/limits';
import type { ClosedDayItem, CreateClosedDayBody } from '@arena/shared/closed-days/schemas';
import { closedDaysStaffWords } from '@arena/shared/closed-days/staff-words';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';

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
        <PageTitle>{closedDaysStaffWords.closedDaysTitle}</PageTitle>
        <p className="field-error" role="alert">
          {errorMessage(config.error)}
        </p>
      </>
    );
  }
  if (!config.data) {
    return (
      <>
        <PageTitle>{closedDaysStaffWords.closedDaysTitle}</PageTitle>
        <p className="empty">{bookingsStaffWords.agendaLoading}</p>
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
    const question = closedDaysStaffWords.closedDayConfirmRemove(formatListDay(day.date));
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
      <PageTitle>{closedDaysStaffWords.closedDaysTitle}</PageTitle>
      <div className="closed-days-page">
        <p className="closed-days-intro">{closedDaysStaffWords.closedDaysIntro}</p>

        <section className="card stack" aria-labelledby={formTitle}>
          <h2 id={formTitle}>{closedDaysStaffWords.closedDayNew}</h2>
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
                  ? closedDaysStaffWords.closedDayBookingsOne
                  : closedDaysStaffWords.closedDayBookingsMany(warning.bookings)}
              </p>
              <Link to={`${paths.adminBookings}?date=${warning.date}`}>
                {closedDaysStaffWords.closedDayOpenAgenda(formatShortDay(warning.date))}
              </Link>
            </div>
          ) : null}
        </section>

        <section className="stack" aria-labelledby={listTitle}>
          <div className="closed-days-head">
            <h2 id={listTitle}>{closedDaysStaffWords.closedDaysListTitle(String(year))}</h2>
            <div className="field closed-days-year">
              <label htmlFor={yearId}>{closedDaysStaffWords.closedDaysYear}</label>
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
            {holidays.isPending
              ? closedDaysStaffWords.holidaysLoading
              : closedDaysStaffWords.holidaysLoad(String(year))}
          </button>
          {list.error ? (
            <p className="field-error" role="alert">
              {errorMessage(list.error)}
            </p>
          ) : !list.data ? (
            <p className="empty">{bookingsStaffWords.agendaLoading}</p>
          ) : list.data.length === 0 ? (
            <p className="empty">{closedDaysStaffWords.closedDaysEmpty(String(year))}</p>
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
                    aria-label={closedDaysStaffWords.closedDayRemoveLabel(formatShortDay(day.date))}
                    onClick={() => onRemove(day)}
                    disabled={remove.isPending}
                  >
                    {closedDaysStaffWords.closedDayRemove}
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
