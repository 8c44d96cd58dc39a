import { digitsOnly, formatMobile } from '@arena/shared/rules/phones';
import { useConfig } from '../../../../lib/use-config';

/** The space's zone when GET /config has not answered yet (apps/api/src/config.ts default). */
const FALLBACK_ZONE = 'America/Sao_Paulo';

export function useSpaceZone(): string {
  return useConfig().data?.timezone ?? FALLBACK_ZONE;
}

/** An ISO instant (the API's `created_at`) as `23/11/2026 às 10:00` in the space's zone, as every staff date-time. */
export function formatInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}

/** A Brazilian number as typed (`(11) 91234-5678`, digits…) → its international digits, or null. */
function internationalDigits(phone: string): string | null {
  const d = digitsOnly(phone);
  if (d.length === 10 || d.length === 11) return `55${d}`;
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) return d;
  return null;
}

export function telHref(phone: string): string | null {
  const d = internationalDigits(phone);
  return d ? `tel:+${d}` : null;
}

/** The WhatsApp chat link of docs/product.md#shape, `https://wa.me/55<digits>`. */
export function whatsappHref(phone: string): string | null {
  const d = internationalDigits(phone);
  return d ? `https://wa.me/${d}` : null;
}

/** `11912345678` → `(11) 91234-5678`; anything else as it was typed. */
export function displayPhone(phone: string): string {
  return formatMobile(phone.trim());
}
