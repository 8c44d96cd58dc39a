import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { inviteStaffBody, staffAccount, updateStaffBody } from '../schemas/admin-staff.ts';
import { idParams, messageAnswer } from '../schemas/fields.ts';
import { endpoint } from './endpoint.ts';

/** _Equipe do espaço_: staff accounts and their roles, administrators only (docs/product.md#staff-roles). */

export const listStaff = endpoint({
  method: 'GET',
  path: '/admin/staff',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'As contas da equipe do espaço, com o perfil de cada uma',
  answers: { 200: z.array(staffAccount) },
});

export const inviteStaff = endpoint({
  method: 'POST',
  path: '/admin/staff',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Convida alguém para a equipe do espaço com um perfil (recepcao, financeiro, admin)',
  body: inviteStaffBody,
  answers: { 200: staffAccount },
});

export const updateStaff = endpoint({
  method: 'PATCH',
  path: '/admin/staff/:id',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Muda o perfil de uma conta da equipe (a última administração fica)',
  params: idParams(adminMessages.staffNotFound),
  body: updateStaffBody,
  answers: { 200: staffAccount },
});

export const removeStaff = endpoint({
  method: 'DELETE',
  path: '/admin/staff/:id',
  access: 'staff',
  roles: ['admin'],
  tag: 'admin',
  summary: 'Remove uma conta da equipe e encerra as sessões dela na hora',
  params: idParams(adminMessages.staffNotFound),
  answers: { 200: messageAnswer },
});
