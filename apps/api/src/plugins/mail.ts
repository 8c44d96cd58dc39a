import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Mail (product.md §1): every message is stored in the outbox; with MAIL_URL it is also sent
 * over SMTP, in the background so a slow mail server never slows an answer.
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
export type Mailer = { send(mail: Mail): Promise<number> };

/**
 * Where the copies are kept: the outbox table, whose queries live in modules/mail. Given by
 * app.ts, so this plugin never reaches into a module.
 */
export type Outbox = {
  add(mail: Mail, now: string): Promise<number>;
  markSent(id: number, at: string): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
};

export const mailPlugin = fp(async (app: FastifyInstance, { outbox }: { outbox: Outbox }) => {
  const { MAIL_URL, MAIL_FROM } = app.config;
  const transport = MAIL_URL ? (await import('nodemailer')).default.createTransport(MAIL_URL) : null;
  const pending = new Set<Promise<unknown>>();
  if (!transport) {
    app.log.warn(
      'MAIL_URL not set: e-mails are not delivered; each one waits in the outbox (back-office → E-mails), links included',
    );
  }

  const mailer: Mailer = {
    async send({ secrets = [], ...mail }) {
      // Delivered mail leaves a copy without its live links: staff, or a database copy, must not
      // be able to use a member's reset or invite. Without MAIL_URL the outbox *is* the delivery.
      const copy = transport ? redact(mail, secrets) : mail;
      const id = await outbox.add(copy, app.clock().toISOString());
      app.log.info(
        { outbox: id, to: mail.to, subject: mail.subject },
        transport ? 'mail queued' : 'mail stored in outbox',
      );
      if (transport) {
        const job = transport
          .sendMail({ from: MAIL_FROM, ...mail })
          .then(() => outbox.markSent(id, new Date().toISOString()))
          .catch((err: Error) => {
            app.log.error({ err, outbox: id }, 'mail not sent');
            return outbox.markFailed(id, err.message.slice(0, 500));
          })
          .finally(() => pending.delete(job));
        pending.add(job);
      }
      return id;
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    transport?.close();
  });
});

function redact(mail: Mail, secrets: string[]): Mail {
  const hide = (s: string) => secrets.reduce((out, secret) => out.replaceAll(secret, REDACTED_LINK), s);
  return { ...mail, text: hide(mail.text), html: hide(mail.html) };
}
