import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { type Job, periodic } from './scheduler.ts';

/**
 * Starts and stops the mail worker (docs/product.md#mail, docs/operations.md "E-mail"): with
 * MAIL_URL, each process polls the outbox and sends what is due over SMTP. What is sent, the
 * outbox and the sending itself live in modules/mail, given by app.ts, so this plugin never
 * reaches into a module. Without MAIL_URL there is no worker: the outbox is the delivery.
 */
export type MailQueue = {
  /** Sends what is due now (tests; the worker also runs by itself). */
  deliverDue(): Promise<void>;
  /** Wakes the worker: something committed mail to the outbox. */
  nudge(): void;
  /** Wakes it once the request has been answered: mail queued in a transaction is there only once it commits. */
  nudgeAfterAnswer(): void;
};

/** How often each process looks for mail that is due: retries, and mail other processes queued. */
export const MAIL_POLL_MS = 5_000;

type Worker = (transport: Transporter) => { deliverDue(): Promise<void> };

export const mailPlugin = fp(
  async (app: FastifyInstance, { worker }: { worker: Worker }) => {
    const { MAIL_URL } = app.config;
    let job: Job | undefined;
    let transport: Transporter | undefined;
    if (MAIL_URL) {
      const nodemailer = (await import('nodemailer')).default;
      // Short timeouts, well inside the worker's lease: a server that accepts and never answers
      // fails in seconds (not nodemailer's minutes), so it cannot keep a message claimed or hold the
      // queue (docs/operations.md "E-mail").
      const connect = app.config.MAIL_CONNECT_SECONDS * 1000;
      transport = nodemailer.createTransport({
        url: MAIL_URL,
        connectionTimeout: connect,
        greetingTimeout: connect,
        socketTimeout: app.config.MAIL_SOCKET_SECONDS * 1000,
      });
      const sender = worker(transport);
      job = periodic('mail', MAIL_POLL_MS, () => sender.deliverDue(), app.log);
    } else {
      app.log.warn(
        'MAIL_URL not set: e-mails are not delivered; each one waits in the outbox (back-office → E-mails), links included',
      );
    }

    // A request's answer is the sign that its transaction committed: a nudge before that finds
    // nothing; the poll would then pick the mail up.
    let committedSinceNudge = false;
    const queue: MailQueue = {
      async deliverDue() {
        await job?.run();
      },
      nudge() {
        job?.nudge();
      },
      nudgeAfterAnswer() {
        committedSinceNudge = true;
      },
    };
    app.decorate('mailQueue', queue);
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
  },
  { name: 'arena-mail' },
);
