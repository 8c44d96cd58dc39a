import { screenWords } from '../contract/screen-words.ts';
import {
  endOtherSessionsAnswer,
  updateUserAnswer,
  updateUserBody,
  acceptTermsBody,
  meAnswer,
  termsChangesAnswer,
  termsVersionAnswer,
  termsVersionParams,
  checkResetTokenAnswer,
  checkResetTokenBody,
  createSessionAnswer,
  createSessionBody,
  recoveryPassBody,
  resetPassBody,
} from './schemas.ts';
import { messageAnswer, idParams } from '../contract/fields.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  adminUser,
  adminUserDetail,
  confirmationAnswer,
  listUsersQuery,
  patchUserBody,
  inviteStaffBody,
  staffAccount,
  updateStaffBody,
} from './staff-schemas.ts';
import { usersStaffWords } from './staff-words.ts';
import { z } from 'zod';

/** The signed-in member's own account (docs/product.md#api-account). */

export const getMe = endpoint({
  method: 'GET',
  path: '/users/me',
  access: 'user',
  tag: 'account',
  summary: 'O usuário da sessão, com status e plano atuais, e o titular da conta de um membro da equipe',
  answers: { 200: meAnswer },
  beforeTerms: true,
});

export const updateUser = endpoint({
  method: 'PUT',
  path: '/users',
  access: 'holder',
  tag: 'account',
  summary: 'Altera telefone, e-mail e senha; 203 quando a senha atual não confere',
  body: updateUserBody,
  answers: { 200: updateUserAnswer, 203: messageAnswer },
});

export const resendMyConfirmation = endpoint({
  method: 'POST',
  path: '/users/me/confirmation',
  access: 'user',
  tag: 'account',
  summary: 'Envia de novo o link de confirmação de e-mail do próprio cadastro; 409 quando o e-mail já está confirmado',
  answers: { 200: messageAnswer },
});

export const endOtherSessions = endpoint({
  method: 'POST',
  path: '/users/me/sessions/end-others',
  access: 'user',
  tag: 'account',
  summary: 'Sair de todos os outros dispositivos: encerra as outras sessões da pessoa',
  answers: { 200: endOtherSessionsAnswer },
});

/**
 * Accepting the terms in force (docs/product.md#terms): records the version, the time and the
 * client's address once per person and version, and e-mails a copy. `version` is the one the
 * person read; an older one is refused, so nobody accepts a text they were not shown.
 */
export const acceptTerms = endpoint({
  method: 'POST',
  path: '/terms/accept',
  access: 'user',
  tag: 'account',
  summary: 'Aceita a versão em vigor dos Termos de Uso (registra versão, data e endereço; envia uma cópia)',
  body: acceptTermsBody,
  answers: { 200: messageAnswer },
  beforeTerms: true,
});

/** What changed in the terms since the version the person accepted (docs/product.md#terms). */
export const getTermsChanges = endpoint({
  method: 'GET',
  path: '/terms/changes',
  access: 'user',
  tag: 'account',
  summary: 'O que mudou nos Termos de Uso desde a versão que a pessoa aceitou por último, seção por seção',
  answers: { 200: termsChangesAnswer },
  beforeTerms: true,
});

/**
 * A version of the terms as it was put in force (docs/product.md#terms), public: what a member
 * accepted stays readable and printable after a new version replaces it (Decreto 7.962/2013 art. 4 IV).
 */
export const getTermsVersion = endpoint({
  method: 'GET',
  path: '/terms/versions/:version',
  access: 'public',
  tag: 'account',
  summary: 'O texto de uma versão dos Termos de Uso, como entrou em vigor (também as que não estão mais)',
  params: termsVersionParams,
  answers: { 200: termsVersionAnswer },
});

/** Signing in and out, and setting a password by a recovery or invite link (docs/product.md#api-sessions). */

export const createSession = endpoint({
  method: 'POST',
  path: '/session',
  access: 'public',
  tag: 'auth',
  summary: 'Entrar: 200 com o token e o usuário, 203 quando e-mail ou senha não conferem',
  body: createSessionBody,
  answers: { 200: createSessionAnswer, 203: messageAnswer },
});

export const deleteSession = endpoint({
  method: 'DELETE',
  path: '/session',
  access: 'user',
  tag: 'auth',
  summary: 'Sair: revoga o token',
  answers: { 200: messageAnswer },
  beforeTerms: true,
});

export const recoveryPass = endpoint({
  method: 'POST',
  path: '/recovery-pass',
  access: 'public',
  tag: 'auth',
  summary: 'Envia o link de redefinição de senha (a mesma resposta para qualquer e-mail)',
  body: recoveryPassBody,
  answers: { 200: messageAnswer },
});

/** The token travels in the body, not the path, so it never lands in a request log. */
export const checkResetToken = endpoint({
  method: 'POST',
  path: '/reset-pass/check',
  access: 'public',
  tag: 'auth',
  summary: 'Diz para que serve um link de senha (convite ou recuperação) e de qual conta',
  body: checkResetTokenBody,
  answers: { 200: checkResetTokenAnswer },
});

export const resetPass = endpoint({
  method: 'POST',
  path: '/reset-pass',
  access: 'public',
  tag: 'auth',
  summary: 'Define a senha pelo link de recuperação ou de convite',
  body: resetPassBody,
  answers: { 200: messageAnswer },
});

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
  params: idParams(screenWords.userNotFound),
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
  params: idParams(screenWords.userNotFound),
  body: patchUserBody,
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
  params: idParams(screenWords.userNotFound),
  answers: { 200: confirmationAnswer },
});

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
  params: idParams(usersStaffWords.staffNotFound),
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
  params: idParams(usersStaffWords.staffNotFound),
  answers: { 200: messageAnswer },
});
