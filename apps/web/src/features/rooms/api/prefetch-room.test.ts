import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-provider';
import { sessionStore } from '../../../lib/session';
import { manager as user } from '../../../test/inner-screen';
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
      return new Response(JSON.stringify(url === '/api/rooms' ? rooms : []), { status: 200 });
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
  it('asks for the screen’s settings, then the starting room’s bookings and the pictures', async () => {
    sessionStore.save('token', user);
    prefetchRoom();
    await vi.waitFor(() => expect(calls).toHaveLength(6));
    expect(calls.sort()).toEqual(
      [
        'GET /api/closed-days',
        'GET /api/config',
        'GET /api/hours/disabled/1',
        'GET /api/hours/disabled/2',
        'GET /api/rooms',
        'POST /api/manager/appointment/list {"participants":"Sala 10"}',
      ].sort(),
    );
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
