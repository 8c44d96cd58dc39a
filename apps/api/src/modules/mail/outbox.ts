import type { Deps } from '../../deps.ts';
import { senderOf } from '../bookings/bookings.mail.ts';
import type { Outbox } from '../../plugins/mail.ts';
import { enqueueMail } from './mail.repository.ts';
import { mailWorker } from './mail.queue.ts';

/** The outbox as plugins/mail.ts uses it: the queue's table and its worker (app.ts wires them). */
export function outboxIn(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>): Outbox {
  // Message-IDs are made in the sender's domain, as RFC 5322 recommends.
  const domain = senderOf(deps.config.MAIL_FROM).email.split('@')[1] ?? 'arena-cowork';
  return {
    enqueue: (db, mail, now, live) => enqueueMail(db, mail, now, { live, domain }),
    worker: (transport) => mailWorker(deps, transport),
  };
}
