import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ptBR } from 'date-fns/locale';
import { createEvent } from 'ics';
import { instantOf } from '../../lib/time.ts';
import type { Attachment } from '../../plugins/mail.ts';

/** "segunda-feira, 23 de novembro de 2026, das 08:00 às 09:00" */
export function describeWhen(start: string, end: string, timeZone: string): string {
  const day = format(new TZDate(instantOf(start, timeZone).getTime(), timeZone), "EEEE, d 'de' MMMM 'de' yyyy", {
    locale: ptBR,
  });
  return `${day}, das ${start.slice(11, 16)} às ${end.slice(11, 16)}`;
}

/** The calendar invitation sent with a booking confirmation (product.md §4). */
export function invitation(
  a: { id: number; room: string; start: string; end: string; email: string },
  timeZone: string,
  publicUrl: string,
): Attachment {
  const { error, value } = createEvent({
    uid: `appointment-${a.id}@arena-cowork`,
    productId: 'arena-cowork/app',
    method: 'PUBLISH',
    title: `Reserva da ${a.room} - Arena Cowork`,
    description: `Reserva da ${a.room} no Arena Cowork.`,
    location: `Arena Cowork - ${a.room}`,
    url: publicUrl,
    start: instantOf(a.start, timeZone).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instantOf(a.end, timeZone).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    organizer: { name: 'Arena Cowork' },
  });
  if (error || !value) throw error ?? new Error('ics: empty invitation');
  return { filename: 'reserva.ics', content: value, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}
