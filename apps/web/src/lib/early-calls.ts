/**
 * The calls a page starts by itself, before its entry script has downloaded
 * (docs/decisions/039-calls-started-by-the-page.md). For a screen listed with `calls` in
 * app/first-paint.ts, the build writes `earlyScript` into dist/first-paint.json and the server puts it
 * in that screen's page, allowed by its hash in the page's CSP. It reads the stored session and asks
 * for each address with the session's token; `takeEarly` then hands each answer to the app's first
 * call of that address, which reads it as it would its own (lib/api-client.ts).
 */

/** Where the session is kept in local storage (lib/session.ts). */
export const SESSION_KEY = 'arena.session';

/** The page's answers, under this name on `window`. */
const GLOBAL = '__arenaEarly';

/**
 * An answer older than this is not taken: a call made later (the member stayed on another screen)
 * asks the server again rather than read what was true when the page loaded.
 */
export const EARLY_FOR_MS = 15_000;

type Early = { token: string; at: number; calls: Record<string, Promise<Response> | undefined> };

/**
 * The page's script for `urls` (GETs without input, as the app's calls ask for them). It does
 * nothing without a stored token, or while new terms wait to be accepted (the terms screen comes
 * first and asks for none of these). A refusal (a session the server ended) is read by the app's
 * call as its own. Each answer's failure is marked as handled, so a call the app never makes
 * leaves no error in the console.
 */
export function earlyScript(urls: readonly string[]): string {
  return (
    `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)})||"null");` +
    `if(!s||!s.token||s.terms_pending)return;var h={authorization:"Bearer "+s.token},c={};` +
    `${JSON.stringify(urls)}.forEach(function(u){c[u]=fetch(u,{credentials:"include",headers:h});c[u].catch(function(){})});` +
    `window.${GLOBAL}={token:s.token,at:performance.now(),calls:c}}catch(e){}})()`
  );
}

/**
 * The page's answer for a GET of `url` made with `token`, once: the first call takes it, any later
 * one asks the server. Undefined when the page started none, for another session, or too long ago.
 */
export function takeEarly(url: string, token: string): Promise<Response> | undefined {
  const early = (window as unknown as Record<string, Early | undefined>)[GLOBAL];
  if (!early || early.token !== token || performance.now() - early.at > EARLY_FOR_MS) return undefined;
  const answer = early.calls[url];
  early.calls[url] = undefined;
  return answer;
}
