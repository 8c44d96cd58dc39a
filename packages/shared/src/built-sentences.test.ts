import { describe, expect, it } from 'vitest';
import { adminMessages } from './admin-messages.ts';
import { messages } from './messages.ts';

/**
 * Sentences built from values read right for every value (docs/product.md#built-sentences): no
 * article before a room name staff may choose, nothing agreeing with a number of hours.
 */
describe('sentences built from values', () => {
  it('put no article before a room name, whatever its gender', () => {
    for (const text of [
      messages.roomPicture('Auditório'),
      messages.confirmCancelWhich({ room: 'Auditório', when: '24/11 às 10:00' }),
      adminMessages.agendaRoomTimeline('Auditório'),
      adminMessages.agendaBooking('Auditório'),
      adminMessages.adminRoomPicture('Auditório'),
      adminMessages.adminRoomConfirmDeactivate('Estúdio B'),
      adminMessages.agendaConfirmCancel({ name: 'Ana', room: 'Auditório', when: '10:00', delivered: true }),
    ]) {
      expect(text).not.toMatch(/\b(da|na|a|Ela) (Auditório|Estúdio B)\b|\bEla\b/);
    }
  });

  it('never make a word agree with a number of hours', () => {
    for (const hours of ['1', '0,5', '1,5', '10']) {
      const texts = [
        messages.usageLine(hours, '10', 'novembro'),
        messages.usageNoPlan(hours, 'novembro'),
        messages.usageOverage(hours),
        messages.planHoursExceeded(hours, 'novembro'),
        messages.overageNotice(hours, hours, 'novembro'),
        messages.planHoursText(hours),
        adminMessages.usageOccupancyOf('Sala 10', '02/11', '40', hours),
      ];
      for (const text of texts) expect(text).not.toMatch(/\bh (usadas|reservadas)\b|\brestam\b|serão cobradas|ocupada/);
    }
    expect(messages.usageLine('1', '10', 'novembro')).toBe('Horas usadas em novembro: 1\u00a0h de 10\u00a0h');
  });

  it('quote a reason staff typed without doubling its final stop', () => {
    expect(adminMessages.agendaClosedDay('Feriado.')).toBe('O espaço está fechado neste dia: Feriado.');
    expect(adminMessages.agendaClosedDay('Dedetização')).toBe('O espaço está fechado neste dia: Dedetização.');
  });
});
