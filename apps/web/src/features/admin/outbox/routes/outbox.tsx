import type { OutboxItem } from '@arena/shared/mail/schemas';
import { mailStaffWords } from '@arena/shared/mail/staff-words';

import { useState } from 'react';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useCopy } from '../../../../lib/use-copy';
import { useConfig } from '../../../../lib/use-config';
import { useOutbox } from '../api/get-outbox';
import { useResendMail } from '../api/resend-mail';
import { formatInstant, useSpaceZone } from '../../shell/components/inbox-format';
import { InboxList, LoadMoreButton } from '../../shell/components/inbox-list';
import { linkOf, OutboxMessage, OutboxStatusBadge } from '../components/outbox-message';
import '../../shell/inbox.css';

/**
 * `/admin/outbox` (docs/product.md#shape, #api, #back-office): every e-mail the system sent or queued, newest first,
 * with its state (na fila, enviado, falhou) and attempts; a tap opens one to read it, and a
 * failed one can be sent again.
 */
export default function OutboxRoute() {
  const outbox = useOutbox();
  // GET /config's mail_delivered: false without MAIL_URL, when nothing here ever leaves.
  const config = useConfig();
  const zone = useSpaceZone();
  const modal = useModal();
  const resend = useResendMail();
  const [open, setOpen] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const mails = outbox.data?.pages.flat() ?? [];

  const copier = useCopy({
    copied: mailStaffWords.inboxOutboxLinkCopied,
    failed: mailStaffWords.inboxOutboxLinkNotCopied,
  });

  const sendAgain = async (m: OutboxItem) => {
    setAnnounce('');
    copier.clear();
    try {
      await resend.mutateAsync(m.id);
      setAnnounce(mailStaffWords.inboxOutboxResent(m.subject));
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  const copyLink = async (link: string) => {
    setAnnounce('');
    await copier.copy(link);
  };

  return (
    <div className="stack">
      <PageTitle>{mailStaffWords.inboxOutboxTitle}</PageTitle>
      <p className="inbox-intro">{mailStaffWords.inboxOutboxIntro}</p>
      {config.data?.mail_delivered === false && (
        <p className="card inbox-not-delivered">{mailStaffWords.inboxOutboxNotDelivered}</p>
      )}
      <p role="status" className="inbox-announce">
        {announce || copier.said}
      </p>
      <InboxList query={outbox} count={mails.length} empty={mailStaffWords.inboxOutboxEmpty}>
        {mails.map((m) => {
          const expanded = open === m.id;
          const link = linkOf(m.text);
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
                  <span className="inbox-mail-subject" id={`mail-subject-${m.id}`}>
                    {m.subject}
                  </span>
                  <span className="inbox-mail-line">
                    <span className="inbox-mail-to">{m.to}</span>
                    <span className="inbox-meta">{formatInstant(m.created_at, zone)}</span>
                  </span>
                </button>
              </h2>
              <p className="inbox-mail-tags">
                <OutboxStatusBadge status={m.status} />
                {m.status !== 'sent' && m.attempts > 0 && (
                  <span className="inbox-tag inbox-tag-attempts">
                    {mailStaffWords.inboxOutboxAttemptCount(String(m.attempts))}
                  </span>
                )}
                {m.attachments.length > 0 && (
                  <span className="inbox-tag inbox-tag-attachment">
                    {mailStaffWords.inboxOutboxAttachmentCount(m.attachments.length)}
                  </span>
                )}
              </p>
              {link && (
                <button
                  type="button"
                  className="button button-ghost inbox-copy-link"
                  aria-label={mailStaffWords.inboxOutboxCopyLinkOf(m.subject)}
                  onClick={() => void copyLink(link)}
                >
                  {mailStaffWords.inboxOutboxCopyLink}
                </button>
              )}
              {m.status === 'failed' && (
                <button
                  type="button"
                  className="button button-ghost inbox-resend"
                  disabled={resend.isPending && resend.variables === m.id}
                  aria-describedby={`mail-subject-${m.id}`}
                  onClick={() => void sendAgain(m)}
                >
                  {resend.isPending && resend.variables === m.id
                    ? mailStaffWords.inboxOutboxResending
                    : mailStaffWords.inboxOutboxResend}
                </button>
              )}
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
