import { adminMessages } from '@arena/shared/admin-messages';
import type { AdminInvoiceItem } from '@arena/shared/schemas/invoices';
import { centsCell, excelCsv } from '../../lib/csv.ts';

/** The month's invoices for the accountant (docs/product.md#financeiro), as the usage CSV is written. */
const statusWords = {
  aberta: adminMessages.statusAberta,
  paga: adminMessages.statusPaga,
  cancelada: adminMessages.statusCancelada,
};
const methodWords = {
  pix: adminMessages.methodPix,
  transferencia: adminMessages.methodTransferencia,
  boleto: adminMessages.methodBoleto,
  dinheiro: adminMessages.methodDinheiro,
  cartao: adminMessages.methodCartao,
};

const br = (date: string | null) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '');

export function invoicesCsv(invoices: Array<AdminInvoiceItem & { issued_at?: string }>): string {
  const header = [
    adminMessages.csvNumber,
    adminMessages.csvMonth,
    adminMessages.csvAccount,
    adminMessages.csvCompany,
    adminMessages.csvEmail,
    adminMessages.csvDue,
    adminMessages.csvTotal,
    adminMessages.csvStatus,
    adminMessages.csvPaidOn,
    adminMessages.csvMethod,
    adminMessages.csvNfse,
  ];
  const rows = invoices.map((i) => [
    i.number,
    i.month,
    i.manager,
    i.company ?? '',
    i.email,
    br(i.due_date),
    centsCell(i.total_cents),
    i.overdue ? adminMessages.statusVencida : statusWords[i.status],
    br(i.paid_on),
    i.paid_method ? methodWords[i.paid_method] : '',
    i.nfse_number ?? '',
  ]);
  return excelCsv([header, ...rows]);
}

/** `faturas-2026-11.csv`. */
export function invoicesCsvName(month: string): string {
  return `faturas-${month}.csv`;
}
