import type { Controller } from '../privacy/words.ts';
import type { PublicConfig } from '../system/schemas.ts';

/**
 * What the contract quotes from the settings, the clauses those settings make, and the contract in a
 * few lines (docs/product.md#terms); terms-text.ts writes the whole text with them.
 */

/** What the text quotes from the settings (GET /config on the web, the config on the server). */
export type TermsContext = {
  company: Controller;
  /** CANCEL_NOTICE_HOURS (docs/product.md#booking-rules). */
  cancelNoticeHours: number;
  /** WHATSAPP_NUMBER, digits with the country code. */
  whatsapp: string;
  /** CHECKIN_MINUTES (docs/product.md#checkin): 0 when check-in is off, and the text has no such clause. */
  checkinMinutes: number;
  /** OVERDUE_BLOCK_DAYS (docs/product.md#overdue): 0 when an overdue invoice blocks nothing. */
  overdueBlockDays: number;
  /** INVOICE_DUE_DAY (docs/product.md#invoices): the day of the month an invoice falls due; absent, the text says the invoice's. */
  invoiceDueDay?: number;
  /** INVOICE_FINE_PERCENT and INVOICE_INTEREST_MONTH_PERCENT: the late fee and monthly interest, 0 for none. */
  finePercent: number;
  interestMonthPercent: number;
};

/**
 * The same context as the app reads it from GET /config, so the screens show the very text the server
 * versions and e-mails; null while the settings lack the company.
 */
export function termsContextOf(config: PublicConfig): TermsContext | null {
  if (!config.company) return null;
  return {
    company: config.company,
    cancelNoticeHours: config.cancel_notice_hours,
    whatsapp: config.whatsapp_number,
    checkinMinutes: config.checkin_minutes ?? 0,
    overdueBlockDays: config.overdue_block_days ?? 0,
    ...(config.invoice_due_day ? { invoiceDueDay: config.invoice_due_day } : {}),
    finePercent: config.invoice_fine_percent ?? 0,
    interestMonthPercent: config.invoice_interest_month_percent ?? 0,
  };
}

/** One paragraph; a restrictive clause (CDC art. 54 §4) is shown highlighted. */
export type TermsParagraph = { text: string; restrictive?: true };
export type TermsSection = { id: string; title: string; paragraphs: TermsParagraph[] };

/** `5511912345678` → `(11) 91234-5678`; anything else as given. */
export function phoneOf(digits: string): string {
  const m = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

export const p = (text: string): TermsParagraph => ({ text });
export const r = (text: string): TermsParagraph => ({ text, restrictive: true });

/** `2` → `2%`, `0.5` → `0,5%`. */
const percent = (n: number) => `${String(n).replace('.', ',')}%`;

/** The late-payment clause as the settings make it: fine, monthly interest, or none. */
export function lateClause(fine: number, interest: number): TermsParagraph[] {
  const parts = [
    fine > 0 && `multa de ${percent(fine)}`,
    interest > 0 && `juros de mora de ${percent(interest)} ao mês, proporcionais aos dias de atraso`,
  ].filter(Boolean);
  if (parts.length === 0) return [];
  return [r(`Em caso de atraso, incidem ${parts.join(' e ')}.`)];
}

/** The overdue block, when OVERDUE_BLOCK_DAYS sets one (the app blocks bookings, nothing else). */
export function overdueClause(days: number): TermsParagraph[] {
  if (days <= 0) return [];
  const late = days === 1 ? '1 dia' : `${days} dias`;
  return [
    r(
      `Com uma fatura em aberto vencida há ${late} ou mais, novas reservas de salas ficam bloqueadas até o pagamento; as reservas já feitas são mantidas e o bloqueio termina assim que o pagamento é confirmado.`,
    ),
  ];
}

/** The check-in clause, only when CHECKIN_MINUTES turns check-in on: what the app then does. */
export function checkinClause(minutes: number): TermsParagraph[] {
  if (minutes <= 0) return [];
  return [
    r(
      `Quem reservou confirma a chegada pelo Aplicativo (Cheguei) até ${minutes} minutos depois do início da reserva. Sem essa confirmação, a reserva é cancelada e a sala fica livre para outros membros; as horas da reserva voltam ao Plano.`,
    ),
  ];
}

/**
 * The contract in a few lines, shown above its text before anyone accepts it (Decreto 7.962/2013
 * art. 4 I): built from the same settings, so it says what the clauses say.
 */
export function termsSummary(ctx: TermsContext): string[] {
  const checkin =
    ctx.checkinMinutes > 0
      ? ` Sem o Cheguei até ${ctx.checkinMinutes} minutos depois do início, a reserva é cancelada e as horas voltam ao Plano.`
      : '';
  const late = lateClause(ctx.finePercent, ctx.interestMonthPercent)[0]?.text.replace(
    'Em caso de atraso, incidem ',
    '',
  );
  const block =
    ctx.overdueBlockDays > 0
      ? `com uma fatura vencida há ${ctx.overdueBlockDays === 1 ? '1 dia' : `${ctx.overdueBlockDays} dias`} ou mais, novas reservas ficam bloqueadas até o pagamento.`
      : '';
  const overdue = [late && `Atraso: ${late.replace(/\.$/, '')}`, block].filter(Boolean).join('; ');
  return [
    'Preços: os da página Planos e preços (/planos). A fatura sai no dia 1º de cada mês, com a mensalidade, as posições de equipe e o excedente do mês anterior; o excedente só é cobrado se você o aceitar antes de reservar.',
    `Reservas: canceláveis pelo Aplicativo até ${ctx.cancelNoticeHours}\u00a0h antes do início; o cancelamento devolve as horas ao Plano.${checkin}`,
    ...(overdue ? [overdue.endsWith('.') ? overdue : `${overdue}.`] : []),
    'Desistência: em até 7 dias da aprovação do cadastro, sem custo, com a devolução de tudo o que foi pago.',
    'Cancelamento: a qualquer momento, sem multa, com aviso de 30 dias.',
    'Mudanças destes Termos: avisadas por e‑mail 30 dias antes; uma nova versão só vale depois de aceita.',
  ];
}
