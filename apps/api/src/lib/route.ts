import type { Endpoint } from '@arena/shared/contract/endpoint';
import { errorAnswer, sessionRefusalAnswer } from '@arena/shared/contract/fields';

import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of an endpoint, as the zod type provider reads it for the handler's types. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['answers'];
};

export type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

const security = [{ bearer: [] }];

/**
 * `limit`: the route's own rate limit per client, in place of the global one (plugins/global-limit.ts
 * reads it in-process, @fastify/rate-limit with Redis).
 */
export type RouteOptions = { limit?: { max: number; windowMs: number } };

/**
 * Registers one endpoint (packages/shared/src/<area>/calls.ts): its method and path, its access rule (read by
 * plugins/auth.ts on every request), and its schemas for validation, the answer's serializer and
 * the OpenAPI document. Every refusal is `{message, code[, field]}` (docs/product.md#errors).
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  const signedIn = endpoint.access !== 'public' && endpoint.access !== 'optional';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      auth: endpoint.access,
      ...(endpoint.roles ? { roles: endpoint.roles } : {}),
      ...(endpoint.beforeTerms ? { beforeTerms: true } : {}),
      ...(options.limit ? { rateLimit: { max: options.limit.max, timeWindow: options.limit.windowMs } } : {}),
    },
    ...(endpoint.upload ? { bodyLimit: endpoint.upload.maxBytes } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      // A token is required from `user` on; `optional` reads one when it comes, so none is declared.
      ...(signedIn ? { security } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: [...endpoint.upload.types] } : {}),
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      // Any call may be refused (a 429 of the global limit at least): every one documents the 4xx,
      // and one that needs a session its 401 codes (docs/product.md#sessions).
      response: { ...endpoint.answers, ...(signedIn ? { 401: sessionRefusalAnswer } : {}), '4xx': errorAnswer },
    },
    handler: handler as RouteHandlerMethod,
  });
}
