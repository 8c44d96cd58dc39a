import { idParams } from '../contract/fields.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  adminInvoicesAnswer,
  adminInvoicesQuery,
  issueAnswer,
  issueBody,
  issuePreviewAnswer,
  issuePreviewBody,
} from './month-schemas.ts';
import {
  adminInvoiceItem,
  cancelInvoiceBody,
  correctInvoiceBody,
  invoiceAnswer,
  nfseBody,
  paymentBody,
} from './schemas.ts';
import { invoicesWords } from './words.ts';

/**
 * Staff's calls on invoices (docs/product.md#financeiro), for the `financeiro` role: a month's
 * list a page at a time and its issue, and one invoice opened and acted on. The statement's, the
 * Pix's and the CSV's are in calls.ts.
 */

const invoiceId = idParams(invoicesWords.invoiceNotFound);

export const listAdminInvoices = endpoint({
  method: 'GET',
  path: '/admin/invoices',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Faturas do mês, das mais recentes às mais antigas, uma página por vez (before, limit), por situação; e os totais do mês inteiro (emitido, recebido, em aberto, vencido, quantas por situação)',
  query: adminInvoicesQuery,
  answers: { 200: adminInvoicesAnswer },
});

export const getAdminInvoice = endpoint({
  method: 'GET',
  path: '/admin/invoices/:id',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Uma fatura aberta pela equipe: linhas, pagamentos, Pix recebidos e a cobrança, NFS-e',
  params: invoiceId,
  answers: { 200: adminInvoiceItem },
});

export const issueInvoices = endpoint({
  method: 'POST',
  path: '/admin/invoices/issue',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Emite as faturas de um mês que ainda não existem (uma por conta e mês): o mês atual; um mês anterior só com confirm, nunca um mês futuro',
  body: issueBody,
  answers: { 200: issueAnswer },
});

export const previewIssueInvoices = endpoint({
  method: 'POST',
  path: '/admin/invoices/issue/preview',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Prévia da emissão de um mês: as contas que seriam faturadas e o total, sem emitir nada',
  body: issuePreviewBody,
  answers: { 200: issuePreviewAnswer },
});

export const markInvoicePaid = endpoint({
  method: 'POST',
  path: '/admin/invoices/:id/payment',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Registra o pagamento de uma fatura em aberto (data, forma, observação)',
  params: invoiceId,
  body: paymentBody,
  answers: { 200: invoiceAnswer },
});

export const undoInvoicePayment = endpoint({
  method: 'DELETE',
  path: '/admin/invoices/:id/payment',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Desfaz um pagamento registrado por engano: a fatura volta a ficar em aberto',
  params: invoiceId,
  answers: { 200: invoiceAnswer },
});

export const cancelInvoice = endpoint({
  method: 'POST',
  path: '/admin/invoices/:id/cancel',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Cancela uma fatura em aberto, com o motivo',
  params: invoiceId,
  body: cancelInvoiceBody,
  answers: { 200: invoiceAnswer },
});

export const correctInvoice = endpoint({
  method: 'POST',
  path: '/admin/invoices/:id/correct',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Corrige uma fatura em aberto: cancela-a e emite outra no lugar (linhas informadas ou recalculadas), que a referencia',
  params: invoiceId,
  body: correctInvoiceBody,
  answers: { 200: invoiceAnswer },
});

export const setInvoiceNfse = endpoint({
  method: 'PATCH',
  path: '/admin/invoices/:id',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Registra o número da NFS-e emitida para a fatura',
  params: invoiceId,
  body: nfseBody,
  answers: { 200: invoiceAnswer },
});

export const resendInvoiceNfse = endpoint({
  method: 'POST',
  path: '/admin/invoices/:id/nfse-resend',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Reenvia à NFS-e Nacional a nota fiscal rejeitada da fatura (issue 35), com o mesmo número de DPS',
  params: invoiceId,
  answers: { 200: invoiceAnswer },
});
