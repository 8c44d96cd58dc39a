import { commonWords } from '@arena/shared/contract/words';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { ApiError, call, download, errorMessage, send } from './api-client';
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
    expect(errorMessage(new ApiError(429, commonWords.tooManyRequests, 'TOO_MANY_REQUESTS'))).toBe(
      commonWords.tooManyRequests,
    );
    expect(errorMessage(new ApiError(429, commonWords.tooManyRequests, 'TOO_MANY_REQUESTS', undefined, 120))).toBe(
      'Muitas tentativas. Aguarde 2 minutos e tente novamente.',
    );
  });

  it('sends a file as the body with its content type and the token, and ends the session on a 401', async () => {
    let got = { type: '', auth: '', bytes: 0 };
    server.use(
      http.put('/api/admin/rooms/:id/picture', async ({ request }) => {
        got = {
          type: request.headers.get('content-type') ?? '',
          auth: request.headers.get('authorization') ?? '',
          bytes: (await request.arrayBuffer()).byteLength,
        };
        return HttpResponse.json({ message: 'Imagem salva.', room: {} });
      }),
    );
    const answer = await send(
      'uploadRoomPicture',
      { bytes: new Uint8Array(5).buffer, contentType: 'image/png' },
      {
        params: { id: 3 },
      },
    );
    expect(answer.data.message).toBe('Imagem salva.');
    expect(got).toEqual({ type: 'image/png', auth: 'Bearer token-de-teste', bytes: 5 });
    server.use(
      http.post('/api/admin/statements', () =>
        HttpResponse.json({ message: 'Sessão expirada.', code: 'SESSION_EXPIRED' }, { status: 401 }),
      ),
    );
    const ofx = { bytes: new Uint8Array(1).buffer, contentType: 'application/x-ofx' };
    await expect(send('importStatement', ofx)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
  });

  it('saves a file answer under the name the server gives, or the fallback', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:arquivo');
    URL.revokeObjectURL = vi.fn();
    let asked = '';
    server.use(
      http.get('/api/admin/reports/usage.csv', ({ request }) => {
        asked = new URL(request.url).search;
        return new HttpResponse('conta;horas', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="uso-salas-2026-11.csv"',
          },
        });
      }),
      http.get(
        '/api/admin/reports/invoices.csv',
        () => new HttpResponse('a;b', { headers: { 'content-type': 'text/csv' } }),
      ),
    );
    await download('getUsageCsv', 'uso-2026-11.csv', { query: { month: '2026-11' } });
    await download('getInvoicesCsv', 'faturas-2026-11.csv', { query: { month: '2026-11' } });
    expect(asked).toBe('?month=2026-11');
    expect(saved).toEqual(['uso-salas-2026-11.csv', 'faturas-2026-11.csv']);
    click.mockRestore();
  });
});
