import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './time.ts';

// The wall clock is read through Intl's formatter for speed (bench/checks.ts); date-fns with the
// zone, as it was read before, is the reference it must agree with to the second.
const reference = (instant: Date, zone: string) => format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd HH:mm:ss');
const ZONES = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha', 'America/Rio_Branco', 'UTC'];

describe('the wall clock of an instant in the space time zone', () => {
  it('agrees with date-fns every 7 minutes across the last daylight-saving changes of São Paulo', () => {
    // Summer time began on 2018-11-04 00:00 and ended on 2019-02-17 00:00 (local).
    for (const [from, to] of [
      [Date.UTC(2018, 10, 3), Date.UTC(2018, 10, 6)],
      [Date.UTC(2019, 1, 16), Date.UTC(2019, 1, 19)],
    ] as const) {
      for (let t = from; t < to; t += 7 * 60_000 + 13_000) {
        for (const zone of ZONES) expect(localDateTime(new Date(t), zone)).toBe(reference(new Date(t), zone));
      }
    }
  });

  it('agrees with date-fns on instants spread over 1990–2060, midnights and year ends included', () => {
    const instants = [
      Date.UTC(2026, 11, 31, 23, 59, 59),
      Date.UTC(2027, 0, 1, 2, 59, 59),
      Date.UTC(2027, 0, 1, 3, 0, 0),
    ];
    for (let t = Date.UTC(1990, 0, 1, 1, 2, 3); t < Date.UTC(2060, 0, 1); t += 86_400_000 * 37 + 3_671_000)
      instants.push(t);
    for (const t of instants) {
      for (const zone of ZONES) expect(localDateTime(new Date(t), zone)).toBe(reference(new Date(t), zone));
    }
    expect(localDate(new Date(Date.UTC(2027, 0, 1, 2, 59, 59)), 'America/Sao_Paulo')).toBe('2026-12-31');
    expect(localDateTime(new Date(Date.UTC(2027, 0, 1, 3, 0, 0)), 'America/Sao_Paulo')).toBe('2027-01-01 00:00:00');
  });
});
