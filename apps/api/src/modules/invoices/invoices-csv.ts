import { formatDay } from '@arena/shared/rules/dates';
import { adminMessages } from '@arena/shared/admin-messages';
import { formatDocument } from '@arena/shared/rules/documents';
import type { AdminInvoiceItem } from '@arena/shared/schemas/invoices';
import { centsCell, excelCsv } from '../../lib/csv.ts';

/**
 * The month's invoices for the accountant (docs/product.md#financeiro), as the usage CSV is
 * written: who was billed as at issue (name and CPF/CNPJ, kept after an anonymisation), and the
 * links between a corrected invoice and the one that replaced it.
 */
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

const br = (date: string | null) => (date ? formatDay(date) : '');

export function invoicesCsv(invoices: Array<AdminInvoiceItem & { issued_at?: string }>): string {
  const header = [
    adminMessages.csvNumber,
    adminMessages.csvMonth,
    adminMessages.csvBillTo,
    adminMessages.csvDocument,
    adminMessages.csvEmail,
    adminMessages.csvDue,
    adminMessages.csvTotal,
    adminMessages.csvStatus,
    adminMessages.csvPaidOn,
    adminMessages.csvMethod,
    adminMessages.csvNfse,
    adminMessages.csvAddress,
    adminMessages.csvReplaces,
    adminMessages.csvReplacedBy,
  ];
  const rows = invoices.map((i) => [
    i.number,
    i.month,
    i.bill_to_name,
    i.bill_to_document ? formatDocument(i.bill_to_document) : '',
    i.email,
    br(i.due_date),
    centsCell(i.total_cents),
    i.overdue ? adminMessages.statusVencida : statusWords[i.status],
    br(i.paid_on),
    i.paid_method ? methodWords[i.paid_method] : '',
    i.nfse_number ?? '',
    i.bill_to_address ?? '',
    i.replaces ?? '',
    i.replaced_by ?? '',
  ]);
  return excelCsv([header, ...rows]);
}

/** `faturas-2026-11.csv`. */
export function invoicesCsvName(month: string): string {
  return `faturas-${month}.csv`;
}
