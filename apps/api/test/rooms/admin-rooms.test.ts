import { commonWords } from '@arena/shared/contract/words';
import { createHash } from 'node:crypto';
import { roomsStaffWords } from '@arena/shared/rooms/staff-words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { usersWords } from '@arena/shared/users/words';

import { ROOM_PICTURE_MAX_BYTES } from '@arena/shared/rules/room-picture';
import type { InjectOptions } from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, post, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { png } from '../png.ts';
import { refused } from '../answers.ts';

/** docs/product.md#back-office: staff create, rename, resize, (de)activate rooms and set their picture. */

// 1×1 pictures saved by Chromium's canvas (toDataURL), colour profile left out; both decode.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgDUm//9k=',
  'base64',
);
const WEBP = Buffer.from(
  'UklGRjYAAABXRUJQVlA4ICoAAACwAQCdASoBAAEAAsBMJaACdLoABdQAAJvxbFIbmf/TSP+NI/40j5TQAAA=',
  'base64',
);

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
type Room = { id: number; name: string; img: string; capacity: number; active: boolean; created_at: string };

describe('staff manage the rooms', () => {
  let app: TestApp;
  let staff: string;
  let staffId: number;
  let manager: Member;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_GLOBAL: '100000/1m' });
    staff = await staffToken(app);
    staffId = (await app.db.selectFrom('users').select('id').where('role', '=', 'staff').executeTakeFirstOrThrow()).id;
    manager = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: InjectOptions['method'], url: string, payload?: object, token = staff) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const upload = (id: number, body: Buffer | string, type = 'image/png', token = staff) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/rooms/${id}/picture`,
      payload: body,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
    });
  const create = async (name: string, capacity = 6, extra: object = {}): Promise<Room> => {
    const res = await call('POST', '/api/admin/rooms', { name, capacity, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().room;
  };
  /** What a member sees in the /room picker. */
  const memberRooms = async () =>
    (await call('GET', '/api/rooms', undefined, manager.token)).json() as Array<{
      id: number;
      value: string;
      img: string;
    }>;
  const book = (room: string, day = '2026-11-24', from = '10:00', to = '11:00') =>
    post(
      app,
      '/api/manager/appointment/store',
      { isStudio: false, participants: room, date_initial: `${day} ${from}:00`, date_final: `${day} ${to}:00` },
      manager.token,
    );
  const auditOf = async (target: string) =>
    (await app.db.selectFrom('audit').selectAll().where('target', '=', target).orderBy('id').execute()).map((a) => ({
      actor_id: a.actor_id,
      action: a.action,
      detail: JSON.parse(a.detail),
    }));

  it('lists every room by name, with capacity and whether it is active', async () => {
    const res = await call('GET', '/api/admin/rooms');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      [
        ['Sala 10', 6],
        ['Sala 20', 8],
        ['Sala 30', 12],
      ].map(([name, capacity]) => ({
        id: expect.any(Number),
        name,
        img: `/rooms/${String(name).toLowerCase().replace(' ', '-')}.svg`,
        capacity,
        active: true,
        created_at: expect.any(String),
      })),
    );
  });

  it('creates a room that members can see and book at once, and records it', async () => {
    const res = await call('POST', '/api/admin/rooms', { name: '  Sala 40  ', capacity: 4 });
    expect(res.statusCode).toBe(200);
    const room: Room = res.json().room;
    expect(res.json()).toEqual({
      message: roomsStaffWords.roomCreated,
      room: {
        id: expect.any(Number),
        name: 'Sala 40',
        img: '/rooms/sala.svg',
        capacity: 4,
        active: true,
        created_at: '2026-11-23T13:00:00.000Z',
      },
    });
    expect(await memberRooms()).toContainEqual({ id: room.id, value: 'Sala 40', img: '/rooms/sala.svg', capacity: 4 });
    expect((await book('Sala 40', '2026-11-24', '08:00', '09:00')).statusCode).toBe(200);
    expect(await auditOf(`room:${room.id}`)).toEqual([
      {
        actor_id: staffId,
        action: 'room.create',
        detail: { before: null, after: { name: 'Sala 40', capacity: 4, active: true } },
      },
    ]);

    // Created inactive: listed for staff, hidden from members.
    const hidden = await create('Sala Reserva', 10, { active: false });
    expect(hidden.active).toBe(false);
    expect((await memberRooms()).map((r) => r.value)).not.toContain('Sala Reserva');
    expect((await call('GET', '/api/admin/rooms')).json()).toContainEqual(hidden);
  });

  it('refuses a name already taken, whatever its case and spaces', async () => {
    for (const name of ['Sala 10', 'sala 10', ' SALA 10 ']) {
      const res = await call('POST', '/api/admin/rooms', { name, capacity: 6 });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ message: roomsStaffWords.roomNameTaken, code: 'ROOM_NAME_TAKEN' });
    }
    const room = await create('Sala Dupla');
    const taken = await call('PATCH', `/api/admin/rooms/${room.id}`, { name: 'sala 20' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: roomsStaffWords.roomNameTaken, code: 'ROOM_NAME_TAKEN' });
    // Its own name in another case is not a clash.
    const recased = await call('PATCH', `/api/admin/rooms/${room.id}`, { name: 'SALA DUPLA' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().room.name).toBe('SALA DUPLA');
  });

  it('keeps the database from holding two names that differ only in case', async () => {
    const now = new Date().toISOString();
    await expect(
      app.db
        .insertInto('rooms')
        .values({ name: 'sala 30', img: '', capacity: 1, active: 1, created_at: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('checks the name and the capacity, in pt-BR', async () => {
    const room = await create('Sala Limites');
    const refusals = [
      [{ name: '', capacity: 6 }, roomsStaffWords.roomNameInvalid],
      [{ name: '    ', capacity: 6 }, roomsStaffWords.roomNameInvalid],
      [{ name: 'x'.repeat(61), capacity: 6 }, roomsStaffWords.roomNameInvalid],
      [{ capacity: 6 }, roomsStaffWords.roomNameInvalid],
      [{ name: 42, capacity: 6 }, roomsStaffWords.roomNameInvalid],
      [{ name: 'Sala X', capacity: 0 }, roomsStaffWords.roomCapacityInvalid],
      [{ name: 'Sala X', capacity: 501 }, roomsStaffWords.roomCapacityInvalid],
      [{ name: 'Sala X', capacity: 2.5 }, roomsStaffWords.roomCapacityInvalid],
      [{ name: 'Sala X', capacity: '6' }, roomsStaffWords.roomCapacityInvalid],
      [{ name: 'Sala X' }, roomsStaffWords.roomCapacityInvalid],
      [{ name: 'Sala X', capacity: 6, active: 'false' }, commonWords.invalidInput],
    ] as const;
    const fieldOf = (message: string) =>
      message === roomsStaffWords.roomNameInvalid
        ? 'name'
        : message === roomsStaffWords.roomCapacityInvalid
          ? 'capacity'
          : 'active';
    for (const [body, message] of refusals) {
      const res = await call('POST', '/api/admin/rooms', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(refused('INVALID_INPUT', message, fieldOf(message)));
      const { name: _n, ...patch } = body as Record<string, unknown>;
      // The same rules on PATCH, for the fields sent.
      if ('capacity' in patch && message === roomsStaffWords.roomCapacityInvalid) {
        const p = await call('PATCH', `/api/admin/rooms/${room.id}`, { capacity: patch.capacity });
        expect(p.statusCode).toBe(400);
        expect(p.json()).toEqual({ message: message, code: 'INVALID_INPUT', field: 'capacity' });
      }
    }
    for (const name of ['', ' ', 'x'.repeat(61)]) {
      const p = await call('PATCH', `/api/admin/rooms/${room.id}`, { name });
      expect(p.json()).toEqual({ message: roomsStaffWords.roomNameInvalid, code: 'INVALID_INPUT', field: 'name' });
    }
    expect((await create('x'.repeat(60), 1)).name).toHaveLength(60);
    expect((await create('Auditório', 500)).capacity).toBe(500);
    const edge = await call('PATCH', `/api/admin/rooms/${room.id}`, { capacity: 1 });
    expect(edge.json().room.capacity).toBe(1);
  });

  it('answers 404 in pt-BR for a room that does not exist', async () => {
    for (const res of [
      await call('PATCH', '/api/admin/rooms/999999', { capacity: 3 }),
      await upload(999999, png(1, 1)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: bookingsWords.roomNotFound, code: 'ROOM_NOT_FOUND' });
    }
  });

  it('renames a room and keeps its bookings', async () => {
    const room = await create('Sala Antiga', 6);
    const booked = await book('Sala Antiga');
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await call('PATCH', `/api/admin/rooms/${room.id}`, { name: 'Sala Nova', capacity: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: roomsStaffWords.roomUpdated,
      room: { ...room, name: 'Sala Nova', capacity: 9 },
    });

    const list = await post(app, '/api/manager/appointment/list', { participants: 'Sala Nova' }, manager.token);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: booked.json().appointment.id, participants: 'Sala Nova', mine: true }),
    ]);
    const old = await post(app, '/api/manager/appointment/list', { participants: 'Sala Antiga' }, manager.token);
    expect(old.statusCode).toBe(404);
    expect(await auditOf(`room:${room.id}`)).toContainEqual({
      actor_id: staffId,
      action: 'room.update',
      detail: { before: { name: 'Sala Antiga', capacity: 6 }, after: { name: 'Sala Nova', capacity: 9 } },
    });
  });

  it('deactivates a room: gone from /rooms, not bookable, history kept; reactivating brings it back', async () => {
    const room = await create('Sala Pausa');
    const booked = await book('Sala Pausa', '2026-11-25');
    expect(booked.statusCode, booked.body).toBe(200);

    const off = await call('PATCH', `/api/admin/rooms/${room.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().room.active).toBe(false);
    expect((await memberRooms()).map((r) => r.id)).not.toContain(room.id);
    const refused = await book('Sala Pausa', '2026-11-26');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: bookingsWords.roomNotFound, code: 'ROOM_NOT_FOUND' });
    // Its appointment is still there, not cancelled, for the staff's agenda and the audit.
    const kept = await app.db
      .selectFrom('appointments')
      .select(['id', 'cancelled_at'])
      .where('room_id', '=', room.id)
      .execute();
    expect(kept).toEqual([{ id: booked.json().appointment.id, cancelled_at: null }]);
    const all = (await call('GET', '/api/admin/rooms')).json() as Room[];
    expect(all.find((r) => r.id === room.id)).toMatchObject({ name: 'Sala Pausa', active: false });

    const on = await call('PATCH', `/api/admin/rooms/${room.id}`, { active: true });
    expect(on.json().room.active).toBe(true);
    expect((await memberRooms()).map((r) => r.id)).toContain(room.id);
    expect((await book('Sala Pausa', '2026-11-26')).statusCode).toBe(200);

    const audit = await auditOf(`room:${room.id}`);
    expect(audit.slice(1)).toEqual([
      { actor_id: staffId, action: 'room.update', detail: { before: { active: true }, after: { active: false } } },
      { actor_id: staffId, action: 'room.update', detail: { before: { active: false }, after: { active: true } } },
    ]);
  });

  it('records nothing when a save changes nothing', async () => {
    const room = await create('Sala Igual', 5);
    const res = await call('PATCH', `/api/admin/rooms/${room.id}`, { name: 'Sala Igual', capacity: 5, active: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().room).toEqual(room);
    expect((await call('PATCH', `/api/admin/rooms/${room.id}`, {})).statusCode).toBe(200);
    expect((await auditOf(`room:${room.id}`)).map((a) => a.action)).toEqual(['room.create']);
  });

  it('stores a PNG picture, serves it to anyone and caches each version for good', async () => {
    const room = await create('Sala Foto');
    const image = png(4, 3);
    const hash = sha256(image);
    const res = await upload(room.id, image);
    expect(res.statusCode, res.body).toBe(200);
    const img = `/api/rooms/${room.id}/picture?v=${hash.slice(0, 12)}`;
    expect(res.json()).toEqual({ message: roomsStaffWords.roomPictureSaved, room: { ...room, img } });
    expect(await memberRooms()).toContainEqual({ id: room.id, value: 'Sala Foto', img, capacity: 6 });

    // No bearer: an <img> cannot send one.
    const served = await app.inject({ method: 'GET', url: img });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      etag: `"${hash}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    for (const url of [`/api/rooms/${room.id}/picture`, `/api/rooms/${room.id}/picture?v=000000000000`]) {
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
    }
    for (const tag of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`, '*']) {
      const again = await app.inject({ method: 'GET', url: img, headers: { 'if-none-match': tag } });
      expect(again.statusCode, tag).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(`"${hash}"`);
    }
    const stale = await app.inject({ method: 'GET', url: img, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);

    expect(await auditOf(`room:${room.id}`)).toContainEqual({
      actor_id: staffId,
      action: 'room.picture',
      detail: { before: { img: '/rooms/sala.svg' }, after: { img, content_type: 'image/png', bytes: image.length } },
    });
  });

  it('takes JPEG and WebP too, by their bytes, and a new picture gets a new address', async () => {
    const room = await create('Sala Formatos');
    for (const [image, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      // Declared as PNG but a WebP inside: what is stored and served is what the bytes are.
      [WEBP, 'image/png'],
    ] as const) {
      const res = await upload(room.id, image, type);
      expect(res.statusCode, res.body).toBe(200);
      const served = await app.inject({ method: 'GET', url: res.json().room.img });
      expect(served.headers['content-type']).toBe(image === JPEG ? 'image/jpeg' : 'image/webp');
      expect(served.rawPayload.equals(image)).toBe(true);
    }
    const before = (await upload(room.id, JPEG, 'image/jpeg')).json().room.img;
    const after = (await upload(room.id, png(2, 2), 'image/png')).json().room.img;
    expect(after).not.toBe(before);
    // The old address now names a version that is not current: still answered, not cached.
    expect((await app.inject({ method: 'GET', url: before })).headers['cache-control']).toBe('no-cache');
    const rows = await app.db.selectFrom('room_pictures').select('room_id').where('room_id', '=', room.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses files that are not PNG, JPEG or WebP, whatever they claim', async () => {
    const room = await create('Sala Recusa');
    const cases: Array<[string, Buffer | string, string]> = [
      ['a text file renamed .png', 'isto não é uma imagem', 'image/png'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/jpeg'],
      ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/webp'],
      ['an empty body', '', 'image/png'],
      ['a GIF declared as such', Buffer.from('GIF89a', 'latin1'), 'image/gif'],
      ['JSON', '{"img":"x"}', 'application/json'],
      ['text', 'abc', 'text/plain'],
      ['a form', 'a=1', 'application/x-www-form-urlencoded'],
      ['multipart', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x'],
    ];
    for (const [what, body, type] of cases) {
      const res = await upload(room.id, body, type);
      expect(res.statusCode, what).toBe(415);
      expect(res.json(), what).toEqual({ message: roomsStaffWords.roomPictureType, code: 'ROOM_PICTURE_TYPE' });
    }
    const none = await app.inject({
      method: 'PUT',
      url: `/api/admin/rooms/${room.id}/picture`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(none.statusCode).toBe(415);
    expect(none.json()).toEqual({ message: roomsStaffWords.roomPictureType, code: 'ROOM_PICTURE_TYPE' });
    expect(await app.db.selectFrom('room_pictures').select('room_id').where('room_id', '=', room.id).execute()).toEqual(
      [],
    );
    expect((await auditOf(`room:${room.id}`)).map((a) => a.action)).toEqual(['room.create']);
  });

  it('takes a picture of exactly 2 MiB and refuses one byte more with 413', async () => {
    const room = await create('Sala Grande');
    const exact = Buffer.alloc(ROOM_PICTURE_MAX_BYTES, 7);
    png(1, 1).copy(exact);
    expect((await upload(room.id, exact)).statusCode).toBe(200);
    const tooBig = Buffer.concat([exact, Buffer.from([0])]);
    const res = await upload(room.id, tooBig);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: roomsStaffWords.roomPictureTooBig, code: 'ROOM_PICTURE_TOO_BIG' });
    const stored = await app.db
      .selectFrom('room_pictures')
      .select('data')
      .where('room_id', '=', room.id)
      .executeTakeFirst();
    expect(stored?.data.length).toBe(ROOM_PICTURE_MAX_BYTES);
  });

  it('answers 404 in pt-BR when a room has no picture', async () => {
    const room = await create('Sala Sem Foto');
    for (const url of [`/api/rooms/${room.id}/picture`, '/api/rooms/999999/picture']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: roomsStaffWords.roomPictureMissing, code: 'ROOM_PICTURE_MISSING' });
    }
  });

  it('lets only staff change rooms, and refuses an upload before reading it', async () => {
    const room = await create('Sala Fechada');
    for (const [token, status, answer] of [
      [manager.token, 403, refused('STAFF_ONLY', usersWords.staffOnly)],
      ['', 401, refused('UNAUTHENTICATED', usersWords.unauthenticated)],
    ] as const) {
      for (const res of [
        await call('GET', '/api/admin/rooms', undefined, token),
        await call('POST', '/api/admin/rooms', { name: 'Intrusa', capacity: 2 }, token),
        await call('PATCH', `/api/admin/rooms/${room.id}`, { active: false }, token),
        await upload(room.id, png(1, 1), 'image/png', token),
        // Even past the size limit, the answer is about who is asking.
        await upload(room.id, Buffer.alloc(ROOM_PICTURE_MAX_BYTES + 10), 'image/png', token),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual(answer);
      }
    }
    const after = ((await call('GET', '/api/admin/rooms')).json() as Room[]).find((r) => r.id === room.id);
    expect(after).toEqual(room);
  });
  it('gives the check-in QR code of a room, opening /checkin/<room code> on PUBLIC_URL, to print', async () => {
    const room = await create('Sala do QR');
    const res = await call('GET', `/api/admin/rooms/${room.id}/checkin-qr`);
    expect(res.statusCode, res.body).toBe(200);
    const url = `${app.config.PUBLIC_URL.replace(/\/$/, '')}/checkin/${room.id}`;
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    expect(res.json()).toEqual({
      room: { id: room.id, name: 'Sala do QR' },
      url,
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    });
    // Renamed, the room keeps its code: a printed QR stays good.
    await call('PATCH', `/api/admin/rooms/${room.id}`, { name: 'Sala do QR Nova' });
    expect((await call('GET', `/api/admin/rooms/${room.id}/checkin-qr`)).json()).toMatchObject({
      room: { name: 'Sala do QR Nova' },
      url,
    });
    const missing = await call('GET', '/api/admin/rooms/999999/checkin-qr');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refused('ROOM_NOT_FOUND', bookingsWords.roomNotFound));
    const member = await call('GET', `/api/admin/rooms/${room.id}/checkin-qr`, undefined, manager.token);
    expect(member.statusCode).toBe(403);
  });
});
