import { errorCodeFor } from '@arena/shared/error-code-for';
import { messages } from '@arena/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/**
 * One error handler (style.md): every error answer is `{message, code}` — the pt-BR words and a
 * stable code the web branches on (product.md §3); client mistakes get 4xx with what to fix;
 * anything else is logged whole and answered with a generic 500.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  // Whatever path an error answer takes (this handler, the not-found page, a framework
  // refusal), it leaves with its code.
  app.addHook('preSerialization', (_request, reply, payload: unknown, done) => {
    const answer = payload as { message?: unknown; code?: unknown } | null;
    if (
      reply.statusCode < 400 ||
      !answer ||
      typeof answer !== 'object' ||
      typeof answer.message !== 'string' ||
      typeof answer.code === 'string'
    ) {
      done(null, payload);
      return;
    }
    done(null, { ...answer, code: errorCodeFor(answer.message, reply.statusCode) });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const code = error.code ?? errorCodeFor(error.message, error.statusCode);
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message, code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      // A body that is not even an object gets the generic message; a field gets its own words.
      const atRoot = !issue || issue.instancePath === '/';
      const message =
        issue?.message && !(atRoot && issue.keyword === 'invalid_type') ? issue.message : messages.invalidInput;
      return reply.status(400).send({ message });
    }
    const status = error.statusCode ?? 500;
    // @fastify/rate-limit has already set Retry-After on the reply (product.md §3).
    if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      return reply.status(status).send({ message: clientMessage(error.code, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.serverError });
  });
});

function clientMessage(code: string | undefined, status: number): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.invalidJsonBody;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messages.jsonOnly;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.bodyTooLarge;
    default:
      return status === 404 ? messages.notFound : messages.invalidInput;
  }
}
