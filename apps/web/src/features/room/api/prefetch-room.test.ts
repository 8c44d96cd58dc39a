import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-provider';
import { sessionStore } from '../../../lib/session';
import { manager as user } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { prefetchRoom } from './prefetch-room';

const rooms = [
  { id: 2, value: 'Sala 20', img: '/rooms/sala-20.svg' },
  { id: 1, value: 'Sala 10', img: '/rooms/sala-10.svg' },
];

let calls: string[];
let pictures: string[];

beforeEach(() => {
  calls = [];
  pictures = [];
  queryClient.clear();
  // Every call the screen makes, written `METHOD /api/path {body}`: the rooms, and empty lists.
  server.use(
    http.all('/api/*', async ({ request }) => {
      const body = await request.text();
      calls.push(`${request.method} ${new URL(request.url).pathname}${body ? ` ${body}` : ''}`);
      return HttpResponse.json(new URL(request.url).pathname === '/api/rooms' ? rooms : []);
    }),
  );
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        pictures.push(value);
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('prefetchRoom', () => {
  it('asks for the screen’s settings, then the pictures, and no bookings before a day is chosen', async () => {
    sessionStore.save('token', user);
    prefetchRoom();
    await vi.waitFor(() => expect(pictures).toHaveLength(2));
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    // The slots are computed from /config: no /hours/disabled call (issue 20 item 4). The plan
    // hours, the screen's largest text, and the overdue block (docs/product.md#overdue) go out with the rest.
    expect(calls.sort()).toEqual([
      'GET /api/closed-days',
      'GET /api/config',
      'GET /api/rooms',
      'GET /api/users/me/booking-block',
      'GET /api/users/me/usage',
    ]);
    expect(pictures).toEqual(['/rooms/sala-20.svg', '/rooms/sala-10.svg']);
    // The screen then finds its answers in the cache instead of asking again.
    expect(queryClient.getQueryData(['rooms'])).toEqual(rooms);
  });

  it('asks for nothing for someone the screen is not for', async () => {
    sessionStore.save('token', { ...user, level: 1 });
    prefetchRoom();
    sessionStore.save('token', { ...user, status: 'Pendente' });
    prefetchRoom();
    sessionStore.clear();
    prefetchRoom();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });
});
