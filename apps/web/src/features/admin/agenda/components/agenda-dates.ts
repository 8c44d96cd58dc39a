import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/**
 * Days of the agenda and the closed days, pt-BR. The API's `YYYY-MM-DD` is a day of the space;
 * here it becomes the browser's local midnight, which is what date-fns and the calendar read.
 */
export function toLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function toIsoDate(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** `segunda-feira, 23 de novembro de 2026` */
export function formatLongDay(date: string): string {
  return format(toLocalDate(date), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** `25/12/2026` */
export function formatShortDay(date: string): string {
  return format(toLocalDate(date), 'dd/MM/yyyy');
}

/** `sexta-feira` */
export function formatWeekday(date: string): string {
  return format(toLocalDate(date), 'EEEE', { locale: ptBR });
}

/** `25/12/2026 — sexta-feira` */
export function formatListDay(date: string): string {
  return format(toLocalDate(date), "dd/MM/yyyy '—' EEEE", { locale: ptBR });
}

/** `09:00–10:00` from the API's `YYYY-MM-DD HH:MM:SS` times. */
export function formatHours(dateInitial: string, dateFinal: string): string {
  return `${dateInitial.slice(11, 16)}–${dateFinal.slice(11, 16)}`;
}
