import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { messages } from '@arena/shared/messages';
import { ApiError, call, errorMessage } from './api-client';
import { sessionStore } from './session';

describe('the API client', () => {
  beforeEach(() => {
    sessionStore.save('token-de-teste', {
      id: 1,
      name: 'Ana',
      lastname: 'Souza',
      level: 2,
      status: 'Ativo',
      phone: '11912345678',
      email: 'ana@empresa.test',
      plan: null,
      qtt_team: 0,
      role: 'member',
      holder: true,
      terms_pending: false,
      email_confirmed: true,
    });
  });

  it('fails a 200 whose body never arrived whole, and leaves the stored session as it was', async () => {
    server.use(http.get('/api/users/me', () => new HttpResponse('{"id":1,"na', { status: 200 })));
    await expect(call('getMe')).rejects.toBeInstanceOf(ApiError);
    // As GET /users/me refreshes the stored session (features/home/api/get-me.ts).
    await expect(call('getMe').then(({ data }) => sessionStore.update(data))).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toMatchObject({ name: 'Ana', status: 'Ativo', level: 2 });
  });

  it('carries the code of an error answer', async () => {
    const refusal = { message: 'Não.', code: 'NOPE', field: 'email' };
    server.use(http.get('/api/team', () => HttpResponse.json(refusal, { status: 409 })));
    await expect(call('getTeam')).rejects.toMatchObject({ status: 409, ...refusal });
  });

  it('fills the path and the query of a call from its endpoint', async () => {
    let asked = '';
    server.use(
      http.get('/api/admin/users/:id', ({ request }) => {
        asked = request.url;
        return HttpResponse.json({});
      }),
    );
    await call('getMember', { params: { id: 7 } });
    expect(new URL(asked).pathname).toBe('/api/admin/users/7');
    server.use(
      http.get('/api/admin/outbox', ({ request }) => {
        asked = request.url;
        return HttpResponse.json([]);
      }),
    );
    await call('listOutbox', { query: { limit: 30, before: undefined } });
    expect(new URL(asked).search).toBe('?limit=30');
  });

  it('words a 429 from its Retry-After, or in the server’s words without one', () => {
    // Without a Retry-After, the server's own words.
    expect(errorMessage(new ApiError(429, messages.tooManyRequests, 'TOO_MANY_REQUESTS'))).toBe(
      messages.tooManyRequests,
    );
    expect(errorMessage(new ApiError(429, messages.tooManyRequests, 'TOO_MANY_REQUESTS', undefined, 120))).toBe(
      'Muitas tentativas. Aguarde 2 minutos e tente novamente.',
    );
  });
});
