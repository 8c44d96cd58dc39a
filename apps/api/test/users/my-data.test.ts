import { randomUUID } from 'node:crypto';
import { usersWords } from '@arena/shared/users/words';
import { privacyWords } from '@arena/shared/privacy/words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, login, type Member, post, register, uniqueEmail, VALID_CPF } from '../flows.ts';
import { createTestApp, MONDAY_10AM, type TestApp } from '../helpers.ts';

/**
 * _Meus dados_ (docs/product.md#my-data): GET /users/me/data holds everything about the caller
 * and nothing about anyone else; POST /users/me/sessions/end-others ends every other session.
 */
describe('my data', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;

  async function member(prefix: string, document?: string): Promise<Member> {
    const email = uniqueEmail(prefix);
    const id = await register(app, email, 'senha123', document);
    await approve(app, id);
    return { id, email, password: 'senha123', token: await login(app, email, 'senha123') };
  }

  async function book(userId: number, start: string, end: string) {
    const room = await app.db.selectFrom('rooms').select('id').where('name', '=', 'Sala 20').executeTakeFirstOrThrow();
    const row = await app.db
      .insertInto('appointments')
      .values({
        room_id: room.id,
        user_id: userId,
        date_initial: start,
        date_final: end,
        uid: randomUUID(),
        created_at: MONDAY_10AM,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const getData = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/me/data', headers: { authorization: `Bearer ${token}` } });
  const endOthers = (token: string) => post(app, '/api/users/me/sessions/end-others', {}, token);
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    app = await createTestApp();
    ana = await member('ana');
    bia = await member('bia', VALID_CPF);
  });
  afterAll(async () => {
    await app.close();
  });

  it('downloads everything held about the caller, and nothing about anyone else', async () => {
    const anaBooking = await book(ana.id, '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    const biaBooking = await book(bia.id, '2026-11-24 11:00:00', '2026-11-24 12:00:00');
    const contact = (m: Member, message: string) =>
      post(app, '/api/contact', { name: 'Pessoa', email: m.email, subject: 'Financeiro', message }, m.token);
    expect((await contact(ana, 'Pergunta da Ana sobre a fatura')).statusCode).toBe(200);
    expect((await contact(bia, 'Pergunta da Bia sobre a sala')).statusCode).toBe(200);
    await app.background.idle();

    const res = await getData(ana.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados.json"');
    const data = res.json();

    expect(data.user).toMatchObject({ id: ana.id, email: ana.email, status: 'Ativo', plan: 'Arena Dedicada' });
    expect(data.company).toMatchObject({ name: expect.any(String), document: expect.any(String) });
    expect(data.bookings.map((b: { id: number }) => b.id)).toEqual([anaBooking]);
    expect(data.requests.map((r: { message: string }) => r.message)).toEqual(['Pergunta da Ana sobre a fatura']);
    // The approval e-mail, by subject and date.
    expect(data.emails.length).toBeGreaterThan(0);
    for (const mail of data.emails) expect(mail.recipient).toBe(ana.email);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.devices.length).toBeGreaterThan(0);
    // Staff approving the registration is an audit entry about the person, with what changed.
    expect(data.audit).toContainEqual(
      expect.objectContaining({ action: 'user.update', target: `user:${ana.id}`, detail: expect.any(Object) }),
    );

    // No secret: no password or token hash, no session token.
    const text = res.body;
    for (const secret of ['password', 'hash', 'token']) expect(text).not.toContain(secret);
    const [anaRow] = await app.db.selectFrom('users').select('password_hash').where('id', '=', ana.id).execute();
    expect(text).not.toContain(anaRow?.password_hash);
    expect(text).not.toContain(ana.token);

    // Nothing of Bia's: her e-mail, document, booking, request, mails, sessions, audit entries.
    expect(text).not.toContain(bia.email);
    expect(text).not.toContain(VALID_CPF.replace(/\D/g, ''));
    expect(text).not.toContain('Pergunta da Bia');
    expect(text).not.toContain(`user:${bia.id}`);
    expect(data.bookings.map((b: { id: number }) => b.id)).not.toContain(biaBooking);
    const biaSessions = await app.db.selectFrom('sessions').select('id').where('user_id', '=', bia.id).execute();
    const anaSessionIds = data.sessions.map((s: { id: number }) => s.id);
    for (const s of biaSessions) expect(anaSessionIds).not.toContain(s.id);
    const biaMails = await app.db.selectFrom('outbox').select('id').where('recipient', '=', bia.email).execute();
    expect(biaMails.length).toBeGreaterThan(0);
    const anaMailIds = data.emails.map((m: { id: number }) => m.id);
    for (const m of biaMails) expect(anaMailIds).not.toContain(m.id);

    // And Bia's own file holds her booking and request, not Ana's.
    const hers = (await getData(bia.token)).json();
    expect(hers.user.id).toBe(bia.id);
    expect(hers.bookings.map((b: { id: number }) => b.id)).toEqual([biaBooking]);
    expect(JSON.stringify(hers)).not.toContain(ana.email);

    const anonymous = await app.inject({ method: 'GET', url: '/api/users/me/data' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: usersWords.unauthenticated, code: 'UNAUTHENTICATED' });
  });

  it("ends every other session of the caller, keeping this one and nobody else's", async () => {
    const phone = await login(app, ana.email, ana.password);
    const laptop = await login(app, ana.email, ana.password);
    const biaElsewhere = await login(app, bia.email, bia.password);

    const res = await endOthers(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Pronto: 2 outros dispositivos foram desconectados.', ended: 2 });

    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(ana.token)).statusCode).toBe(401);
    expect((await me(bia.token)).statusCode).toBe(200);
    expect((await me(biaElsewhere)).statusCode).toBe(200);

    // Nothing left to end; the export shows the ended sessions as revoked.
    expect((await endOthers(laptop)).json()).toEqual({
      message: 'Nenhum outro dispositivo estava conectado.',
      ended: 0,
    });
    const sessions = (await getData(laptop)).json().sessions as Array<{ revoked_at: string | null }>;
    expect(sessions.filter((s) => s.revoked_at === null)).toHaveLength(1);
    expect(sessions.filter((s) => s.revoked_at !== null)).toHaveLength(2);
    ana.token = laptop;

    expect((await post(app, '/api/users/me/sessions/end-others', {})).statusCode).toBe(401);
  });

  it('counts as connected only the sessions still live: one unused for 14 days is neither listed live nor ended again', async () => {
    const carla = await member('carla');
    const old = await login(app, carla.email, carla.password);
    try {
      app.clock.advance(15 * 24 * 60 * 60 * 1000);
      const phone = await login(app, carla.email, carla.password);
      const laptop = await login(app, carla.email, carla.password);
      expect((await me(old)).statusCode).toBe(401);
      const sessions = (await getData(laptop)).json().sessions as Array<{ revoked_at: string | null; live: boolean }>;
      // carla.token and `old` were signed in 15 days ago and never used since: ended by time, not revoked.
      expect(sessions.filter((s) => s.revoked_at === null)).toHaveLength(4);
      expect(sessions.filter((s) => s.live)).toHaveLength(2);
      expect((await endOthers(laptop)).json()).toEqual({
        message: 'Pronto: 1 outro dispositivo foi desconectado.',
        ended: 1,
      });
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(laptop)).statusCode).toBe(200);
    } finally {
      app.clock.set(MONDAY_10AM);
    }
  });

  it('files one privacy request, due in 15 days, that staff see and are e-mailed', async () => {
    // Monday 2026-11-23, 10:00 in São Paulo: due on 2026-12-08.
    const ask = () => post(app, '/api/users/me/deletion-request', {}, bia.token);
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: privacyWords.deletionRequested('08/12/2026') });
    // Asking again while it is open files nothing new.
    const again = await Promise.all(Array.from({ length: 3 }, ask));
    for (const r of again) expect(r.json()).toEqual({ message: privacyWords.deletionRequested('08/12/2026') });

    const staff = await login(app, 'staff@arena.test', 'staff123');
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/requests?type=privacy',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(list.statusCode).toBe(200);
    const mine = (list.json() as Array<{ user_id: number }>).filter((r) => r.user_id === bia.id);
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'privacy',
        status: 'open',
        email: bia.email,
        subject: privacyWords.deletionRequestSubject,
        message: privacyWords.deletionRequestMessage('08/12/2026'),
      }),
    ]);
    await app.background.idle();
    const mails = await app.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('recipient', '=', 'financeiro@arena.test')
      .execute();
    const notice = mails.find((m) => m.subject === 'Pedido de exclusão de dados (LGPD)');
    expect(notice?.text).toContain(bia.email);
    expect(notice?.text).not.toContain(VALID_CPF.replace(/\D/g, ''));

    // The request is part of the person's data.
    const data = (await getData(bia.token)).json();
    expect(data.requests.map((r: { subject: string }) => r.subject)).toContain(privacyWords.deletionRequestSubject);
    expect((await post(app, '/api/users/me/deletion-request', {})).statusCode).toBe(401);
  });
});
