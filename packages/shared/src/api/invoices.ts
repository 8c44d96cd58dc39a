import { z } from 'zod';
import { messages } from '../messages.ts';
import { idParams } from '../schemas/fields.ts';
import {
  adminInvoicesAnswer,
  adminInvoicesQuery,
  invoiceDetail,
  invoiceItem,
  issueAnswer,
  issueBody,
} from '../schemas/invoices.ts';
import { endpoint } from './endpoint.ts';

/**
 * Invoices (docs/product.md#invoices). The member's calls answer managers only (team members see
 * no money); the staff calls are for the `financeiro` role (docs/product.md#staff-roles).
 */

export const listInvoices = endpoint({
  method: 'GET',
  path: '/invoices',
  access: 'user',
  tag: 'account',
  summary: 'Faturas da conta (só o gerente), das mais recentes às mais antigas',
  answers: { 200: z.array(invoiceItem) },
});

export const getInvoice = endpoint({
  method: 'GET',
  path: '/invoices/:id',
  access: 'user',
  tag: 'account',
  summary: 'Uma fatura da conta: linhas, Pix (código e QR) ou instruções de pagamento',
  params: idParams(messages.invoiceNotFound),
  answers: { 200: invoiceDetail },
});

export const listAdminInvoices = endpoint({
  method: 'GET',
  path: '/admin/invoices',
  access: 'staff',
  tag: 'admin',
  summary: 'Faturas do mês (e totais: emitido, recebido, em aberto, vencido), por situação',
  query: adminInvoicesQuery,
  answers: { 200: adminInvoicesAnswer },
});

export const issueInvoices = endpoint({
  method: 'POST',
  path: '/admin/invoices/issue',
  access: 'staff',
  tag: 'admin',
  summary: 'Emite as faturas de um mês que ainda não existem (uma por conta e mês)',
  body: issueBody,
  answers: { 200: issueAnswer },
});
