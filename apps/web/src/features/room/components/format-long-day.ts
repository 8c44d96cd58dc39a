import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { localDay } from '../../../lib/format-when';

/**
 * `segunda-feira, 24 de novembro`: the chosen day, read out in full. date-fns and its pt-BR
 * locale are loaded for /room's calendar already; kept out of lib/format-when.ts so the screens
 * that only write short dates (home, Minhas reservas) do not load them. The locale is date-fns'
 * own, not react-day-picker's (the same words, with the calendar's labels): the calendar's code
 * loads after /room's first paint (docs/decisions/038-room-first-visit.md).
 */
export function formatLongDay(date: string): string {
  return format(localDay(date), "EEEE, d 'de' MMMM", { locale: ptBR });
}
