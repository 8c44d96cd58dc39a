import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { ptBR } from 'date-fns/locale/pt-BR';
import { endLabel, instantsOf, type Slot, startLabel } from '../../lib/slot.ts';

/** A booking's time as its e-mails say it: "segunda-feira, 23 de novembro de 2026, das 08:00 às 09:00". */
export function describeWhen(slot: Slot, timeZone: string): string {
  const { start } = instantsOf(slot, timeZone);
  const day = format(new TZDate(start.getTime(), timeZone), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
  return `${day}, das ${startLabel(slot)} às ${endLabel(slot)}`;
}
