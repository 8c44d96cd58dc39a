import { codeOf } from '@arena/shared/contract/error-codes';
import { messages } from '@arena/shared/contract/all-words';

import { setupServer } from 'msw/node';

/**
 * The one stand-in for the API in web tests (MSW): each test declares the answers it needs with
 * `server.use(http.get('/api/…', …))`; a call nobody declared fails the test (setup.ts).
 */
export const server = setupServer();

export type SentRequest = {
  method: string;
  /** Without the `/api` base, with the query string: `/admin/users?q=ana`. */
  url: string;
  body: Promise<unknown>;
};

let sent: SentRequest[] = [];

server.events.on('request:start', ({ request }) => {
  const { pathname, search } = new URL(request.url);
  const json = request.headers.get('content-type')?.startsWith('application/json') ?? false;
  sent.push({
    method: request.method,
    url: `${pathname.replace(/^\/api/, '')}${search}`,
    // Read from a copy now, before the handler takes the body; only JSON bodies are parsed.
    body: json ? request.clone().json() : Promise.resolve(undefined),
  });
});

/** Forgets the calls of the test before (setup.ts). */
export function forgetRequests() {
  sent = [];
}

/** Every call the app made in this test, in order, as `METHOD /path?query`. */
export function sentRequests(): string[] {
  return sent.map((r) => `${r.method} ${r.url}`);
}

/** The URLs (with `/api`) the app asked for, in order. */
export function sentUrls(): string[] {
  return sent.map((r) => `/api${r.url}`);
}

/** The JSON bodies sent to `METHOD /path`, in order. */
export async function sentBodies(key: string): Promise<unknown[]> {
  // MSW reports a call a few ticks after fetch starts: let those ticks pass before looking.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return Promise.all(sent.filter((r) => `${r.method} ${r.url}` === key).map((r) => r.body));
}

/** An error answer as the API sends it: the catalogue's words and their stable code. */
export function refusal(
  key: 'resetTokenInvalid' | 'inviteUsed' | 'registrationExpired' | 'registrationOutOfOrder' | 'emailConfirmInvalid',
) {
  return { message: messages[key], code: codeOf(key) };
}
