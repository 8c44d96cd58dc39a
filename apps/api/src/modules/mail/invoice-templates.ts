import { formatDay } from '@arena/shared/rules/dates';
import { formatCents } from '@arena/shared/rules/money';
import { type Rendered, render } from './layout.ts';

/** The e-mails about invoices (docs/product.md#invoices), in pt-BR. */

export type InvoiceMailFacts = {
  name: string;
  number: string;
  /** `novembro de 2026`. */
  month: string;
  total_cents: number;
  /** `YYYY-MM-DD`. */
  due_date: string;
  url: string;
  /** The Pix "copia e cola" code, when the space has a PIX_KEY. */
  pix_code?: string | null;
  /** PAYMENT_INSTRUCTIONS, without Pix. */
  instructions?: string | null;
  /** The number of the invoice this one corrects (docs/product.md#corrections). */
  replaces?: string | null;
  /** The member pressed `Já paguei` on it (docs/product.md#invoices): the overdue notice does not ask them to. */
  paid_notice?: boolean;
  /** `YYYY-MM-DD` from which new bookings are blocked (OVERDUE_BLOCK_DAYS), null when nothing blocks (docs/product.md#overdue). */
  block_from?: string | null;
  /** INVOICE_FINE_PERCENT and INVOICE_INTEREST_MONTH_PERCENT, the terms' late fee and monthly interest. */
  fine_percent?: number;
  interest_month_percent?: number;
};

/** `2` → `2%`, `0.5` → `0,5%`. */
const percent = (n: number) => `${String(n).replace('.', ',')}%`;

/** The overdue notice is the terms' notice before the block (A32): the block's day and the late fee, as the settings make them. */
function overdueTerms(f: InvoiceMailFacts): string[] {
  const late = [
    (f.fine_percent ?? 0) > 0 && `multa de ${percent(f.fine_percent ?? 0)}`,
    (f.interest_month_percent ?? 0) > 0 && `juros de mora de ${percent(f.interest_month_percent ?? 0)} ao mês`,
  ].filter(Boolean);
  return [
    ...(f.block_from
      ? [
          `Enquanto a fatura estiver em atraso, novas reservas ficam bloqueadas a partir de ${formatDay(f.block_from)}; as reservas já feitas continuam valendo.`,
        ]
      : []),
    ...(late.length ? [`Conforme os Termos de Uso, podem incidir ${late.join(' e ')}.`] : []),
  ];
}

function howToPay(f: InvoiceMailFacts): string[] {
  if (f.pix_code)
    return [
      'Pague com Pix: leia o QR Code anexo no app do seu banco ou use o código abaixo no Pix Copia e Cola:',
      f.pix_code,
    ];
  return f.instructions ? [f.instructions] : [];
}

export const invoiceIssued = (f: InvoiceMailFacts): Rendered =>
  render(
    `Fatura ${f.number} do Arena Cowork: ${formatCents(f.total_cents)}, vence em ${formatDay(f.due_date)}`,
    [
      `Olá, ${f.name}!`,
      `A sua fatura de ${f.month} está disponível: ${formatCents(f.total_cents)}, com vencimento em ${formatDay(f.due_date)}.`,
      ...(f.replaces ? [`Ela corrige e substitui a fatura ${f.replaces}, que foi cancelada: pague apenas esta.`] : []),
      ...howToPay(f),
    ],
    { label: 'Ver a fatura', url: f.url },
  );

export const invoiceDueSoon = (f: InvoiceMailFacts): Rendered =>
  render(
    `Lembrete: a fatura ${f.number} vence em ${formatDay(f.due_date)}`,
    [
      `Olá, ${f.name}!`,
      `A fatura ${f.number} (${f.month}), de ${formatCents(f.total_cents)}, vence em ${formatDay(f.due_date)}. Se já pagou, desconsidere este aviso.`,
      ...howToPay(f),
    ],
    { label: 'Ver a fatura', url: f.url },
  );

export const invoiceOverdue = (f: InvoiceMailFacts): Rendered =>
  render(
    `Fatura ${f.number} vencida`,
    [
      `Olá, ${f.name}!`,
      `A fatura ${f.number} (${f.month}), de ${formatCents(f.total_cents)}, venceu em ${formatDay(f.due_date)} e ainda consta em aberto.`,
      f.paid_notice
        ? 'Você nos avisou que já pagou: a equipe do Arena Cowork está conferindo o pagamento, e a fatura aparece como paga assim que ele for confirmado. Se o pagamento ainda não foi feito, os dados para pagar estão na fatura.'
        : 'Se já pagou, use "Já paguei" na fatura para avisar a equipe do Arena Cowork.',
      ...overdueTerms(f),
      ...howToPay(f),
    ],
    { label: 'Ver a fatura', url: f.url },
  );

/** `Já paguei` (docs/product.md#invoices), to STAFF_EMAIL: who says they paid which invoice (no CPF or CNPJ). */
export type PaidNoticeFacts = {
  number: string;
  month: string;
  total_cents: number;
  manager: string;
  email: string;
  company: string | null;
  url: string;
};

export const paidNoticeToStaff = (f: PaidNoticeFacts): Rendered =>
  render(
    `Pagamento informado: fatura ${f.number} (${formatCents(f.total_cents)})`,
    [
      `${f.manager} (${f.email}${f.company ? `, ${f.company}` : ''}) informou o pagamento da fatura ${f.number} (${f.month}, ${formatCents(f.total_cents)}).`,
      'Confira o pagamento no extrato e dê baixa na fatura em Financeiro; até lá, ela segue em aberto.',
    ],
    { label: 'Abrir o Financeiro', url: f.url },
    'staff',
  );
