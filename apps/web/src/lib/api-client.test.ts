import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { api, ApiError } from './api-client';
import { sessionStore } from './session';

describe('the API client', () => {
  beforeEach(() => {
    sessionStore.save('token-de-teste', {
      id: 1,
      name: 'Ana',
      level: 2,
      status: 'Ativo',
      phone: '11912345678',
      email: 'ana@empresa.test',
      plan: null,
      qtt_team: 0,
      role: 'member',
    });
  });

  it('fails a 200 whose body never arrived whole, and leaves the stored session as it was', async () => {
    server.use(http.get('/api/users/me', () => new HttpResponse('{"id":1,"na', { status: 200 })));
    await expect(api('/users/me')).rejects.toBeInstanceOf(ApiError);
    // As GET /users/me refreshes the stored session (features/home/api/get-me.ts).
    await expect(api('/users/me').then(({ data }) => sessionStore.update(data as never))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(sessionStore.get()).toMatchObject({ name: 'Ana', status: 'Ativo', level: 2 });
  });

  it('carries the code of an error answer', async () => {
    server.use(http.get('/api/x', () => HttpResponse.json({ message: 'Não.', code: 'NOPE' }, { status: 409 })));
    await expect(api('/x')).rejects.toMatchObject({ status: 409, message: 'Não.', code: 'NOPE' });
  });
});
