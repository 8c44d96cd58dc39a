import type { Visitor } from '@arena/shared/bookings/guest-schemas';
import { bookingsStaffWords } from '@arena/shared/bookings/staff-words';
import { formatDay, isDate } from '@arena/shared/rules/dates';

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../../components/date-field';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useConfig } from '../../../../lib/use-config';
import { useSpaceZone } from '../../shell/components/inbox-format';
import { useMarkArrived, useVisitors } from '../api/visitors';
import '../visitors.css';

const hhmm = (local: string) => local.slice(11, 16);

/** An arrival instant (UTC) as the space's HH:MM. */
function arrivedAt(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * `/admin/visitors`, Convidados de hoje (docs/product.md#visitors): the guests of the day's
 * bookings, by start, with host, room and time; reception marks each arrival, which e-mails the
 * host. Another day is in the address (`?date=AAAA-MM-DD`).
 */
export default function VisitorsRoute() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? undefined;
  const today = useConfig().data?.today;
  const list = useVisitors(date);
  const arrive = useMarkArrived();
  const modal = useModal();
  const zone = useSpaceZone();
  const [announce, setAnnounce] = useState('');
  const shown = date && isDate(date) ? date : today;
  const isToday = shown !== undefined && shown === today;

  const onArrive = async (v: Visitor) => {
    setAnnounce('');
    try {
      // The server's words: without MAIL_URL they say the host was not mailed.
      setAnnounce((await arrive.mutateAsync(v.id)).message);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };

  return (
    <div className="stack">
      <PageTitle>
        {!shown || isToday
          ? bookingsStaffWords.adminVisitorsTitle
          : bookingsStaffWords.adminVisitorsTitleOn(formatDay(shown))}
      </PageTitle>
      {today ? (
        <DateField
          label={bookingsStaffWords.adminVisitorsDay}
          value={shown ?? today}
          today={today}
          onChange={(day) => setParams(day === today ? {} : { date: day }, { replace: true })}
        />
      ) : null}
      <p role="status" className="inbox-announce">
        {announce}
      </p>
      {list.error ? (
        <p className="field-error" role="alert">
          {errorMessage(list.error)}
        </p>
      ) : !list.data ? null : list.data.length === 0 ? (
        <p className="empty">{bookingsStaffWords.adminVisitorsEmpty}</p>
      ) : (
        <ul className="visitors">
          {list.data.map((v) => (
            <li key={v.id} className="visitor">
              <p className="visitor-name">{v.name}</p>
              <dl className="visitor-facts">
                <div>
                  <dt>{bookingsStaffWords.adminVisitorsHost}</dt>
                  <dd>{v.host}</dd>
                </div>
                <div>
                  <dt>{bookingsStaffWords.adminVisitorsRoom}</dt>
                  <dd>{v.room}</dd>
                </div>
                <div>
                  <dt>{bookingsStaffWords.adminVisitorsTime}</dt>
                  <dd>
                    {hhmm(v.date_initial)}–{hhmm(v.date_final)}
                  </dd>
                </div>
              </dl>
              {v.arrived_at ? (
                <p className="visitor-arrived">
                  {bookingsStaffWords.adminVisitorsArrivedAt(arrivedAt(v.arrived_at, zone))}
                </p>
              ) : !isToday ? (
                <p className="visitor-arrived">{bookingsStaffWords.adminVisitorsArriveOnTheDay}</p>
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  disabled={arrive.isPending && arrive.variables === v.id}
                  aria-label={`${bookingsStaffWords.adminVisitorsArrive}: ${v.name}`}
                  onClick={() => onArrive(v)}
                >
                  {bookingsStaffWords.adminVisitorsArrive}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
