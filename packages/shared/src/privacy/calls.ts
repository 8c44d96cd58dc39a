import { screenWords } from '../contract/screen-words.ts';
import { myDataAnswer } from './schemas.ts';
import { messageAnswer, idParams } from '../contract/fields.ts';
import { endpoint } from '../contract/endpoint.ts';

export const getMyData = endpoint({
  method: 'GET',
  path: '/users/me/data',
  access: 'user',
  tag: 'account',
  summary: 'Meus dados: tudo o que o espaço guarda sobre a pessoa, num arquivo JSON (download)',
  answers: { 200: myDataAnswer },
  beforeTerms: true,
});

export const requestDeletion = endpoint({
  method: 'POST',
  path: '/users/me/deletion-request',
  access: 'user',
  tag: 'account',
  summary: 'Solicitar exclusão: um pedido de privacidade para a equipe, com prazo de 15 dias (um só aberto por vez)',
  answers: { 200: messageAnswer },
  beforeTerms: true,
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
  params: idParams(screenWords.userNotFound),
  answers: { 200: messageAnswer },
});
