import type { OutboxItem, OutboxStatus } from '@arena/shared/mail/schemas';
import { mailStaffWords } from '@arena/shared/mail/staff-words';

import { useState } from 'react';
import { formatInstant } from '../../shell/components/inbox-format';

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  sent: mailStaffWords.inboxOutboxSent,
  queued: mailStaffWords.inboxOutboxQueued,
  failed: mailStaffWords.inboxOutboxFailed,
};

/**
 * The invite, new-password or e-mail confirmation link a message carries
 * (docs/product.md#back-office-outbox), if any.
 */
export function linkOf(text: string): string | null {
  return /https?:\/\/\S+\/(?:reset-password|confirm-email)\?token=[^\s<>"]+/.exec(text)?.[0] ?? null;
}

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <span className={`inbox-tag inbox-tag-${status}`}>{outboxStatusLabels[status]}</span>;
}

/**
 * One e-mail, opened: its details and its text body. The HTML version is never put into the
 * page; it shows only in an iframe with an empty sandbox (no scripts, no same origin, no forms).
 */
export function OutboxMessage({ mail, zone }: { mail: OutboxItem; zone: string }) {
  const [html, setHtml] = useState(false);
  return (
    <div className="inbox-mail">
      <dl className="inbox-details">
        <div>
          <dt>{mailStaffWords.inboxOutboxTo}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{mailStaffWords.inboxOutboxDate}</dt>
          <dd>{formatInstant(mail.created_at, zone)}</dd>
        </div>
        {mail.sent_at && (
          <div>
            <dt>{mailStaffWords.inboxOutboxSentAt}</dt>
            <dd>{formatInstant(mail.sent_at, zone)}</dd>
          </div>
        )}
        {mail.attempts > 0 && (
          <div>
            <dt>{mailStaffWords.inboxOutboxAttempts}</dt>
            <dd>{mail.attempts}</dd>
          </div>
        )}
        {mail.next_attempt_at && mail.attempts > 0 && (
          <div>
            <dt>{mailStaffWords.inboxOutboxNextAttempt}</dt>
            <dd>{formatInstant(mail.next_attempt_at, zone)}</dd>
          </div>
        )}
        {mail.error && (
          <div>
            <dt>{mailStaffWords.inboxOutboxError}</dt>
            <dd className="inbox-error">{mail.error}</dd>
          </div>
        )}
        {mail.attachments.length > 0 && (
          <div>
            <dt>{mailStaffWords.inboxOutboxAttachments}</dt>
            <dd>{mail.attachments.join(', ')}</dd>
          </div>
        )}
      </dl>
      {html ? (
        <iframe
          className="inbox-html"
          title={mailStaffWords.inboxOutboxHtmlTitle(mail.subject)}
          sandbox=""
          srcDoc={mail.html}
        />
      ) : (
        <pre className="inbox-text">{mail.text}</pre>
      )}
      {mail.html && (
        <button type="button" className="link-button" onClick={() => setHtml((v) => !v)}>
          {html ? mailStaffWords.inboxOutboxShowText : mailStaffWords.inboxOutboxShowHtml}
        </button>
      )}
    </div>
  );
}
