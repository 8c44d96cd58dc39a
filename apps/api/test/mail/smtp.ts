import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN, type TestApp, type TestClock, testClock } from '../helpers.ts';

export type Received = { to: string[]; raw: string; messageId: string; subject: string };

/**
 * A real local SMTP server (the smtp-server package) that a test can make refuse for a while:
 * `refuse` answers every sender with a temporary 421, as a server under maintenance does.
 */
export async function smtpServer() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refuse) {
        const err = new Error('Service not available, try again later') as Error & { responseCode: number };
        err.responseCode = 421;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
        const header = (name: string) => decodeWords(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: header('Message-ID'),
          subject: header('Subject'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Another app on an existing database: the same server restarted, or a second process. */
export async function appOn(url: string, env: Record<string, string> = {}, clock: TestClock = testClock()) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_EMAIL: 'financeiro@arena.test',
    PUBLIC_URL: 'https://app.arena.test',
    REMINDER_MINUTES: '0',
    ...env,
  });
  return (await buildApp({ config, clock, logger: false })) as unknown as TestApp;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?Lembrete=3A_Sala_10_hoje_=C3=A0s?=`) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
