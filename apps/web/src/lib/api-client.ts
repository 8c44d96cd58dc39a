import { type CallInput, pathOf, searchOf } from '@arena/shared/contract/endpoint';
import type { EndpointName, Endpoints } from '@arena/shared/contract/endpoints';
import { codeOf, type MessageKey } from '@arena/shared/contract/error-codes';
import { commonWords } from '@arena/shared/contract/words';

import { waitMessage } from '@arena/shared/rules/wait';
import type { z } from 'zod';
import { headOf } from './api-heads';
import { takeEarly } from './early-calls';
import { sessionStore } from './session';

/** The API base comes from build config (docs/product.md#shape), so a split deployment still works. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/**
 * A refused call: the server's pt-BR words to show, and its stable `code` to decide on
 * (docs/product.md#api: screens branch on the code, never on the words).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = '',
    /** The field a validation refusal (`INVALID_INPUT`) is about, as the request named it. */
    readonly field?: string,
    /** A 429's `Retry-After`, in seconds, when it came with one. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** Whether the server refused with the message of catalogue key `key`. */
  is(key: MessageKey): boolean {
    return this.code === codeOf(key);
  }
}

/** An endpoint's answers, told apart by status (the seed's 203 beside the 200 where it has one). */
export type ApiAnswer<E extends Endpoints[EndpointName]> = {
  [S in keyof E['answers'] & number]: { status: S; data: z.output<E['answers'][S]> };
}[keyof E['answers'] & number];

/** The 200 answer of endpoint `N`. */
export type AnswerOf<N extends EndpointName> = z.output<Endpoints[N]['answers'][200]>;
/** What endpoint `N` is sent: its params, query and body. */
export type InputOf<N extends EndpointName> = CallInput<Endpoints[N]>;

/** A file sent as a call's whole body (a room's picture, a bank statement), with its content type. */
export type Upload = { bytes: Blob | ArrayBuffer; contentType: string };

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  file?: Upload;
  /** `file`: the answer is a file (a CSV) and comes back as a Blob with the name the server gives it. */
  answer?: 'json' | 'file';
};

/** The endpoints whose body is a file (`upload` in their definition). */
type UploadName = { [N in EndpointName]: Endpoints[N] extends { upload: object } ? N : never }[EndpointName];
/** The endpoints that answer a file (`produces` in their definition). */
type FileName = { [N in EndpointName]: Endpoints[N] extends { produces: string } ? N : never }[EndpointName];

/** The address of a call, as its endpoint's path with the params and query filled in. */
export function urlOf<N extends EndpointName>(name: N, input: Partial<InputOf<N>> = {}): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `${API_BASE}${pathOf(headOf(name).path, params)}${searchOf(query)}`;
}

/**
 * Calls endpoint `N` (packages/shared/src/<area>/calls.ts) with the stored bearer token: the answer is typed
 * from its schemas, with its status (200, or the seed's 203 where it has one).
 */
export async function call<N extends EndpointName>(
  name: N,
  ...[input]: Record<string, never> extends InputOf<N> ? [InputOf<N>?] : [InputOf<N>]
): Promise<ApiAnswer<Endpoints[N]>> {
  const { body } = (input ?? {}) as { body?: unknown };
  return (await requestOf(name, input, { body })) as ApiAnswer<Endpoints[N]>;
}

/** Calls endpoint `name` with `input`'s params and query filled into its path. */
function requestOf(name: EndpointName, input: unknown, options: Omit<Options, 'method'>) {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const { method, path } = headOf(name);
  return request(`${pathOf(path, params)}${searchOf(query)}`, { method, ...options });
}

/**
 * Calls endpoint `N` whose body is a file: `file.bytes` sent as they are, with `file.contentType`
 * (one of the endpoint's `upload.types`); the answer, refusals and session as for `call`.
 */
export async function send<N extends UploadName>(
  name: N,
  file: Upload,
  ...[input]: Record<string, never> extends InputOf<N> ? [InputOf<N>?] : [InputOf<N>]
): Promise<ApiAnswer<Endpoints[N]>> {
  return (await requestOf(name, input, { file })) as ApiAnswer<Endpoints[N]>;
}

/**
 * Fetches endpoint `N`'s file (a CSV) and hands it to the browser as a download, named as the
 * server names it (its Content-Disposition) or `fallbackName`. A plain link cannot carry the
 * bearer token, so the file is fetched and saved from memory; refusals and session as for `call`.
 */
export async function download<N extends FileName>(
  name: N,
  fallbackName: string,
  ...[input]: Record<string, never> extends InputOf<N> ? [InputOf<N>?] : [InputOf<N>]
): Promise<void> {
  const { data } = await requestOf(name, input, { answer: 'file' });
  const file = data as { blob: Blob; name: string | undefined };
  saveFile(file.blob, file.name ?? fallbackName);
}

/** Hands `blob` to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Calls the API with the stored bearer token. 2xx answers (the seed's 203 included) come back
 * with their status; anything else throws an ApiError carrying the server's pt-BR message.
 * A 401 to a call made with a token means the server ended the session: it is cleared as expired,
 * which sends the person back to the login page with a word on why (SAIR clears it after that).
 */
async function request(
  path: string,
  { method = 'GET', body, file, answer = 'json' }: Options,
): Promise<{ status: number; data: unknown }> {
  const token = sessionStore.get()?.token;
  const contentType = file ? file.contentType : body !== undefined ? 'application/json' : undefined;
  // A read the page itself started before this script ran (lib/early-calls.ts) is taken as this call's.
  const early =
    method === 'GET' && token && !file && body === undefined ? takeEarly(`${API_BASE}${path}`, token) : undefined;
  let res: Response;
  try {
    res = await (early ??
      fetch(`${API_BASE}${path}`, {
        method,
        credentials: 'include',
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: file ? file.bytes : body !== undefined ? JSON.stringify(body) : undefined,
      }));
  } catch {
    // Offline, the words say that nothing was done (docs/product.md#offline).
    throw new ApiError(0, navigator.onLine === false ? commonWords.offlineNothingDone : commonWords.networkError);
  }
  if (res.ok && answer === 'file') {
    const blob = await res.blob().catch(() => undefined);
    if (!blob) throw new ApiError(0, commonWords.networkError);
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    return { status: res.status, data: { blob, name } };
  }
  // A 2xx whose body never arrived whole (the page navigated away mid-answer, the network
  // dropped) is a failed call, not an empty answer: taken as `{}` it once overwrote the stored
  // session with a user without name or status, and the next screen refused an active manager.
  const parsed: unknown = await res.json().catch(() => undefined);
  if (res.ok && parsed === undefined) throw new ApiError(0, commonWords.networkError);
  const data = (parsed ?? {}) as { message?: string; code?: string; field?: string };
  if (res.ok) return { status: res.status, data };
  const error = new ApiError(
    res.status,
    data?.message || commonWords.serverError,
    data?.code ?? '',
    data?.field,
    secondsOf(res.headers.get('retry-after')),
  );
  if (res.status === 401 && token) {
    sessionStore.expire(error.code);
    sessionEnded.add(error);
  } else if (res.status === 401 && sessionStore.ended()) {
    // A call the screen still made after the session ended (Reservar asks the plan's hours first,
    // then books): the login page has said why; this refusal adds nothing, above all no
    // "expirou" of its own in a modal.
    sessionEnded.add(error);
  }
  // A new version of the terms came into force while the session was open (docs/product.md#terms):
  // the inner screens give way to the terms screen.
  if (res.status === 403 && token && error.code === codeOf('termsPending')) sessionStore.setTermsPending(true);
  throw error;
}

/** Refusals that ended the session: the login page says so, once, so no screen repeats it. */
const sessionEnded = new WeakSet<ApiError>();

/**
 * The message to show for a failed call: the server's words, or the caller's fallback; empty for
 * a call whose refusal ended the session (the login page says that once, docs/product.md#statuses-and-levels), which
 * the modal then does not show.
 */
export function errorMessage(error: unknown, fallback: string = commonWords.serverError): string {
  if (error instanceof ApiError && sessionEnded.has(error)) return '';
  if (error instanceof ApiError && error.status === 429 && error.retryAfter !== undefined) {
    return waitMessage(error.retryAfter);
  }
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** `Retry-After` as whole seconds (the server sends seconds, never a date). */
function secondsOf(header: string | null): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
