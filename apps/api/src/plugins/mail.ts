import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connect.ts';

/**
 * Mail (product.md §1): every message is stored in the outbox; with MAIL_URL it is also sent
 * over SMTP, in the background so a slow mail server never slows an answer.
 */
export type Attachment = { filename: string; content: string; contentType: string };
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: Attachment[] };
export type Mailer = { send(mail: Mail): Promise<number> };

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { MAIL_URL, MAIL_FROM } = app.config;
  const transport = MAIL_URL ? (await import('nodemailer')).default.createTransport(MAIL_URL) : null;
  const pending = new Set<Promise<unknown>>();

  const mailer: Mailer = {
    async send(mail) {
      const id = await store(app.db, mail, app.clock().toISOString());
      app.log.info(
        { outbox: id, to: mail.to, subject: mail.subject },
        transport ? 'mail queued' : 'mail stored in outbox',
      );
      if (transport) {
        const job = transport
          .sendMail({ from: MAIL_FROM, ...mail })
          .then(() =>
            app.db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', id).execute(),
          )
          .catch((err: Error) => {
            app.log.error({ err, outbox: id }, 'mail not sent');
            return app.db
              .updateTable('outbox')
              .set({ error: err.message.slice(0, 500) })
              .where('id', '=', id)
              .execute();
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

async function store(db: Db, mail: Mail, now: string): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
