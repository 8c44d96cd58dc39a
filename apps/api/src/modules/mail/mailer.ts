import { privacyWords } from '@arena/shared/privacy/words';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Clock } from '../../lib/time.ts';
import { senderOf } from '../../lib/sender.ts';
import { type Attachment, enqueueMail, type OutboxMail } from './mail.repository.ts';

/**
 * Mail (docs/product.md#mail): every message is written to the outbox, in the transaction of the
 * change that causes it when there is one; with MAIL_URL a worker then sends it over SMTP, with
 * retries (mail.queue.ts, started by plugins/mail.ts). Without MAIL_URL the outbox is the
 * delivery: messages stay there, queued, links included, for staff to read.
 */
export type { Attachment };
export type Mail = OutboxMail & {
  /** Live links (reset, invite): sent to the recipient, never kept in a delivered mail's copy. */
  secrets?: string[];
};

/** What stands in a stored copy where a live link was (docs/product.md#mail). */
export const REDACTED_LINK = '[link removido desta cópia: só o destinatário o recebe]';

export type Mailer = {
  /**
   * Queues `mail`. Pass `db` — the caller's transaction — when a change causes it, so a
   * rolled-back change leaves no mail; the worker is woken once the request has been answered.
   */
  send(mail: Mail, options?: { db?: Db }): Promise<number>;
  /** Wakes the worker: something committed mail to the outbox. */
  nudge(): void;
};

/** How the mailer wakes the worker (plugins/mail.ts runs it). */
export type Wake = { nudge(): void; nudgeAfterAnswer(): void };

/**
 * What the mailer is built from: the pieces of Deps it uses, named here rather than taken from
 * deps.ts, which names `Mailer` (so the two types do not import each other).
 */
type MailerDeps = { db: Db; clock: Clock; config: Config; log: FastifyBaseLogger };

export function createMailer(deps: MailerDeps, worker: Wake): Mailer {
  const { MAIL_URL, MAIL_FROM } = deps.config;
  // Message-IDs are made in the sender's domain, as RFC 5322 recommends.
  const domain = senderOf(MAIL_FROM).email.split('@')[1] ?? 'arena-cowork';
  return {
    async send({ secrets = [], ...given }, options = {}) {
      let mail: OutboxMail = given;
      const db = options.db ?? deps.db;
      mail = withFooter(mail, deps.config);
      // Delivered mail leaves a copy without its live links: staff, or a database copy, must not
      // be able to use a member's reset or invite. Without MAIL_URL the outbox *is* the delivery.
      const redacted = MAIL_URL && secrets.length > 0;
      const copy = redacted ? redact(mail, secrets) : mail;
      const live = redacted ? { text: mail.text, html: mail.html } : undefined;
      const id = await enqueueMail(db, copy, deps.clock().toISOString(), { live, domain });
      // The outbox id only: an address or a subject (which may carry a company's or a person's
      // name) in the logs would outlive the person's anonymisation (docs/product.md#privacy).
      deps.log.info({ outbox: id }, MAIL_URL ? 'mail queued' : 'mail stored in outbox');
      // Mail queued inside a transaction is only there once it commits: the answer is the sign.
      if (db.isTransaction) worker.nudgeAfterAnswer();
      else worker.nudge();
      return id;
    },
    nudge() {
      worker.nudge();
    },
  };
}

function redact(mail: OutboxMail, secrets: string[]): OutboxMail {
  const hide = (s: string) => secrets.reduce((out, secret) => out.replaceAll(secret, REDACTED_LINK), s);
  return { ...mail, text: hide(mail.text), html: hide(mail.html) };
}

/**
 * Every e-mail's footer (docs/product.md#privacy): who the controller is and where the privacy
 * policy and the encarregado are.
 */
function withFooter(mail: OutboxMail, config: Config): OutboxMail {
  const identity = [
    config.COMPANY_NAME,
    config.COMPANY_DOCUMENT && `CNPJ ${config.COMPANY_DOCUMENT}`,
    config.COMPANY_ADDRESS,
  ]
    .filter(Boolean)
    .join(' · ');
  const policy = `${config.PUBLIC_URL.replace(/\/$/, '')}/privacidade`;
  const lines = [
    identity,
    `${privacyWords.mailFooterPolicy}: ${policy}`,
    `${privacyWords.mailFooterContact}: ${config.PRIVACY_EMAIL}`,
  ];
  const escape = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
    );
  const html = `<p style="margin:16px 24px;font-size:12px;color:#4a5a5a">${lines.map(escape).join('<br>')}</p>`;
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${lines.join('\n')}`,
    html: mail.html.includes('</body>') ? mail.html.replace('</body>', `${html}</body>`) : `${mail.html}${html}`,
  };
}
