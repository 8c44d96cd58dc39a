import { usersStaffWords } from '@arena/shared/users/staff-words';
import { documentKind, formatDocument, isValidDocument } from '@arena/shared/rules/documents';
import { formatCompanyPhone, formatMobile } from '@arena/shared/rules/phones';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** How the members screens show what the API sends (docs/product.md#back-office). */

export function fullName(u: { name: string; lastname: string }): string {
  return `${u.name} ${u.lastname}`.trim();
}

export function levelLabel(level: number): string {
  return level === 2 ? usersStaffWords.membersLevelManager : usersStaffWords.membersLevelTeam;
}

/** The document with its CPF or CNPJ mask, and whether its check digits hold (docs/product.md#validation). */
export function documentInfo(document: string) {
  const kind = documentKind(document) === 'cpf' ? 'CPF' : 'CNPJ';
  const valid = isValidDocument(document);
  const mark = (valid ? usersStaffWords.membersDocumentValid : usersStaffWords.membersDocumentInvalid)(kind);
  return { formatted: formatDocument(document), valid, mark };
}

export const formatPhone = formatMobile;

export { formatCompanyPhone };

/** A registration's ISO instant, as the space's clock read it: `23/11/2026 às 10:00`. */
export function formatRegistered(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}

/** A booking's local `YYYY-MM-DD HH:MM:SS` times: `terça-feira, 24/11/2026` and `09:00–10:00`. */
export function formatBooking(dateInitial: string, dateFinal: string): { day: string; time: string } {
  const [y, m, d] = dateInitial.slice(0, 10).split('-').map(Number);
  const day = format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1), 'EEEE, dd/MM/yyyy', { locale: ptBR });
  return { day, time: `${dateInitial.slice(11, 16)}–${dateFinal.slice(11, 16)}` };
}

/** A site worth a link: only http(s) addresses, anything else is shown as text. */
export function siteHref(site: string): string | undefined {
  return /^https?:\/\/[^\s]+$/i.test(site.trim()) ? site.trim() : undefined;
}
