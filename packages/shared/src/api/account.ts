import { endOtherSessionsAnswer, myDataAnswer, updateUserAnswer, updateUserBody } from '../schemas/account.ts';
import { acceptTermsBody, meAnswer, termsChangesAnswer } from '../schemas/auth.ts';
import { messageAnswer } from '../schemas/fields.ts';
import { calendarFeedAnswer } from '../schemas/my-bookings.ts';
import { bookingBlock } from '../schemas/overdue.ts';
import { monthQuery, usageAnswer } from '../schemas/plans.ts';
import { endpoint } from './endpoint.ts';

/** The signed-in member's own account (docs/product.md#api-account). */

export const getMe = endpoint({
  method: 'GET',
  path: '/users/me',
  access: 'user',
  tag: 'account',
  summary: 'O usuário da sessão, com status e plano atuais, e quem gerencia a conta de um membro da equipe',
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

export const getUsage = endpoint({
  method: 'GET',
  path: '/users/me/usage',
  access: 'user',
  tag: 'account',
  summary: 'Horas de sala da conta no mês (padrão: o mês atual em São Paulo), em minutos',
  query: monthQuery,
  answers: { 200: usageAnswer },
});

export const getBookingBlock = endpoint({
  method: 'GET',
  path: '/users/me/booking-block',
  access: 'user',
  tag: 'account',
  summary: 'Se a conta está impedida de novas reservas por uma fatura vencida (OVERDUE_BLOCK_DAYS)',
  answers: { 200: bookingBlock },
});

export const getCalendar = endpoint({
  method: 'GET',
  path: '/users/me/calendar',
  access: 'manager',
  tag: 'booking',
  summary: 'O endereço privado da agenda do membro (iCalendar), criado no primeiro pedido',
  answers: { 200: calendarFeedAnswer },
});

export const resetCalendar = endpoint({
  method: 'POST',
  path: '/users/me/calendar/reset',
  access: 'manager',
  tag: 'booking',
  summary: 'Gera um novo endereço da agenda; o anterior deixa de existir (404)',
  answers: { 200: calendarFeedAnswer },
});

export const getMyData = endpoint({
  method: 'GET',
  path: '/users/me/data',
  access: 'user',
  tag: 'account',
  summary: 'Meus dados: tudo o que o espaço guarda sobre a pessoa, num arquivo JSON (download)',
  answers: { 200: myDataAnswer },
  beforeTerms: true,
});

export const endOtherSessions = endpoint({
  method: 'POST',
  path: '/users/me/sessions/end-others',
  access: 'user',
  tag: 'account',
  summary: 'Sair de todos os outros dispositivos: encerra as outras sessões da pessoa',
  answers: { 200: endOtherSessionsAnswer },
});

export const requestDeletion = endpoint({
  method: 'POST',
  path: '/users/me/deletion-request',
  access: 'user',
  tag: 'account',
  summary: 'Pedir exclusão: um pedido de privacidade para a equipe, com prazo de 15 dias (um só aberto por vez)',
  answers: { 200: messageAnswer },
  beforeTerms: true,
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
