import { errorWords } from '@arena/shared/contract/error-words';
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, outbox, post, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * The member's calendar feed (docs/product.md#my-bookings), read by ical.js, a strict parser: a private
 * address with no login, the same UIDs as the e-mailed invitations, bookings from 30 days back,
 * cheap polling (ETag, Last-Modified), a reset that kills the old address, and no feed for a
 * member who may no longer book. Today is Monday 2026-11-23, 10:00 in São Paulo.
 */
describe('the calendar feed', () => {
  let app: TestApp;
  let ana: Member;
  let bia: Member;

  const as = (who: Member) => ({ authorization: `Bearer ${who.token}` });
  const address = async (who: Member) => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me/calendar', headers: as(who) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { url: string }).url;
  };
  /** The feed as a calendar app fetches it: the address alone, no token. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: new URL(url).pathname, headers });
  const events = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const book = async (who: Member, participants: string, date_initial: string, date_final: string) => {
    const res = await post(
      app,
      '/api/manager/appointment/store',
      { participants, date_initial, date_final, isStudio: false },
      who.token,
    );
    if (res.statusCode !== 200) throw new Error(`book: ${res.statusCode} ${res.body}`);
    return res.json().appointment.id as number;
  };
  /**
   * A booking written straight to the table, as the booking rules refuse the past, with a UID as
   * bookings made before UIDs were random carry (migration 20261126140000_booking_uid).
   */
  const pastBooking = async (who: Member, start: string, end: string) => {
    const room = await app.db.selectFrom('rooms').select('id').where('name', '=', 'Sala 30').executeTakeFirstOrThrow();
    const uid = `appointment-${start.replace(/\D/g, '')}@arena-cowork`;
    await app.db
      .insertInto('appointments')
      .values({
        room_id: room.id,
        user_id: who.id,
        date_initial: start,
        date_final: end,
        uid,
        created_at: '2026-10-01T12:00:00.000Z',
      })
      .execute();
    return uid;
  };
  /** The UID a booking keeps (the invitations' and the feed's). */
  const uidOf = async (id: number) =>
    (await app.db.selectFrom('appointments').select('uid').where('id', '=', id).executeTakeFirstOrThrow()).uid;

  beforeAll(async () => {
    app = await createTestApp({ MAIL_FROM: 'Arena Cowork <reservas@arena.test>' });
    ana = await activeManager(app);
    bia = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives each member one private address, the same on every ask', async () => {
    const url = await address(ana);
    expect(url).toMatch(/^https:\/\/app\.arena\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await address(ana)).toBe(url);
    expect(await address(bia)).not.toBe(url);
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/me/calendar' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves the member’s bookings from 30 days back, with the invitations’ UIDs, to anyone holding the address', async () => {
    await book(ana, 'Sala 10', '2026-11-24 09:00:00', '2026-11-24 10:00:00');
    const mail = (await outbox(app, ana.email)).at(-1);
    const [invite] = JSON.parse(mail?.attachments ?? '[]') as Array<{ content: string }>;
    const invitedUid = events(invite?.content ?? '')[0]?.uid;
    const recent = await pastBooking(ana, '2026-10-24 09:00:00', '2026-10-24 10:00:00');
    await pastBooking(ana, '2026-10-23 09:00:00', '2026-10-23 10:00:00');
    const cancelled = await book(ana, 'Sala 20', '2026-11-25 09:00:00', '2026-11-25 10:00:00');
    await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: as(ana),
      payload: { ui: ana.id, ai: cancelled },
    });
    await book(bia, 'Sala 10', '2026-11-24 10:00:00', '2026-11-24 11:00:00');

    const res = await fetchFeed(await address(ana));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const found = events(res.body);
    // 2026-10-24 is 30 days back; the 23rd is not; neither the cancelled booking nor Bia's. The
    // new booking's UID is its invitation's: random, in the domain of PUBLIC_URL.
    expect(invitedUid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@app\.arena\.test$/);
    expect(found.map((e) => e.uid)).toEqual([recent, invitedUid]);
    expect(found[1]?.summary).toBe('Reserva · Sala 10 · Arena Cowork');
    expect(found[1]?.location).toBe('Arena Cowork - Sala 10');
    // 09:00 in São Paulo (UTC-3) is 12:00 UTC.
    expect(found[1]?.startDate.toJSDate().toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(found[1]?.endDate.toJSDate().toISOString()).toBe('2026-11-24T13:00:00.000Z');
    // A published calendar, not an invitation: no METHOD, no attendees.
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(found[1]?.attendees).toEqual([]);
  });

  it('answers 304 to a poll with the same ETag or a Last-Modified not older, and 200 once a booking changes', async () => {
    const url = await address(ana);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const same = await fetchFeed(url, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect((await fetchFeed(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const before = new Date(new Date(lastModified).getTime() - 1000).toUTCString();
    expect((await fetchFeed(url, { 'if-modified-since': before })).statusCode).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110).
    expect((await fetchFeed(url, { 'if-none-match': '"outro"', 'if-modified-since': lastModified })).statusCode).toBe(
      200,
    );

    app.clock.advance(60_000);
    const id = await book(ana, 'Sala 20', '2026-11-26 14:00:00', '2026-11-26 15:00:00');
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(events(changed.body).map((e) => e.uid)).toContain(await uidOf(id));
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));

    // A cancellation changes the feed too, and moves Last-Modified on.
    app.clock.advance(60_000);
    const cancel = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: as(ana),
      payload: { ui: ana.id, ai: id },
    });
    expect(cancel.statusCode).toBe(200);
    const afterCancel = await fetchFeed(url, { 'if-modified-since': String(changed.headers['last-modified']) });
    expect(afterCancel.statusCode).toBe(200);
    expect(events(afterCancel.body).map((e) => e.uid)).not.toContain(await uidOf(id));
  });

  it('gives a new address on reset, and the old one then answers 404', async () => {
    const old = await address(ana);
    const res = await app.inject({ method: 'POST', url: '/api/users/me/calendar/reset', headers: as(ana) });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = (res.json() as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect(await address(ana)).toBe(fresh);
    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: errorWords.notFound, code: 'NOT_FOUND' });
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it('answers 404 to an address never given, of any shape', async () => {
    for (const path of ['/api/calendar/nao-existe.ics', `/api/calendar/${'a'.repeat(43)}.ics`, '/api/calendar/.ics']) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });

  it('stops the feed of a suspended member, and of a removed one', async () => {
    const cid = await activeManager(app);
    const url = await address(cid);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const suspend = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${cid.id}`,
      headers: { authorization: `Bearer ${await staffToken(app)}` },
      payload: { status: 'Inativo' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);

    const url2 = await address(bia);
    expect((await fetchFeed(url2)).statusCode).toBe(200);
    await app.db.deleteFrom('users').where('id', '=', bia.id).execute();
    expect((await fetchFeed(url2)).statusCode).toBe(404);
    const left = await app.db.selectFrom('calendar_feeds').select('user_id').where('user_id', '=', bia.id).execute();
    expect(left).toEqual([]);
  });

  it('finds a feed by the SHA-256 of its secret, the key of a unique index', async () => {
    const url = await address(ana);
    const secret = /calendar\/([^.]+)\.ics$/.exec(url)?.[1] ?? '';
    const row = await app.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
  });
});
