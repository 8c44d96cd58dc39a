import { z } from 'zod';
import { messages } from '../messages.ts';
import {
  adminUser,
  adminUserDetail,
  confirmationAnswer,
  listUsersQuery,
  patchUserBody,
} from '../schemas/admin-members.ts';
import { auditEntry, listAuditQuery } from '../schemas/admin-audit.ts';
import { listOutboxQuery, outboxIdParams, outboxItem } from '../schemas/admin-outbox.ts';
import { idParams, messageAnswer } from '../schemas/fields.ts';
import { endpoint } from './endpoint.ts';

/** The back-office's members, e-mails and audit log (docs/product.md#api-staff). */

export const listMembers = endpoint({
  method: 'GET',
  path: '/admin/users',
  access: 'staff',
  roles: ['recepcao', 'financeiro', 'admin'],
  tag: 'admin',
  summary: 'Membros por status ou busca (nome, e-mail ou documento), com os dados da empresa',
  query: listUsersQuery,
  answers: { 200: z.array(adminUser) },
});

export const getMember = endpoint({
  method: 'GET',
  path: '/admin/users/:id',
  access: 'staff',
  roles: ['recepcao', 'financeiro', 'admin'],
  tag: 'admin',
  summary: 'Um membro, com a equipe e as próximas reservas',
  params: idParams(messages.userNotFound),
  answers: { 200: adminUserDetail },
});

export const patchMember = endpoint({
  method: 'PATCH',
  path: '/admin/users/:id',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Aprova, recusa, suspende, muda nível, plano ou posições (avisa o membro por e-mail); corrige nome, celular e empresa (registrado na auditoria)',
  params: idParams(messages.userNotFound),
  body: patchUserBody,
  answers: { 200: messageAnswer },
});

/**
 * Staff anonymise a member (docs/product.md#privacy): administrators only — it cannot be undone and
 * reaches the outbox and the audit log, which only they read (docs/product.md#staff-roles).
 */
export const anonymizeMember = endpoint({
  method: 'POST',
  path: '/admin/users/:id/anonymize',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary:
    'Anonimiza um membro (LGPD): dados pessoais substituídos, acesso encerrado, cópias de e-mails apagadas; reservas e faturas ficam',
  params: idParams(messages.userNotFound),
  answers: { 200: messageAnswer },
});

export const resendConfirmation = endpoint({
  method: 'POST',
  path: '/admin/users/:id/confirmation',
  access: 'staff',
  roles: ['financeiro', 'admin'],
  tag: 'admin',
  summary:
    'Envia de novo o link de confirmação de e-mail de um cadastro (registrado na auditoria); sem MAIL_URL a resposta traz o link',
  params: idParams(messages.userNotFound),
  answers: { 200: confirmationAnswer },
});

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

export const listAudit = endpoint({
  method: 'GET',
  path: '/admin/audit',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Ações da equipe, as mais novas primeiro (before = id para a próxima página)',
  query: listAuditQuery,
  answers: { 200: z.array(auditEntry) },
});
