import { screenWords } from './screen-words.ts';
import { describe, expect, it } from 'vitest';
import { bookingsWords } from '../bookings/words.ts';
import { bookingsStaffWords } from '../bookings/staff-words.ts';
import { roomsStaffWords } from '../rooms/staff-words.ts';
import { plansWords } from '../plans/words.ts';
import { plansStaffWords } from '../plans/staff-words.ts';

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
