import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manager } from '../test/fixtures';
import { server } from '../test/server';
import { call } from './api-client';
import { EARLY_FOR_MS, earlyScript } from './early-calls';
import { sessionStore } from './session';

const user = manager;

const rooms = [{ value: 'Sala 10', label: 'Sala 10', img: '/rooms/sala-10.svg' }];

/** The page's script, run as the browser runs it: before the app, from the page's head. */
const runPage = (urls: string[]) => new Function(earlyScript(urls))();

/** Each request the server saw, by path, with the token it carried. */
let seen: { path: string; authorization: string | null }[];

describe('the calls a page starts itself (decision 039)', () => {
  beforeEach(() => {
    seen = [];
    server.use(
      http.get('/api/rooms', ({ request }) => {
        seen.push({ path: '/api/rooms', authorization: request.headers.get('authorization') });
        return HttpResponse.json(rooms);
      }),
      http.get('/api/users/me/booking-block', ({ request }) => {
        seen.push({ path: '/api/users/me/booking-block', authorization: request.headers.get('authorization') });
        return HttpResponse.json({ message: 'Sua sessão expirou.', code: 'SESSION_EXPIRED' }, { status: 401 });
      }),
    );
    sessionStore.save('token-da-ana', user);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>).__arenaEarly;
  });

  it("asks once with the stored token, and the app's first call takes that answer", async () => {
    runPage(['/api/rooms']);
    await expect(call('listRooms')).resolves.toMatchObject({ status: 200, data: rooms });
    expect(seen).toEqual([{ path: '/api/rooms', authorization: 'Bearer token-da-ana' }]);
    // Taken once: the next call asks the server.
    await call('listRooms');
    expect(seen).toHaveLength(2);
  });

  it('hands a refusal to the call as its own: a session the server ended ends here too', async () => {
    runPage(['/api/users/me/booking-block']);
    await expect(call('getBookingBlock')).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(sessionStore.get()).toBeNull();
  });

  it('starts nothing without a session, or while new terms wait to be accepted', () => {
    sessionStore.clear();
    runPage(['/api/rooms']);
    sessionStore.save('token-da-ana', { ...user, terms_pending: true });
    runPage(['/api/rooms']);
    expect(seen).toEqual([]);
  });

  it("leaves another session's answers, and answers older than EARLY_FOR_MS, to the server", async () => {
    runPage(['/api/rooms']);
    sessionStore.save('token-do-bruno', { ...user, id: 2, name: 'Bruno' });
    await call('listRooms');
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer token-da-ana', 'Bearer token-do-bruno']);

    sessionStore.save('token-da-ana', user);
    runPage(['/api/rooms']);
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_FOR_MS + 1);
    await call('listRooms');
    expect(seen).toHaveLength(4);
  });

  it('does not throw, and leaves no unhandled failure, when the network is down', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    server.use(http.get('/api/rooms', () => HttpResponse.error()));
    runPage(['/api/rooms']);
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(call('listRooms')).rejects.toMatchObject({ status: 0 });
  });
});
