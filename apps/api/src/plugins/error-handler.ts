import { catalogue } from '@arena/shared/contract/catalogue';
import { codeOf, type TextKey } from '@arena/shared/contract/error-codes';

import { waitMessage } from '@arena/shared/rules/wait';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDeadlock, isSerializationFailure, isStorageFull } from '../db/errors.ts';
import { AppError } from '../errors.ts';

/**
 * When the faults the server rides through last showed (docs/decisions/022-riding-through-faults.md):
 * health reports a full disk for a minute after a write failed for lack of space, or until a write
 * succeeds again.
 */
export type Faults = { storageFullAt: number; databaseAwayLoggedAt: number };

/**
 * One error handler (docs/style.md): every error answer is `{message, code}` — the pt-BR words and a
 * stable code the web branches on (docs/product.md#api). The code is named where the error is raised
 * (AppError's key); a validation refusal is `INVALID_INPUT` with the `field` it is about and that
 * field's own words; anything else is logged whole and answered with a generic 500.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    const faults: Faults = { storageFullAt: 0, databaseAwayLoggedAt: 0 };
    app.decorate('faults', faults);
    // A write that succeeds again means space was freed: health stops reporting the disk full.
    app.addHook('onResponse', (request, reply, done) => {
      if (faults.storageFullAt !== 0 && request.method !== 'GET' && reply.statusCode < 300) faults.storageFullAt = 0;
      done();
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A 429 says the wait of its Retry-After, set on the error or already on the reply, unless
        // it has words of its own (a day's guest invitations spent: 1440 minutos would say nothing).
        const wait =
          error.statusCode === 429 && error.key === 'tooManyRequests'
            ? (error.headers['retry-after'] ?? reply.getHeader('retry-after'))
            : undefined;
        const message = wait === undefined ? error.message : waitMessage(Number(wait));
        return reply.status(error.statusCode).headers(error.headers).send({ message, code: error.code });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        // A body that is not even an object gets the generic message; a field gets its own words.
        const atRoot = !issue || issue.instancePath === '/' || issue.instancePath === '';
        const field = atRoot ? undefined : fieldOf(issue.instancePath);
        const message =
          issue?.message && !(atRoot && issue.keyword === 'invalid_type') ? issue.message : catalogue.invalidInput;
        return reply.status(400).send({ message, code: codeOf('invalidInput'), ...(field ? { field } : {}) });
      }
      const status = error.statusCode ?? 500;
      // @fastify/rate-limit has already set Retry-After on the reply (docs/product.md#api): the
      // words say that wait (docs/product.md#words).
      if (status === 429) {
        const wait = reply.getHeader('retry-after');
        if (wait === undefined) return refuse(reply, 429, 'tooManyRequests');
        return reply.status(429).send({ message: waitMessage(Number(wait)), code: codeOf('tooManyRequests') });
      }
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, error.message);
        return refuse(reply, status, clientKey(error.code, status));
      }
      if (isDatabaseUnavailable(error)) {
        // A restart or a failover: every request notices; one line in five seconds says so.
        if (Date.now() - faults.databaseAwayLoggedAt > 5_000) {
          faults.databaseAwayLoggedAt = Date.now();
          request.log.warn({ err: error }, 'database unreachable: answering 503 until it is back');
        }
        reply.header('retry-after', '5');
        return refuse(reply, 503, 'databaseUnavailable');
      }
      if (isDeadlock(error) || isSerializationFailure(error)) {
        // PostgreSQL broke a lock wait between two changes at once: this one did nothing.
        request.log.warn({ err: error }, 'transaction broken by a concurrent one: answering 503');
        reply.header('retry-after', '1');
        return refuse(reply, 503, 'databaseBusy');
      }
      if (isStorageFull(error)) {
        faults.storageFullAt = Date.now();
        request.log.error({ err: error }, 'disk full: writes fail until space is freed');
        return refuse(reply, 503, 'storageFull');
      }
      request.log.error({ err: error }, 'unhandled error');
      return refuse(reply, 500, 'serverError');
    });
  },
  { name: 'arena-error-handler' },
);

/** An error answer that no AppError raised (the router, the body parser, the not-found page). */
export function refuse(reply: FastifyReply, status: number, key: TextKey) {
  return reply.status(status).send({ message: catalogue[key], code: codeOf(key) });
}

/** `/company/document` → `company.document`: the field a validation refusal is about. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function clientKey(code: string | undefined, status: number): TextKey {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'invalidJsonBody';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'jsonOnly';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'bodyTooLarge';
    default:
      return status === 404 ? 'notFound' : 'invalidInput';
  }
}
