import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { post } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * docs/operations.md "E-mail": an SMTP server that accepts the connection and never says a word
 * (a hung relay, a black-holing firewall) fails an attempt within MAIL_CONNECT_SECONDS,
 * and the worker's round ends there instead of waiting as long again for every message due.
 */
const contact = (subject: string) => ({ name: 'Ana', email: 'ana@empresa.test', subject, message: 'Olá' });

describe('an SMTP server that accepts and never answers', () => {
  let server: Server;
  const sockets: Socket[] = [];
  let app: TestApp;
  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    app = await createTestApp({
      MAIL_URL: `smtp://127.0.0.1:${port}`,
      MAIL_CONNECT_SECONDS: '0.3',
      RATE_LIMIT_CONTACT: '1000/1h',
    });
  });
  afterAll(async () => {
    await app.close();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up within the connect timeout, keeps each message for a retry, and frees the worker', async () => {
    const started = Date.now();
    for (const subject of ['Um', 'Dois', 'Três']) {
      expect((await post(app, '/api/contact', contact(subject))).statusCode).toBe(200);
    }
    // The worker is nudged by each request; this waits for what it does and runs once more.
    await app.mailQueue.deliverDue();
    expect(Date.now() - started).toBeLessThan(3_000);
    const rows = await app.db.selectFrom('outbox').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
      ['queued', 1],
    ]);
    for (const row of rows) expect(row.error).toMatch(/greeting never received/i);

    // All three due again: one attempt, one timeout, and the round ends (not three in a row).
    app.clock.advance(60_000);
    const connections = sockets.length;
    const again = Date.now();
    await app.mailQueue.deliverDue();
    expect(Date.now() - again).toBeGreaterThanOrEqual(250);
    expect(sockets.length - connections).toBe(1);
    const after = await app.db.selectFrom('outbox').select('attempts').orderBy('id').execute();
    expect(after.map((r) => r.attempts)).toEqual([2, 1, 1]);
  });

  it('has bounded timeouts by default', () => {
    const config = loadConfig({});
    expect(config.MAIL_CONNECT_SECONDS).toBeLessThanOrEqual(10);
    expect(config.MAIL_SOCKET_SECONDS).toBeLessThanOrEqual(30);
  });
});
