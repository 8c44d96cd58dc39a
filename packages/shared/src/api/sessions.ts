import {
  checkResetTokenAnswer,
  checkResetTokenBody,
  createSessionAnswer,
  createSessionBody,
  recoveryPassBody,
  resetPassBody,
} from '../schemas/auth.ts';
import { messageAnswer } from '../schemas/fields.ts';
import { endpoint } from './endpoint.ts';

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
