import type { MyBookingsPeriod } from '@arena/shared/bookings/schemas';
import { bookingsWords } from '@arena/shared/bookings/words';

import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarFeed } from '../../../components/calendar-feed';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { refusalFor, useSession } from '../../../lib/session';
import { MyBookingList } from '../components/my-booking-list';
import '../bookings.css';

const tabs: Array<{ period: MyBookingsPeriod; label: string }> = [
  { period: 'upcoming', label: bookingsWords.bookingsUpcoming },
  { period: 'past', label: bookingsWords.bookingsPast },
];

/**
 * `/bookings`, Minhas reservas (docs/product.md#my-bookings): the member's upcoming bookings in every room, each
 * with its cancellation deadline and Cancelar, and a tab with the last 90 days. The tab is in the
 * address (`?periodo=passadas`), so a reload or a shared link opens the same one.
 */
export default function BookingsRoute() {
  const session = useSession();
  if (!session) return null;
  return (
    <ManagersOnly title={bookingsWords.bookingsTitle} call="listMyAppointments">
      {/* A team gerente's calendar address: the account holder's is on /account, which is theirs alone (docs/product.md#team-gerente). */}
      <BookingsScreen userId={session.id} calendar={refusalFor(session, 'updateUser') === 'holdersOnly'} />
    </ManagersOnly>
  );
}

function BookingsScreen({ userId, calendar }: { userId: number; calendar: boolean }) {
  const [params, setParams] = useSearchParams();
  const period: MyBookingsPeriod = params.get('periodo') === 'passadas' ? 'past' : 'upcoming';
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (next: MyBookingsPeriod) =>
    setParams(next === 'past' ? { periodo: 'passadas' } : {}, { replace: true });

  // WAI-ARIA tabs: the arrow keys move between the two tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = period === 'past' ? 'upcoming' : 'past';
    choose(next);
    buttons.current[tabs.findIndex((tab) => tab.period === next)]?.focus();
  };

  return (
    <>
      <PageTitle>{bookingsWords.bookingsTitle}</PageTitle>
      <div className="bookings-tabs" role="tablist" aria-label={bookingsWords.bookingsTabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.period}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`bookings-tab-${tab.period}`}
            aria-selected={tab.period === period}
            aria-controls="bookings-panel"
            tabIndex={tab.period === period ? 0 : -1}
            className="bookings-tab"
            onClick={() => choose(tab.period)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bookings-panel" aria-labelledby={`bookings-tab-${period}`}>
        <MyBookingList key={period} period={period} userId={userId} />
      </div>
      {calendar ? <CalendarFeed /> : null}
    </>
  );
}
