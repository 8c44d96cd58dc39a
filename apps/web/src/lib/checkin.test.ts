import type { MyAppointment } from '@arena/shared/bookings/schemas';
import { describe, expect, it } from 'vitest';
import { checkinOpen } from './checkin';
import type { PublicConfig } from './use-config';

const config = { today: '2026-03-02', timezone: 'America/Sao_Paulo', checkin_minutes: 15 } as PublicConfig;
const booking = { id: 1, date_initial: '2026-03-02 11:00:00', checked_in_at: null } as MyAppointment;
/** `HH:MM` on 2026-03-02 in São Paulo. */
const at = (time: string) => new Date(`2026-03-02T${time}:00-03:00`);

describe('checkinOpen (docs/product.md#checkin)', () => {
  it('opens 10 minutes before the start and closes CHECKIN_MINUTES after', () => {
    expect(checkinOpen(booking, config, at('10:49'))).toBe(false);
    expect(checkinOpen(booking, config, at('10:50'))).toBe(true);
    expect(checkinOpen(booking, config, at('11:14'))).toBe(true);
    expect(checkinOpen(booking, config, at('11:15'))).toBe(false);
  });

  it('stays shut with check-in off, on another day, or once checked in', () => {
    expect(checkinOpen(booking, { ...config, checkin_minutes: 0 }, at('11:00'))).toBe(false);
    expect(checkinOpen(booking, { ...config, checkin_minutes: undefined }, at('11:00'))).toBe(false);
    expect(checkinOpen({ ...booking, date_initial: '2026-03-03 11:00:00' }, config, at('11:00'))).toBe(false);
    expect(checkinOpen({ ...booking, checked_in_at: '2026-03-02T13:55:00.000Z' }, config, at('11:00'))).toBe(false);
  });
});
