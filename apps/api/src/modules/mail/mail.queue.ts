import { mailStaffWords } from '@arena/shared/mail/staff-words';
import type { Transporter } from 'nodemailer';
import type { Deps } from '../../deps.ts';
import { type LivePixCode, withLivePix } from './live-pix.ts';
import { drawn } from './qr.ts';
import { claimDue, expireUntried, markFailed, markRetry, markSent, type QueuedMail } from './mail.repository.ts';

/**
 * The mail worker (docs/product.md#shape, docs/operations.md "E-mail"): sends what the outbox holds,
 * one message at a time, each under a lease (LEASE_MS, well above the transport's timeouts). An SMTP answer in the 4xx range, a refused connection or a
 * timeout is tried again after 1, 2, 4 … minutes (at most an hour apart); after MAX_ATTEMPTS, or
 * at once when the server refuses the message for good (5xx), it is failed and staff can send
 * it again. Every attempt carries the row's Message-ID.
 *
 * The one window: the SMTP server has accepted a message and this process dies before marking it
 * sent. The lease then runs out and another attempt sends it again, with the same Message-ID, so
 * mail systems that deduplicate drop it. Nothing can close that window without the SMTP server's
 * help; it is as short as one UPDATE.
 */
export const MAX_ATTEMPTS = 12;
export const LEASE_MS = 5 * 60_000;
/** A message nobody tried for a day is not sent late (no MAIL_URL then, or every process down). */
export const EXPIRE_UNTRIED_MS = 24 * 3_600_000;
/** One message per claim: a slow server then holds one lease, not a batch's. */
const BATCH = 1;

/** Minutes to wait after the `attempts`-th failure: 1, 2, 4 … 60. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;
}

type SmtpError = Error & { code?: string; responseCode?: number };

/** The server said no to this message for good: retrying would only repeat the answer. */
function isPermanent(err: SmtpError): boolean {
  const refusal = err.code === 'EENVELOPE' || err.code === 'EMESSAGE';
  return refusal && typeof err.responseCode === 'number' && err.responseCode >= 500 && err.responseCode < 600;
}

/**
 * The server could not be reached or did not answer (refused, timed out, cut off): the next
 * message would only wait as long again, so the round ends and the rest waits for the next poll.
 */
function isUnreachable(err: SmtpError): boolean {
  return ['ETIMEDOUT', 'ECONNECTION', 'ESOCKET', 'EDNS'].includes(err.code ?? '');
}

export type MailWorker = { deliverDue(): Promise<void> };

export function mailWorker(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>,
  transport: Pick<Transporter, 'sendMail'>,
  livePix?: LivePixCode,
): MailWorker {
  const { db, clock, config, log } = deps;

  /** Sends one message; false when the server was unreachable. */
  async function deliver(mail: QueuedMail): Promise<boolean> {
    try {
      const live = await withLivePix(mail, livePix);
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: live.to,
        subject: live.subject,
        text: live.text,
        html: live.html,
        attachments: await Promise.all(live.attachments.map(drawn)),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
    } catch (e) {
      const err = e as SmtpError;
      const error = err.message.slice(0, 500);
      if (isPermanent(err) || mail.attempts >= MAX_ATTEMPTS) {
        log.error({ err, outbox: mail.id, attempts: mail.attempts }, 'mail failed');
        await markFailed(db, mail.id, error);
        return true;
      }
      const next = new Date(clock().getTime() + backoffMs(mail.attempts)).toISOString();
      log.warn({ err, outbox: mail.id, attempts: mail.attempts, next }, 'mail not sent, will retry');
      await markRetry(db, mail.id, error, next);
      return !isUnreachable(err);
    }
    // Between the server's acceptance and this line lies the window described above.
    await markSent(db, mail.id, clock().toISOString());
    log.info({ outbox: mail.id, attempts: mail.attempts }, 'mail sent');
    return true;
  }

  return {
    async deliverDue() {
      const cutoff = new Date(clock().getTime() - EXPIRE_UNTRIED_MS).toISOString();
      const expired = await expireUntried(db, cutoff, mailStaffWords.outboxExpired);
      if (expired > 0) log.warn({ expired }, 'mail left untried for a day marked failed');
      for (;;) {
        const now = clock();
        const batch = await claimDue(db, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), BATCH);
        for (const mail of batch) if (!(await deliver(mail))) return;
        if (batch.length < BATCH) return;
      }
    },
  };
}
