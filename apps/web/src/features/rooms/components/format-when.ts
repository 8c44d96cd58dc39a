/** `2025-11-24 09:00:00` … `10:00:00` → `seg., 24/11 · 09:00–10:00` (pt-BR, the space's own times). */
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const longFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

// The API's dates are wall-clock times of the space; formatting them as UTC keeps them as sent.
function utcDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

export function formatDay(date: string): string {
  return dayFormat.format(utcDay(date));
}

/** `segunda-feira, 24 de novembro`: the chosen day, read out in full. */
export function formatLongDay(date: string): string {
  return longFormat.format(utcDay(date));
}

export function formatWhen(dateInitial: string, dateFinal: string): string {
  return `${formatDay(dateInitial.slice(0, 10))} · ${dateInitial.slice(11, 16)}–${dateFinal.slice(11, 16)}`;
}
