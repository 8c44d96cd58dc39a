import { adminMessages } from '@arena/shared/admin-messages';
import type { OutboxItem, OutboxStatus } from '@arena/shared/schemas/admin-outbox';
import { useState } from 'react';
import { formatInstant } from '../../shell/components/inbox-format';

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  sent: adminMessages.inboxOutboxSent,
  queued: adminMessages.inboxOutboxQueued,
  failed: adminMessages.inboxOutboxFailed,
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
          <dt>{adminMessages.inboxOutboxTo}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{adminMessages.inboxOutboxDate}</dt>
          <dd>{formatInstant(mail.created_at, zone)}</dd>
        </div>
        {mail.sent_at && (
          <div>
            <dt>{adminMessages.inboxOutboxSentAt}</dt>
            <dd>{formatInstant(mail.sent_at, zone)}</dd>
          </div>
        )}
        {mail.attempts > 0 && (
          <div>
            <dt>{adminMessages.inboxOutboxAttempts}</dt>
            <dd>{mail.attempts}</dd>
          </div>
        )}
        {mail.next_attempt_at && mail.attempts > 0 && (
          <div>
            <dt>{adminMessages.inboxOutboxNextAttempt}</dt>
            <dd>{formatInstant(mail.next_attempt_at, zone)}</dd>
          </div>
        )}
        {mail.error && (
          <div>
            <dt>{adminMessages.inboxOutboxError}</dt>
            <dd className="inbox-error">{mail.error}</dd>
          </div>
        )}
        {mail.attachments.length > 0 && (
          <div>
            <dt>{adminMessages.inboxOutboxAttachments}</dt>
            <dd>{mail.attachments.join(', ')}</dd>
          </div>
        )}
      </dl>
      {html ? (
        <iframe
          className="inbox-html"
          title={adminMessages.inboxOutboxHtmlTitle(mail.subject)}
          sandbox=""
          srcDoc={mail.html}
        />
      ) : (
        <pre className="inbox-text">{mail.text}</pre>
      )}
      {mail.html && (
        <button type="button" className="link-button" onClick={() => setHtml((v) => !v)}>
          {html ? adminMessages.inboxOutboxShowText : adminMessages.inboxOutboxShowHtml}
        </button>
      )}
    </div>
  );
}
