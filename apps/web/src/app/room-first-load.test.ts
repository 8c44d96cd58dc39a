import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { queryClient } from '../lib/query-provider';
import { sessionStore } from '../lib/session';
import { manager } from '../test/fixtures';
import { server } from '../test/server';

/**
 * A page opened on /room draws its screen once its five reads are in (or after
 * FIRST_READS_WAIT_MS), so the first render has its data
 * (docs/decisions/041-room-first-render-with-its-reads.md); reaching /room from another screen
 * does not wait for them.
 */
describe("/room's first load", () => {
  let answered: string[];
  let hold: Promise<void>;
  let release: () => void;

  beforeEach(() => {
    answered = [];
    hold = new Promise((r) => (release = r));
    queryClient.clear();
    sessionStore.save('token', manager);
    // Every read waits until the test lets it go, then answers: the rooms list, empty objects else.
    server.use(
      http.get('/api/*', async ({ request }) => {
        await hold;
        const path = new URL(request.url).pathname;
        answered.push(path);
        return HttpResponse.json(path === '/api/rooms' ? [] : {});
      }),
    );
    vi.resetModules();
  });
  afterEach(() => {
    release();
    document.getElementById('root')?.remove();
    sessionStore.clear();
    window.history.replaceState(null, '', '/');
  });

  /**
   * The app's router, made afresh as the page at `path` would make it, its screens' code already at
   * hand; with the server's frame in `#root` unless `frame` is false (the service worker's page).
   */
  async function openAt(path: string, frame = true) {
    await Promise.all([import('./inner-layout'), import('../features/room/routes/room')]);
    const root = document.createElement('div');
    root.id = 'root';
    if (frame) root.innerHTML = '<div class="inner-shell"><h1>Reservar sala</h1></div>';
    document.body.append(root);
    window.history.replaceState(null, '', path);
    return (await import('./router')).router;
  }

  it('opening on /room: the router is ready only once the reads have answered', async () => {
    const router = await openAt(paths.room);
    await delay(500);
    // The screen's code was at hand; its reads are held.
    expect(router.state.initialized).toBe(false);
    release();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(answered.sort()).toEqual([
      '/api/closed-days',
      '/api/config',
      '/api/rooms',
      '/api/users/me/booking-block',
      '/api/users/me/usage',
    ]);
    expect(router.state.location.pathname).toBe(paths.room);
  });

  it('opening on /room with reads that never answer: the screen is drawn after the wait', async () => {
    const { FIRST_READS_WAIT_MS } = await import('./router');
    vi.resetModules();
    const started = Date.now();
    const router = await openAt(paths.room);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: FIRST_READS_WAIT_MS + 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_READS_WAIT_MS - 50);
    expect(answered).toEqual([]);
  });

  it('opening on /room from the service worker (no frame) or offline: no wait', async () => {
    const { FIRST_READS_WAIT_MS } = await import('./router');
    vi.resetModules();
    let opened = Date.now();
    let router = await openAt(paths.room, false);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(Date.now() - opened).toBeLessThan(FIRST_READS_WAIT_MS / 2);
    document.getElementById('root')?.remove();
    vi.resetModules();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      opened = Date.now();
      router = await openAt(paths.room);
      await vi.waitFor(() => expect(router.state.initialized).toBe(true));
      expect(Date.now() - opened).toBeLessThan(FIRST_READS_WAIT_MS / 2);
    } finally {
      vi.restoreAllMocks();
    }
    expect(answered).toEqual([]);
  });

  it('coming from another screen: /room is shown without waiting for its reads', async () => {
    const router = await openAt(paths.contact);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const { FIRST_READS_WAIT_MS } = await import('./router');
    const asked = Date.now();
    await router.navigate(paths.room);
    expect(Date.now() - asked).toBeLessThan(FIRST_READS_WAIT_MS / 2);
    expect(router.state.location.pathname).toBe(paths.room);
    expect(router.state.navigation.state).toBe('idle');
    expect(answered).toEqual([]);
  });
});
