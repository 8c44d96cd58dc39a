import { z } from 'zod';
import { auditEntry, listAuditQuery } from './schemas.ts';
import { endpoint } from '../contract/endpoint.ts';

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
