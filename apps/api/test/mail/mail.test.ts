import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** MAIL_URL really sends over SMTP, and every message is still kept in the outbox. */
describe('mail over SMTP', () => {
  const received: Array<{ to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let app: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    app = await createTestApp({ MAIL_URL: `smtp://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the registration e-mails through the SMTP server and marks them sent', async () => {
    await register(app, 'smtp@empresa.test');
    // The confirmation, the terms' copy (docs/product.md#terms) and the staff's notice.
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(3);
    const member = received.find((m) => m.to.includes('smtp@empresa.test'));
    expect(member?.raw).toContain('Subject: Confirme seu e-mail no Arena Cowork');
    expect(received.some((m) => m.to.includes('financeiro@arena.test'))).toBe(true);
    await expect
      .poll(
        async () =>
          (await app.db.selectFrom('outbox').select('sent_at').where('sent_at', 'is not', null).execute()).length,
      )
      .toBe(3);
  });
});
