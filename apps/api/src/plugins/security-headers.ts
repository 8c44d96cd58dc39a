import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (CSP, nosniff, frame and referrer policy, HSTS on an
 * https site), as helmet writes them. They never change from one request to the next, so helmet
 * runs once at start and each answer gets the same headers: rebuilding them per request (what
 * @fastify/helmet does) cost about a tenth of a small read's CPU (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'arena-security-headers' },
);
