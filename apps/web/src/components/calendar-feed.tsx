import { myBookingsMessages as t } from '@arena/shared/my-bookings-messages';
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
  const { said: copied, copy: copyText, clear } = useCopy({ copied: t.calendarCopied, failed: t.calendarCopyFailed });
  const url = calendar.data?.url;

  const copy = async () => {
    if (url) await copyText(url);
  };
  const renew = async () => {
    if (!(await modal.confirm(t.calendarResetConfirm))) return;
    try {
      await reset.mutateAsync();
      clear();
      await modal.show(t.calendarResetDone);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };

  return (
    <section className="card account-card stack calendar-feed" aria-labelledby="calendar-title">
      <h2 id="calendar-title">{t.calendarTitle}</h2>
      <p className="calendar-text">{t.calendarText}</p>
      {calendar.error ? (
        <p className="field-error" role="alert">
          {errorMessage(calendar.error)}
        </p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="calendar-url">{t.calendarAddress}</label>
            <input
              id="calendar-url"
              className="calendar-url"
              readOnly
              value={url ?? t.bookingsLoading}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="calendar-actions">
            <button type="button" className="button" disabled={!url} onClick={copy}>
              {t.calendarCopy}
            </button>
            {url ? (
              <>
                <a
                  className="button button-ghost"
                  href={googleCalendarLink(url)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t.calendarGoogle}
                </a>
                <a className="button button-ghost" href={outlookLink(url)} target="_blank" rel="noopener noreferrer">
                  {t.calendarOutlook}
                </a>
              </>
            ) : null}
          </div>
          <p className="calendar-copied" role="status">
            {copied}
          </p>
          <button type="button" className="link-button" disabled={!url || reset.isPending} onClick={renew}>
            {t.calendarReset}
          </button>
        </>
      )}
    </section>
  );
}
