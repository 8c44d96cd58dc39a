import { formatDay } from '@arena/shared/rules/dates';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatDocument } from '@arena/shared/rules/documents';

import { centsCell, excelCsv } from '../../lib/csv.ts';
import { localDate } from '../../lib/time.ts';
import type { CsvInvoice } from './admin-invoices.service.ts';

/**
 * The month's invoices for the accountant (docs/product.md#financeiro), as the usage CSV is
 * written: who was billed as at issue (name and CPF/CNPJ, kept after an anonymisation), and the
 * links between a corrected invoice and the one that replaced it.
 */
const statusWords = {
  aberta: invoicesStaffWords.statusAberta,
  paga: invoicesStaffWords.statusPaga,
  cancelada: invoicesStaffWords.statusCancelada,
};
const methodWords = {
  pix: invoicesStaffWords.methodPix,
  transferencia: invoicesStaffWords.methodTransferencia,
  boleto: invoicesStaffWords.methodBoleto,
  dinheiro: invoicesStaffWords.methodDinheiro,
  cartao: invoicesStaffWords.methodCartao,
};

const br = (date: string | null) => (date ? formatDay(date) : '');

export function invoicesCsv(invoices: CsvInvoice[], timeZone: string): string {
  const header = [
    invoicesStaffWords.csvNumber,
    invoicesStaffWords.csvMonth,
    invoicesStaffWords.csvBillTo,
    invoicesStaffWords.csvDocument,
    invoicesStaffWords.csvEmail,
    invoicesStaffWords.csvIssued,
    invoicesStaffWords.csvDue,
    invoicesStaffWords.csvTotal,
    invoicesStaffWords.csvStatus,
    invoicesStaffWords.csvPaidOn,
    invoicesStaffWords.csvMethod,
    invoicesStaffWords.csvNfse,
    invoicesStaffWords.csvNfseKey,
    invoicesStaffWords.csvAddress,
    invoicesStaffWords.csvReplaces,
    invoicesStaffWords.csvReplacedBy,
  ];
  const rows = invoices.map((i) => [
    i.number,
    // The reference month as the accountant writes it (`11/2026`), as the usage CSV does (review S33).
    `${i.month.slice(5, 7)}/${i.month.slice(0, 4)}`,
    i.bill_to_name,
    i.bill_to_document ? formatDocument(i.bill_to_document) : '',
    i.email,
    br(localDate(new Date(i.issued_at), timeZone)),
    br(i.due_date),
    centsCell(i.total_cents),
    i.overdue ? invoicesStaffWords.statusVencida : statusWords[i.status],
    br(i.paid_on),
    i.paid_method ? methodWords[i.paid_method] : '',
    // The national NFS-e once the API numbered it; else the number recorded by hand.
    i.nfse?.number ?? i.nfse_number ?? '',
    i.nfse?.access_key ?? '',
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
