import { adminMessages } from '@arena/shared/admin-messages';
import { useState } from 'react';
import { PageTitle } from '../../../../components/page-title';
import { useOutbox } from '../api/get-outbox';
import { formatInstant, useSpaceZone } from '../../shell/components/inbox-format';
import { InboxList, LoadMoreButton } from '../../shell/components/inbox-list';
import { OutboxMessage, OutboxStatusBadge } from '../components/outbox-message';
import '../../shell/inbox.css';

/**
 * `/admin/outbox` (product.md §3, §7): every e-mail the system sent or queued, newest first;
 * a tap opens one to read it.
 */
export default function OutboxRoute() {
  const outbox = useOutbox();
  const zone = useSpaceZone();
  const [open, setOpen] = useState<number | null>(null);
  const mails = outbox.data?.pages.flat() ?? [];

  return (
    <div className="stack">
      <PageTitle>{adminMessages.inboxOutboxTitle}</PageTitle>
      <p className="inbox-intro">{adminMessages.inboxOutboxIntro}</p>
      <InboxList query={outbox} count={mails.length} empty={adminMessages.inboxOutboxEmpty}>
        {mails.map((m) => {
          const expanded = open === m.id;
          const panel = `mail-${m.id}`;
          return (
            <li key={m.id} className="card inbox-mail-item">
              <h2 className="inbox-mail-heading">
                <button
                  type="button"
                  className="inbox-mail-toggle"
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onClick={() => setOpen(expanded ? null : m.id)}
                >
                  <span className="inbox-mail-subject">{m.subject}</span>
                  <span className="inbox-mail-line">
                    <span className="inbox-mail-to">{m.to}</span>
                    <span className="inbox-meta">{formatInstant(m.created_at, zone)}</span>
                  </span>
                </button>
              </h2>
              <p className="inbox-mail-tags">
                <OutboxStatusBadge status={m.status} />
                {m.attachments.length > 0 && (
                  <span className="inbox-tag inbox-tag-attachment">
                    {adminMessages.inboxOutboxAttachmentCount(String(m.attachments.length))}
                  </span>
                )}
              </p>
              <div id={panel} hidden={!expanded}>
                {expanded && <OutboxMessage mail={m} zone={zone} />}
              </div>
            </li>
          );
        })}
      </InboxList>
      <LoadMoreButton pages={outbox} />
    </div>
  );
}
