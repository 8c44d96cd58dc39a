import { Agent, request } from 'node:https';
import { PixPspPermanentError, PixPspRetryableError, isRetryableStatus, describeProblema } from './errors.js';
import { problemaAnswer } from './wire.js';

/** The mTLS connection to the PSP: client certificate and key, optionally a private CA, kept alive. */
export type TlsSettings = { cert: string; key: string; ca?: string };

export type HttpAnswer = { status: number; body: unknown; headers: Record<string, string | string[] | undefined> };

export function makeAgent(tls: TlsSettings): Agent {
  return new Agent({ cert: tls.cert, key: tls.key, ca: tls.ca, keepAlive: true, maxSockets: 16 });
}

/**
 * One HTTPS exchange. A failure to connect, a timeout or an unparsable answer throws
 * PixPspRetryableError; any HTTP answer is returned for the caller to judge.
 */
export function exchange(
  agent: Agent,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, agent, headers: init.headers, timeout: init.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e) =>
        reject(new PixPspRetryableError(`PSP answer broken: ${e.message}`, undefined, undefined, { cause: e })),
      );
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = undefined;
        if (text) {
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${init.timeoutMs} ms`)));
    req.on('error', (e) =>
      reject(new PixPspRetryableError(`PSP unreachable: ${e.message}`, undefined, undefined, { cause: e })),
    );
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** The typed error for a non-2xx answer: retryable for 5xx/429/408, permanent otherwise. */
export function answerError(what: string, answer: HttpAnswer): PixPspRetryableError | PixPspPermanentError {
  const problem = problemaAnswer.safeParse(answer.body);
  const problema = problem.success ? problem.data : undefined;
  const message = `${what}: HTTP ${answer.status}${problema ? ` ${describeProblema(problema)}` : ''}`;
  return isRetryableStatus(answer.status)
    ? new PixPspRetryableError(message, answer.status, problema)
    : new PixPspPermanentError(message, answer.status, problema);
}
