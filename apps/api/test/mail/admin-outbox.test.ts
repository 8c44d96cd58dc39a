import { commonWords } from '@arena/shared/contract/words';
import type { AddressInfo } from 'node:net';
import { mailStaffWords } from '@arena/shared/mail/staff-words';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, login, outbox, post, register, staffToken, uniqueEmail } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { refused } from '../answers.ts';

type Item = {
  id: number;
  to: string;
  subject: string;
  status: string;
  sent_at: string | null;
  error: string | null;
  attachments: string[];
};

/** The outbox (docs/product.md#back-office) tells staff which e-mails went out, which wait, which failed, and what was attached. */
describe('the staff outbox', () => {
  let server: SMTPServer;
  let app: TestApp;
  let staff: string;

  beforeAll(async () => {
    // A real SMTP server that refuses one mailbox, so plugins/mail.ts records a failure.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('recusado')) callback(new Error('550 Mailbox unavailable'));
        else callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    app = await createTestApp({ MAIL_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_CONTACT: '1000/1h' });
    staff = await staffToken(app);
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const list = async (query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/outbox${query}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Item[];
  };
  const settled = async () => {
    await expect.poll(async () => (await list()).filter((m) => m.status === 'queued').length).toBe(0);
    return list();
  };

  it('marks what the SMTP server took as sent and what it refused as failed, with the reason', async () => {
    const contact = { name: 'Ana', email: 'ana@empresa.test', subject: 'Financeiro', message: 'Olá' };
    await post(app, '/api/contact', contact);

    // A second server whose staff address the SMTP server refuses.
    const port = (server.server.address() as AddressInfo).port;
    const other = await createTestApp({ MAIL_URL: `smtp://127.0.0.1:${port}`, STAFF_EMAIL: 'recusado@arena.test' });
    try {
      await post(other, '/api/contact', contact);
      const token = await staffToken(other);
      const read = async () =>
        (
          await other.inject({ method: 'GET', url: '/api/admin/outbox', headers: { authorization: `Bearer ${token}` } })
        ).json() as Item[];
      await expect.poll(async () => (await read())[0]?.status).toBe('failed');
      const [failed] = await read();
      expect(failed).toMatchObject({ to: 'recusado@arena.test', status: 'failed', sent_at: null });
      expect(failed?.error).toMatch(/Mailbox unavailable/);
    } finally {
      await other.close();
    }

    const [sent] = await settled();
    expect(sent).toMatchObject({
      to: 'financeiro@arena.test',
      subject: 'Mensagem para o atendimento: Financeiro',
      status: 'sent',
      error: null,
      attachments: [],
    });
    expect(Date.parse(String(sent?.sent_at))).not.toBeNaN();
  });

  it('names the attachments of a booking confirmation, without their contents', async () => {
    const manager = await provenManager(app);
    const booked = await post(
      app,
      '/api/manager/appointment/store',
      {
        isStudio: false,
        participants: 'Sala 10',
        date_initial: '2026-11-25 14:00:00',
        date_final: '2026-11-25 15:00:00',
      },
      manager.token,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const confirmation = (await settled()).find((m) => m.to === manager.email && m.attachments.length > 0);
    expect(confirmation?.attachments).toEqual(['reserva.ics']);
    expect(JSON.stringify(confirmation)).not.toContain('BEGIN:VCALENDAR');
  });

  it('pages newest first with before and limit', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    const first = await list('?limit=2');
    expect(first.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
    const next = await list(`?limit=2&before=${first[1]?.id}`);
    expect(next.map((m) => m.id)).toEqual(all.slice(2, 4).map((m) => m.id));
    expect(await list(`?before=${all.at(-1)?.id}`)).toEqual([]);

    for (const q of ['?limit=0', '?limit=201', '?before=abc', '?before=2147483648', '?limit=1&limit=2']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/outbox${q}`,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toEqual(
        refused('INVALID_INPUT', commonWords.invalidInput, q.startsWith('?limit') ? 'limit' : 'before'),
      );
    }
  });
});

describe('the outbox without a mail server', () => {
  it('keeps every message queued: it is stored, not sent', async () => {
    const app = await createTestApp();
    try {
      await app.mailer.send({ to: 'ana@empresa.test', subject: 'Guardada', text: 'Oi', html: '<p>Oi</p>' });
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        headers: { authorization: `Bearer ${await staffToken(app)}` },
      });
      expect(res.json()).toMatchObject([{ to: 'ana@empresa.test', status: 'queued', sent_at: null, error: null }]);
    } finally {
      await app.close();
    }
  });
});

describe('sending a failed e-mail again', () => {
  it('puts it back in the queue for staff only, records who did it, and the worker sends it', async () => {
    let refuse = true;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(refuse ? new Error('550 Mailbox unavailable') : undefined);
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const app = await createTestApp({ MAIL_URL: `smtp://127.0.0.1:${port}` });
    try {
      const staff = await staffToken(app);
      const ana = await provenManager(app);
      await post(app, '/api/contact', { name: 'Ana', email: ana.email, subject: 'Financeiro', message: 'Olá' });
      await app.mailQueue.deliverDue();
      const failed = (await outbox(app)).at(-1);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      const resend = (id: number | undefined, token?: string) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/outbox/${id}/resend`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });

      expect((await resend(failed?.id)).statusCode).toBe(401);
      expect((await resend(failed?.id, ana.token)).statusCode).toBe(403);
      const missing = await resend(999_999, staff);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: mailStaffWords.outboxNotFound, code: 'OUTBOX_NOT_FOUND' });

      refuse = false;
      const res = await resend(failed?.id, staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: failed?.id, status: 'queued', attempts: 0, error: null });
      await app.mailQueue.deliverDue();
      expect((await outbox(app)).at(-1)).toMatchObject({ id: failed?.id, status: 'sent', attempts: 1 });

      const again = await resend(failed?.id, staff);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: mailStaffWords.outboxNotFailed, code: 'OUTBOX_NOT_FAILED' });

      const audit = await app.inject({
        method: 'GET',
        url: '/api/admin/audit',
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(audit.json()[0]).toMatchObject({
        action: 'outbox.resend',
        target: `outbox:${failed?.id}`,
        target_label: expect.stringMatching(/^E‑mail “.+” para .+@.+$/),
        before: { status: 'failed', attempts: 1 },
        after: { status: 'queued', attempts: 0 },
      });
    } finally {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the answer to a resend', () => {
  it('is the row as the resend left it, even when the woken worker reaches the row first', async () => {
    const app = await createTestApp();
    try {
      await post(app, '/api/contact', {
        name: 'Ana',
        email: 'ana@empresa.test',
        subject: 'Financeiro',
        message: 'Olá',
      });
      const id = Number((await outbox(app)).at(-1)?.id);
      await app.db
        .updateTable('outbox')
        .set({ status: 'failed', attempts: 3, error: '550' })
        .where('id', '=', id)
        .execute();
      // It did on PostgreSQL in CI. Here the "worker" writes the moment it is woken, ahead of
      // any later read on SQLite's one connection.
      const { mailer } = app.deps;
      const nudge = mailer.nudge;
      let sending: Promise<unknown> | undefined;
      mailer.nudge = () => {
        sending = app.db.updateTable('outbox').set({ status: 'sent', attempts: 1 }).where('id', '=', id).execute();
      };
      const res = await app
        .inject({
          method: 'POST',
          url: `/api/admin/outbox/${id}/resend`,
          headers: { authorization: `Bearer ${await staffToken(app)}` },
        })
        .finally(() => (mailer.nudge = nudge));
      expect(sending).toBeDefined();
      await sending;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'queued', attempts: 0, error: null });
    } finally {
      await app.close();
    }
  });
});

/**
 * An approved manager, logged in. With MAIL_URL set the stored copies carry no live link, so the
 * address is marked proven here: the proof itself is tested in
 * registration/proof-of-address.test.ts and security/one-time-links.test.ts.
 */
async function provenManager(app: TestApp) {
  const email = uniqueEmail('gerente');
  const password = 'senha123';
  const id = await register(app, email, password);
  await app.db
    .updateTable('users')
    .set({ email_confirmed_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  await approve(app, id);
  return { id, email, password, token: await login(app, email, password) };
}
