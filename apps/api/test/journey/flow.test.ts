import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, lastLinkToken, login, outbox, post, register, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';

/** The whole journey by plain HTTP calls, on whichever database runs. */
describe('the whole member journey', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers, is approved, books, is refused a conflict, cancels, builds a team, recovers and logs out', async () => {
    const email = 'ana@empresa.test';
    const id = await register(app, email, 'senha123');

    const pending = await post(app, '/api/session', { email, password: 'senha123' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().user).toMatchObject({
      status: 'Pendente',
      level: 2,
      name: 'Ana',
      qtt_team: 0,
      role: 'member',
    });
    const refused = await post(
      app,
      '/api/manager/appointment/store',
      {
        participants: 'Sala 10',
        date_initial: '2026-11-24 09:00:00',
        date_final: '2026-11-24 10:00:00',
        isStudio: false,
      },
      pending.json().token,
    );
    expect(refused.statusCode).toBe(403);

    const staffMails = await outbox(app, 'financeiro@arena.test');
    expect(staffMails.some((m) => m.subject.includes('Novo cadastro'))).toBe(true);

    const staff = await staffToken(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/users?status=Pendente',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(list.json().map((u: { email: string }) => u.email)).toContain(email);
    expect(list.json()[0].company).toMatchObject({ document: '11222333000181', name: 'Empresa Teste' });
    await approve(app, id, { qtd_team: 1 });
    expect((await outbox(app, email)).some((m) => m.subject.includes('liberado'))).toBe(true);

    const token = await login(app, email, 'senha123');
    const booking = {
      participants: 'Sala 10',
      date_initial: '2026-11-24 09:00:00',
      date_final: '2026-11-24 10:00:00',
      isStudio: false,
    };
    const booked = await post(app, '/api/manager/appointment/store', booking, token);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().message).toBe('Agendamento efetuado com sucesso!');
    const confirmation = (await outbox(app, email)).at(-1);
    expect(confirmation?.attachments).toContain('BEGIN:VCALENDAR');

    const clash = await post(
      app,
      '/api/manager/appointment/store',
      { ...booking, date_initial: '2026-11-24 09:30:00', date_final: '2026-11-24 10:30:00' },
      token,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Este horário já está reservado. Escolha outro horário.');

    const listed = await post(app, '/api/manager/appointment/list', { participants: 'Sala 10' }, token);
    expect(listed.json()).toEqual([
      {
        id: booked.json().appointment.id,
        user_id: id,
        participants: 'Sala 10',
        date_initial: '2026-11-24 09:00:00',
        date_final: '2026-11-24 10:00:00',
        mine: true,
        overage: false,
      },
    ]);
    const cancel = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: { authorization: `Bearer ${token}` },
      payload: { ui: id, ai: booked.json().appointment.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe('Cancelamento efetuado com sucesso');
    expect((await post(app, '/api/manager/appointment/list', { participants: 'Sala 10' }, token)).json()).toEqual([]);

    const invite = await post(
      app,
      '/api/team',
      { name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '(21) 98765-4321' },
      token,
    );
    expect(invite.statusCode).toBe(200);
    expect(invite.json().message).toBe('Usuário cadastrado com sucesso');
    const full = await post(
      app,
      '/api/team',
      { name: 'Carla', email: 'carla@empresa.test', phone: '(21) 98765-4321' },
      token,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Não há posições livres no seu plano.');
    const inviteToken = await lastLinkToken(app, 'bruno@empresa.test');
    const set = await post(app, '/api/reset-pass', {
      token: inviteToken,
      password: 'bruno123',
      confirm_password: 'bruno123',
      terms_version: TERMS_TEXT_DATE,
    });
    expect(set.statusCode).toBe(200);
    const bruno = await post(app, '/api/session', { email: 'bruno@empresa.test', password: 'bruno123' });
    expect(bruno.json().user).toMatchObject({ level: 1, status: 'Ativo', name: 'Bruno Lima' });

    expect((await post(app, '/api/recovery-pass', { email })).statusCode).toBe(200);
    const recovery = await lastLinkToken(app, email);
    expect(
      (
        await post(app, '/api/reset-pass', {
          token: recovery,
          password: 'nova1234',
          confirm_password: 'nova1234',
          terms_version: TERMS_TEXT_DATE,
        })
      ).statusCode,
    ).toBe(200);
    const old = await app.inject({ method: 'GET', url: '/api/team', headers: { authorization: `Bearer ${token}` } });
    expect(old.statusCode).toBe(401);
    // The old session is told why it ended, not that it expired (docs/product.md#sessions).
    expect(old.json()).toMatchObject({ code: 'SESSION_PASSWORD_CHANGED' });
    expect((await post(app, '/api/session', { email, password: 'senha123' })).statusCode).toBe(203);
    const fresh = await login(app, email, 'nova1234');

    const out = await app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/team', headers: { authorization: `Bearer ${fresh}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Você saiu da sua conta. Entre novamente.', code: 'SESSION_LOGGED_OUT' });
  });
});
