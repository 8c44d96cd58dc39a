import { type CallInput, pathOf, searchOf } from '@arena/shared/contract/endpoint';
import { type EndpointName, type Endpoints, endpoints } from '@arena/shared/contract/endpoints';

import type { z } from 'zod';

/**
 * How a fixture reaches the API. The same steps run in-process through Fastify's `app.inject`
 * (API tests) and over the network through `fetch` (e2e, bench, the smoke script), so they are
 * written once against this one function and each caller brings its adapter.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer as the fixtures read it: `json` is the parsed body, or undefined when it is not JSON. */
export type Answer = { status: number; json: unknown; text: string; headers: Headers };

/** `url` is the path from the server's root, `/api/...`; the adapter adds the origin. */
export type Transport = (
  method: Method,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The part of a Fastify instance the adapter uses, so this package does not import the server. */
export type Injectable = {
  inject(options: { method: Method; url: string; payload?: object; headers?: Record<string, string> }): PromiseLike<{
    statusCode: number;
    body: string;
    headers: Record<string, string | string[] | number | undefined>;
  }>;
};

export function injectTransport(app: Injectable): Transport {
  return async (method, url, body, headers = {}) => {
    const res = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    // Several Set-Cookie headers arrive as an array; Headers keeps each for getSetCookie().
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) {
        answerHeaders.append(name, one);
      }
    }
    return { status: res.statusCode, json: parse(res.body), text: res.body, headers: answerHeaders };
  };
}

/** `origin` is the server's address without a trailing slash, e.g. `http://127.0.0.1:3333`. */
export function fetchTransport(origin: string): Transport {
  return async (method, url, body, headers = {}) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: parse(text), text, headers: res.headers };
  };
}

export function bearer(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * One call that must answer `expected` (200: the seed answers every success with 200, and a
 * failed login with 203, so "any 2xx" would let a refused login through).
 */
export async function send<T = unknown>(
  api: Transport,
  method: Method,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
  expected = 200,
): Promise<{ json: T; answer: Answer }> {
  const answer = await api(method, url, body, headers);
  if (answer.status !== expected) {
    const said = answer.json === undefined ? answer.text : JSON.stringify(answer.json);
    throw new Error(`${method} ${url}: ${answer.status} ${said}`);
  }
  return { json: answer.json as T, answer };
}

/** What a fixture sends to an endpoint: its params, query and body, and headers besides. */
export type CallOptions<N extends EndpointName> = CallInput<Endpoints[N]> & { headers?: Record<string, string> };

/**
 * One call to endpoint `name` (its one definition, packages/shared/src/<area>/calls.ts) that must answer
 * `expected`, its answer typed from the endpoint's schema.
 */
export async function call<N extends EndpointName>(
  api: Transport,
  name: N,
  options: CallOptions<N> = {} as CallOptions<N>,
  expected = 200,
): Promise<{ json: z.output<Endpoints[N]['answers'][200]>; answer: Answer }> {
  const { method, path } = endpoints[name];
  const { params, query, body, headers } = options as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return send(api, method, `/api${pathOf(path, params)}${searchOf(query)}`, body, headers, expected);
}
