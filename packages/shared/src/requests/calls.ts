import { z } from 'zod';
import { listRequestsQuery, patchRequestBody, requestIdParams, requestItem, contactBody } from './schemas.ts';
import { messageAnswer } from '../contract/fields.ts';
import { endpoint } from '../contract/endpoint.ts';

/** Support, plan-change and studio requests, and staff's inbox of them (docs/product.md#api-requests). */

export const contact = endpoint({
  method: 'POST',
  path: '/contact',
  access: 'optional',
  tag: 'contact',
  summary: 'Atendimento, ou pedido de mudança de plano quando o assunto começa com "Update Plan - "',
  body: contactBody,
  answers: { 200: messageAnswer },
  // Atendimento stays open while a new version of the terms waits: to ask, or to cancel under the old one.
  beforeTerms: true,
});

export const listRequests = endpoint({
  method: 'GET',
  path: '/admin/requests',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Pedidos de plano, estúdio e atendimento, os mais novos primeiro',
  query: listRequestsQuery,
  answers: { 200: z.array(requestItem) },
});

export const patchRequest = endpoint({
  method: 'PATCH',
  path: '/admin/requests/:id',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Marca um pedido como concluído ou o reabre',
  params: requestIdParams,
  body: patchRequestBody,
  answers: { 200: messageAnswer },
});
