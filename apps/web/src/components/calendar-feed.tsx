import { bookingsWords } from '@arena/shared/bookings/words';
import { useModal } from './modal';
import { errorMessage } from '../lib/api-client';
import { useCalendar } from '../lib/get-calendar';
import { useResetCalendar } from '../lib/reset-calendar';
import { useCopy } from '../lib/use-copy';
import './calendar-feed.css';

/** The subscription links calendar apps open (docs/product.md#my-bookings): webcal:// for Google, https for Outlook. */
export function googleCalendarLink(url: string): string {
  return `https://calendar.google.com/calendar/r?cid=${url.replace(/^https?:\/\//, 'webcal://')}`;
}

export function outlookLink(url: string): string {
  return `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent('Arena Cowork')}`;
}

/**
 * The account's calendar block (docs/product.md#my-bookings): the member's private address, to copy or add to
 * Google Agenda or Outlook, and a new address for when the old one has leaked.
 */
export function CalendarFeed() {
  const calendar = useCalendar({ enabled: true });
  const reset = useResetCalendar();
  const modal = useModal();
  const {
    said: copied,
    copy: copyText,
    clear,
  } = useCopy({ copied: bookingsWords.calendarCopied, failed: bookingsWords.calendarCopyFailed });
  const url = calendar.data?.url;

  const copy = async () => {
    if (url) await copyText(url);
  };
  const renew = async () => {
    if (!(await modal.confirm(bookingsWords.calendarResetConfirm))) return;
    try {
      await reset.mutateAsync();
      clear();
      await modal.show(bookingsWords.calendarResetDone);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };

  return (
    <section className="card account-card stack calendar-feed" aria-labelledby="calendar-title">
      <h2 id="calendar-title">{bookingsWords.calendarTitle}</h2>
      <p className="calendar-text">{bookingsWords.calendarText}</p>
      {calendar.error ? (
        <p className="field-error" role="alert">
          {errorMessage(calendar.error)}
        </p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="calendar-url">{bookingsWords.calendarAddress}</label>
            <input
              id="calendar-url"
              className="calendar-url"
              readOnly
              value={url ?? bookingsWords.bookingsLoading}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="calendar-actions">
            <button type="button" className="button" disabled={!url} onClick={copy}>
              {bookingsWords.calendarCopy}
            </button>
            {url ? (
              <>
                <a
                  className="button button-ghost"
                  href={googleCalendarLink(url)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {bookingsWords.calendarGoogle}
                </a>
                <a className="button button-ghost" href={outlookLink(url)} target="_blank" rel="noopener noreferrer">
                  {bookingsWords.calendarOutlook}
                </a>
              </>
            ) : null}
          </div>
          <p className="calendar-copied" role="status">
            {copied}
          </p>
          <button type="button" className="link-button" disabled={!url || reset.isPending} onClick={renew}>
            {bookingsWords.calendarReset}
          </button>
        </>
      )}
    </section>
  );
}
