import { z } from 'zod';
import {
  addGuestAnswer,
  addGuestBody,
  guestItemParams,
  guestList,
  guestParams,
  listVisitorsQuery,
  visitor,
  visitorParams,
} from '../schemas/guests.ts';
import { messageAnswer } from '../schemas/fields.ts';
import { endpoint } from './endpoint.ts';

/**
 * Visitors (docs/product.md#visitors): a member's guests of a room booking, and reception's
 * Convidados de hoje. The two staff calls are reception's work (the `recepcao` role).
 */

export const listGuests = endpoint({
  method: 'GET',
  path: '/appointments/:id/guests',
  access: 'manager',
  tag: 'booking',
  summary: 'Os convidados de uma reserva própria e quantos cabem (a capacidade da sala menos quem convida)',
  params: guestParams,
  answers: { 200: guestList },
});

export const addGuest = endpoint({
  method: 'POST',
  path: '/appointments/:id/guests',
  access: 'manager',
  tag: 'booking',
  summary: 'Adiciona um convidado (nome, e-mail opcional) até a reserva começar; com e-mail, ele recebe o convite',
  params: guestParams,
  body: addGuestBody,
  answers: { 200: addGuestAnswer },
});

export const removeGuest = endpoint({
  method: 'DELETE',
  path: '/appointments/:id/guests/:guestId',
  access: 'manager',
  tag: 'booking',
  summary: 'Remove um convidado até a reserva começar; com e-mail, ele recebe o cancelamento do convite',
  params: guestItemParams,
  answers: { 200: messageAnswer },
});

export const listVisitors = endpoint({
  method: 'GET',
  path: '/admin/visitors',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Convidados do dia (padrão: hoje): nome, quem convidou, sala e horário, por início',
  query: listVisitorsQuery,
  answers: { 200: z.array(visitor) },
});

export const markVisitorArrived = endpoint({
  method: 'POST',
  path: '/admin/visitors/:id/arrived',
  access: 'staff',
  roles: ['recepcao', 'admin'],
  tag: 'admin',
  summary: 'Registra a chegada de um convidado; quem convidou é avisado por e-mail',
  params: visitorParams,
  answers: { 200: messageAnswer },
});
