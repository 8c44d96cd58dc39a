import { messageAnswer, idParams } from '../contract/fields.ts';
import { bookingBlock, invoiceAnswer, invoiceDetail, invoiceItem, invoiceReceipt } from './schemas.ts';
import { monthQuery } from '../plans/schemas.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  assignBody,
  restoreBody,
  setAsideBody,
  STATEMENT_MAX_BYTES,
  STATEMENT_TYPES,
  statementAnswer,
  statementLineAnswer,
  statementLinesAnswer,
  statementLinesQuery,
} from './statement-schemas.ts';
import { invoicesWords } from './words.ts';
import { pixRefundBody, pixWebhookBody, pixWebhookParams, unknownPixAnswer } from './pix-schemas.ts';
import { z } from 'zod';

export const getBookingBlock = endpoint({
  method: 'GET',
  path: '/users/me/booking-block',
  access: 'user',
  tag: 'account',
  summary: 'Se a conta está impedida de novas reservas por uma fatura vencida (OVERDUE_BLOCK_DAYS)',
  answers: { 200: bookingBlock },
});

/**
 * Invoices (docs/product.md#invoices). The member's calls answer managers only (team members see
 * no money); the staff calls are for the `financeiro` role (docs/product.md#financeiro).
 */

export const listInvoices = endpoint({
  method: 'GET',
  path: '/invoices',
  access: 'user',
  tag: 'account',
  summary: 'Faturas da conta (só o titular da conta), das mais recentes às mais antigas',
  answers: { 200: z.array(invoiceItem) },
  // Seen and paid under the version accepted while a new one waits (docs/product.md#terms).
  beforeTerms: true,
});

export const getInvoice = endpoint({
  method: 'GET',
  path: '/invoices/:id',
  access: 'user',
  tag: 'account',
  summary: 'Uma fatura da conta: linhas, Pix (código e QR) ou instruções de pagamento',
  params: idParams(invoicesWords.invoiceNotFound),
  answers: { 200: invoiceDetail },
  // Seen and paid under the version accepted while a new one waits (docs/product.md#terms).
  beforeTerms: true,
});

export const getInvoiceReceipt = endpoint({
  method: 'GET',
  path: '/invoices/:id/receipt',
  access: 'user',
  tag: 'account',
  summary: 'O recibo de uma fatura com pagamento: quem pagou, o quê, quando e como (parcial enquanto houver saldo)',
  params: idParams(invoicesWords.invoiceNotFound),
  answers: { 200: invoiceReceipt },
  // Seen and paid under the version accepted while a new one waits (docs/product.md#terms).
  beforeTerms: true,
});

export const sendPaidNotice = endpoint({
  method: 'POST',
  path: '/invoices/:id/paid-notice',
  access: 'user',
  tag: 'account',
  summary: '"Já paguei": avisa a equipe; a fatura fica paga quando o pagamento é confirmado',
  params: idParams(invoicesWords.invoiceNotFound),
  answers: { 200: messageAnswer },
  // Seen and paid under the version accepted while a new one waits (docs/product.md#terms).
  beforeTerms: true,
});

const invoiceId = idParams(invoicesWords.invoiceNotFound);

export const importStatement = endpoint({
  method: 'POST',
  path: '/admin/statements',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Importa um extrato OFX: cada crédito paga a fatura cujo txid traz (até o próprio valor) ou a única fatura em aberto de saldo igual; o resto aguarda a equipe',
  upload: { types: STATEMENT_TYPES, maxBytes: STATEMENT_MAX_BYTES },
  answers: { 200: statementAnswer },
});

export const listStatementLines = endpoint({
  method: 'GET',
  path: '/admin/statements',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Créditos do extrato aguardando a equipe (ou os postos de lado), paginados, com sugestões de faturas e as contagens',
  query: statementLinesQuery,
  answers: { 200: statementLinesAnswer },
});

export const assignStatementLine = endpoint({
  method: 'POST',
  path: '/admin/statements/assign',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Aplica um crédito do extrato à fatura de número informado (até o saldo dela e o que resta do crédito)',
  body: assignBody,
  answers: { 200: invoiceAnswer },
});

export const setStatementLineAside = endpoint({
  method: 'POST',
  path: '/admin/statements/set-aside',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Põe de lado, com o motivo, um crédito do extrato que não é pagamento de fatura',
  body: setAsideBody,
  answers: { 200: statementLineAnswer },
});

export const restoreStatementLine = endpoint({
  method: 'POST',
  path: '/admin/statements/restore',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Traz de volta aos créditos aguardando um crédito posto de lado',
  body: restoreBody,
  answers: { 200: statementLineAnswer },
});

export const getInvoicesCsv = endpoint({
  method: 'GET',
  path: '/admin/reports/invoices.csv',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Faturas do mês em CSV para o contador (; e vírgula decimal, UTF-8 com BOM)',
  query: monthQuery,
  answers: { 200: z.string() },
  produces: 'text/csv',
});

/**
 * The PSP's webhook (docs/product.md#pix-charges): public, as PSPs call it, authenticated by the
 * proxy's mTLS (docs/operations.md) and the secret in the registered address (PIX_WEBHOOK_SECRET),
 * compared in constant time. PSPs append `/pix` to the address registered, so both are answered.
 */
export const receivePixWebhook = endpoint({
  method: 'POST',
  path: '/pix/webhook/:secret',
  access: 'public',
  tag: 'system',
  summary: 'Webhook da API Pix: o PSP notifica os Pix recebidos ({pix: [...]}), cada um aplicado uma vez',
  params: pixWebhookParams,
  body: pixWebhookBody,
  answers: { 200: messageAnswer },
});

export const receivePixWebhookPix = endpoint({
  method: 'POST',
  path: '/pix/webhook/:secret/pix',
  access: 'public',
  tag: 'system',
  summary: 'O mesmo webhook, com o /pix que os PSPs acrescentam ao endereço registrado',
  params: pixWebhookParams,
  body: pixWebhookBody,
  answers: { 200: messageAnswer },
});

export const refundPix = endpoint({
  method: 'POST',
  path: '/admin/invoices/:id/pix-refund',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Pede ao PSP a devolução de um Pix recebido na fatura (PUT /pix/{e2eid}/devolucao/{id}): o excedente pago, ou o Pix de uma fatura cancelada',
  params: invoiceId,
  body: pixRefundBody,
  answers: { 200: invoiceAnswer },
});

export const retryPixCharge = endpoint({
  method: 'POST',
  path: '/admin/invoices/:id/pix-retry',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Pede de novo ao PSP a cobrança Pix recusada da fatura (PUT /cobv/{txid}); de muitos cliques ao mesmo tempo, um tenta',
  params: invoiceId,
  answers: { 200: invoiceAnswer },
});

export const listUnknownPix = endpoint({
  method: 'GET',
  path: '/admin/pix/unknown',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary: 'Pix recebidos cujo txid não é de nenhuma cobrança do Arena (os 200 mais recentes), para a equipe',
  answers: { 200: unknownPixAnswer },
});
