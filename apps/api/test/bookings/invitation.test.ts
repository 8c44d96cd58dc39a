import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeManager, type Member, outbox, post, staffToken } from '../flows.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * The calendar invitation (docs/product.md#booking-rules), read by ical.js, the strict parser behind Thunderbird
 * and Nextcloud: a booking sends a REQUEST, a cancellation by the member or by staff a CANCEL of
 * the same event, so it leaves the member's calendar. Today is Monday 2026-11-23, 10:00.
 */
describe('the booking invitation', () => {
  let app: TestApp;
  let ana: Member;

  const book = async (date_initial: string, date_final: string) => {
    const res = await post(
      app,
      '/api/manager/appointment/store',
      { participants: 'Sala 10', date_initial, date_final, isStudio: false },
      ana.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().appointment.id as number;
  };

  /** The last .ics mailed to Ana, parsed: its METHOD and its one event. */
  async function lastInvitation() {
    const mail = (await outbox(app, ana.email)).at(-1);
    const [ics] = JSON.parse(mail?.attachments ?? '[]') as Array<{ content: string; contentType: string }>;
    if (!ics) throw new Error('no invitation attached');
    const calendar = new ICAL.Component(ICAL.parse(ics.content));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    return { calendar, vevent, event, contentType: ics.contentType };
  }

  beforeAll(async () => {
    app = await createTestApp({ MAIL_FROM: 'Arena Cowork <reservas@arena.test>' });
    ana = await activeManager(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a valid REQUEST organised by the sender’s address, for the booked hours', async () => {
    await book('2026-11-24 09:00:00', '2026-11-24 10:00:00');
    const { calendar, vevent, event, contentType } = await lastInvitation();
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(contentType).toContain('method=REQUEST');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:reservas@arena.test');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Arena Cowork');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.summary).toBe('Reserva · Sala 10 · Arena Cowork');
    // 09:00 in São Paulo (UTC-3) is 12:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-24T13:00:00.000Z');
    // The URI scheme is case-insensitive (RFC 3986); ical-generator writes MAILTO for attendees.
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([`mailto:${ana.email}`]);
  });

  it('names the event by the booking’s own UID, random in the domain of PUBLIC_URL, never one another installation could give', async () => {
    const id = await book('2026-11-24 14:00:00', '2026-11-24 15:00:00');
    const { event } = await lastInvitation();
    const stored = await app.db.selectFrom('appointments').select('uid').where('id', '=', id).executeTakeFirstOrThrow();
    expect(event.uid).toBe(stored.uid);
    expect(event.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@app\.arena\.test$/);
    // Another installation, or this one after its database was reset, numbers its bookings from 1
    // again: its first booking's id is the same, its UID is not (issue 21 item 21).
    const other = await createTestApp({ MAIL_FROM: 'Arena Cowork <reservas@arena.test>' });
    try {
      const first = await activeManager(other);
      const res = await post(
        other,
        '/api/manager/appointment/store',
        {
          participants: 'Sala 10',
          date_initial: '2026-11-24 14:00:00',
          date_final: '2026-11-24 15:00:00',
          isStudio: false,
        },
        first.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const theirs = await other.db
        .selectFrom('appointments')
        .select(['id', 'uid'])
        .where('id', '=', res.json().appointment.id)
        .executeTakeFirstOrThrow();
      const ours = await app.db
        .selectFrom('appointments')
        .select(['id', 'uid'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(theirs.id).toBe(ours.id);
      expect(theirs.uid).not.toBe(ours.uid);
    } finally {
      await other.close();
    }
  });

  it('sends a CANCEL of the same event when the member cancels', async () => {
    const id = await book('2026-11-25 09:00:00', '2026-11-25 10:00:00');
    const booked = await lastInvitation();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/cancel-appointment',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: { ui: ana.id, ai: id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await lastInvitation();
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.contentType).toContain('method=CANCEL');
    expect(cancelled.event.uid).toBe(booked.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(booked.event.sequence);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.vevent.getFirstPropertyValue('organizer')).toBe('mailto:reservas@arena.test');
  });

  it('sends a CANCEL of the same event when staff cancel', async () => {
    const id = await book('2026-11-26 09:00:00', '2026-11-26 10:00:00');
    const booked = await lastInvitation();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${id}/cancel`,
      headers: { authorization: `Bearer ${await staffToken(app)}` },
      payload: { reason: 'Manutenção da sala' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await lastInvitation();
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(booked.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(booked.event.sequence);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
