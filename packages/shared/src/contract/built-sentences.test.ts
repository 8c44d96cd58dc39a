import { screenWords } from './screen-words.ts';
import { describe, expect, it } from 'vitest';
import { bookingsWords } from '../bookings/words.ts';
import { bookingsStaffWords } from '../bookings/staff-words.ts';
import { roomsStaffWords } from '../rooms/staff-words.ts';
import { plansWords } from '../plans/words.ts';
import { plansStaffWords } from '../plans/staff-words.ts';
import { adminMessages, messages } from './all-words.ts';
import { auditActions, auditFields, auditTargetWords } from '../audit-log/actions.ts';
import { renderEntries, sentenceFaults } from './sentence-faults.ts';

/**
 * Sentences built from values read right for every value (docs/product.md#built-sentences): no
 * article before a room name staff may choose, nothing agreeing with a number of hours.
 */
describe('sentences built from values', () => {
  it('put no article before a room name, whatever its gender', () => {
    for (const text of [
      bookingsWords.roomPicture('Auditório'),
      screenWords.confirmCancelWhich({ room: 'Auditório', when: '24/11 às 10:00' }),
      bookingsStaffWords.agendaRoomTimeline('Auditório'),
      bookingsStaffWords.agendaBooking('Auditório'),
      roomsStaffWords.adminRoomPicture('Auditório'),
      roomsStaffWords.adminRoomConfirmDeactivate('Estúdio B'),
      bookingsStaffWords.agendaConfirmCancel({ name: 'Ana', room: 'Auditório', when: '10:00', delivered: true }),
    ]) {
      expect(text).not.toMatch(/\b(da|na|a|Ela) (Auditório|Estúdio B)\b|\bEla\b/);
    }
  });

  it('never make a word agree with a number of hours', () => {
    for (const hours of ['1', '0,5', '1,5', '10']) {
      const texts = [
        plansWords.usageLine(hours, '10', 'novembro'),
        plansWords.usageNoPlan(hours, 'novembro'),
        plansWords.usageOverage(hours),
        plansWords.planHoursExceeded(hours, 'novembro'),
        plansWords.overageNotice(hours, hours, 'novembro'),
        plansWords.planHoursText(hours),
        plansStaffWords.usageOccupancyOf('Sala 10', '02/11', '40', hours),
      ];
      for (const text of texts) expect(text).not.toMatch(/\bh (usadas|reservadas)\b|\brestam\b|serão cobradas|ocupada/);
    }
    expect(plansWords.usageLine('1', '10', 'novembro')).toBe('Horas usadas em novembro: 1\u00a0h de 10\u00a0h');
  });

  it('quote a reason staff typed without doubling its final stop', () => {
    expect(bookingsStaffWords.agendaClosedDay('Feriado.')).toBe('O espaço está fechado neste dia: Feriado.');
    expect(bookingsStaffWords.agendaClosedDay('Dedetização')).toBe('O espaço está fechado neste dia: Dedetização.');
  });
});

/**
 * The same two faults over every text there is (issue 31): each catalogue entry and audit label is
 * rendered with a free name (`Auditório`), with 1 and with 2 for every value (contract/sentence-faults.ts).
 */
describe('every catalogue text and audit label', () => {
  const rows = [
    ...renderEntries(messages, 'messages.'),
    ...renderEntries(adminMessages, 'adminMessages.'),
    ...renderEntries(auditActions, 'auditActions.'),
    ...renderEntries(auditFields, 'auditFields.'),
    ...renderEntries(auditTargetWords, 'auditTargetWords.'),
  ];

  it('renders each of them', () => {
    expect(rows.length).toBeGreaterThan(900);
    expect(rows.filter((r) => r.error).map((r) => `${r.key}: ${r.error}`)).toEqual([]);
  });

  /** `agendaCountMany` is the plural of a pair (`agendaCount1`, `teamSeatsOne`): the screen picks it for 2 and more. */
  const keys = new Set(rows.map((r) => r.key));
  const pluralOfPair = (key: string) =>
    key.endsWith('Many') && (keys.has(key.replace(/Many$/, 'One')) || keys.has(key.replace(/Many$/, '1')));

  it('put no article before a free name and no count without its real singular', () => {
    const faults = rows.flatMap((r) =>
      sentenceFaults(r)
        .filter((f) => !(f.startsWith('plural after 1') && pluralOfPair(r.key)))
        .map((f) => `${r.key}: ${f}`),
    );
    expect(faults).toEqual([]);
  });

  it('finds each fault when it is planted', () => {
    const planted = renderEntries({
      room: (room: string) => `Cheguei na reserva da ${room}`,
      dates: (n: number) => `Reservas confirmadas: ${n} datas`,
      series: ({ booked }: { booked: number }) => `${booked} reservas confirmadas`,
      excedente: (hours: string) => `${hours}\u00a0h excedente`,
      fine: (n: number) => (n === 1 ? '1 data' : `${n} datas`),
      hours: (hours: string) => `Excedente: ${hours}\u00a0h × R$ 60,00`,
    });
    expect(planted.map((r) => sentenceFaults(r).length)).toEqual([1, 1, 1, 1, 0, 0]);
  });
});
