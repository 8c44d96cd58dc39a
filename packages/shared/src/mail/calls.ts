import { z } from 'zod';
import { listOutboxQuery, outboxIdParams, outboxItem } from './schemas.ts';
import { endpoint } from '../contract/endpoint.ts';

export const listOutbox = endpoint({
  method: 'GET',
  path: '/admin/outbox',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'As mensagens enviadas ou na fila, as mais novas primeiro (before = id para a próxima página)',
  query: listOutboxQuery,
  answers: { 200: z.array(outboxItem) },
});

export const resendMail = endpoint({
  method: 'POST',
  path: '/admin/outbox/:id/resend',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Põe um e-mail que falhou de volta na fila de envio (registrado na auditoria)',
  params: outboxIdParams,
  answers: { 200: outboxItem },
});
