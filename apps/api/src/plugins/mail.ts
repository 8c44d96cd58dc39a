import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/connect.ts';
import { type Job, periodic } from './scheduler.ts';

/**
 * Mail (product.md §1): every message is written to the outbox, in the transaction of the change
 * that causes it when there is one; with MAIL_URL a worker then sends it over SMTP, with retries
 * (modules/mail/mail.queue.ts). Without MAIL_URL the outbox is the delivery: messages stay there,
 * queued, links included, for staff to read.
 */
export type Attachment = { filename: string; content: string; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
  /** Live links (reset, invite): sent to the recipient, never kept in a delivered mail's copy. */
  secrets?: string[];
};

/** What stands in a stored copy where a live link was (product.md §1). */
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

/**
 * Where the messages are kept and how they leave: the outbox's queries and the worker live in
 * modules/mail, given by app.ts, so this plugin never reaches into a module.
 */
export type Outbox = {
  enqueue(db: Db, mail: Mail, now: string, live?: { text: string; html: string }): Promise<number>;
  /** Builds the worker for a transport; it sends what is due and returns. */
  worker(transport: Transporter): { deliverDue(): Promise<void> };
};

/** How often each process looks for mail that is due: retries, and mail other processes queued. */
export const MAIL_POLL_MS = 5_000;

export const mailPlugin = fp(async (app: FastifyInstance, { outbox }: { outbox: Outbox }) => {
  const { MAIL_URL } = app.config;
  let job: Job | undefined;
  let transport: Transporter | undefined;
  if (MAIL_URL) {
    const nodemailer = (await import('nodemailer')).default;
    // Timeouts well inside the worker's lease, so a stuck server cannot keep a message claimed.
    transport = nodemailer.createTransport({
      url: MAIL_URL,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    const worker = outbox.worker(transport);
    job = periodic('mail', MAIL_POLL_MS, () => worker.deliverDue(), app.log);
  } else {
    app.log.warn(
      'MAIL_URL not set: e-mails are not delivered; each one waits in the outbox (back-office → E-mails), links included',
    );
  }

  // Mail queued inside a transaction is only visible once it commits: the request's answer is
  // the sign that it has. A nudge before that finds nothing; the poll then picks it up.
  let committedSinceNudge = false;
  const mailer: Mailer = {
    async send({ secrets = [], ...mail }, options = {}) {
      const db = options.db ?? app.db;
      // Delivered mail leaves a copy without its live links: staff, or a database copy, must not
      // be able to use a member's reset or invite. Without MAIL_URL the outbox *is* the delivery.
      const redacted = MAIL_URL && secrets.length > 0;
      const copy = redacted ? redact(mail, secrets) : mail;
      const live = redacted ? { text: mail.text, html: mail.html } : undefined;
      const id = await outbox.enqueue(db, copy, app.clock().toISOString(), live);
      app.log.info(
        { outbox: id, to: mail.to, subject: mail.subject },
        MAIL_URL ? 'mail queued' : 'mail stored in outbox',
      );
      if (db.isTransaction) committedSinceNudge = true;
      else job?.nudge();
      return id;
    },
    nudge() {
      job?.nudge();
    },
  };
  app.decorate('mailer', mailer);
  app.decorate('mailQueue', {
    async deliverDue() {
      await job?.run();
    },
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (committedSinceNudge) {
      committedSinceNudge = false;
      job?.nudge();
    }
    done();
  });
  app.addHook('onReady', async () => {
    job?.start();
  });
  app.addHook('onClose', async () => {
    await job?.stop();
    transport?.close();
  });
});

function redact(mail: Mail, secrets: string[]): Mail {
  const hide = (s: string) => secrets.reduce((out, secret) => out.replaceAll(secret, REDACTED_LINK), s);
  return { ...mail, text: hide(mail.text), html: hide(mail.html) };
}
