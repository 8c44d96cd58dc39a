import { z } from 'zod';
import { messageAnswer } from '../contract/fields.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  createTeamMemberBody,
  removeTeamMemberBody,
  resendInviteBody,
  setTeamLevelBody,
  teamEntry,
  teamSeatsAnswer,
  updateTeamMemberBody,
} from './schemas.ts';

/**
 * A manager's team (docs/product.md#api-team): the account holder's alone (`holder`); a team gerente
 * is refused with 403 HOLDERS_ONLY (docs/product.md#team-gerente).
 */

export const getTeam = endpoint({
  method: 'GET',
  path: '/team',
  access: 'holder',
  tag: 'team',
  summary: 'Membros da equipe do titular da conta',
  answers: { 200: z.array(teamEntry) },
});

export const getTeamSeats = endpoint({
  method: 'GET',
  path: '/team/seats',
  access: 'holder',
  tag: 'team',
  summary: 'Posições do plano: total, ocupadas e livres',
  answers: { 200: teamSeatsAnswer },
});

export const createTeamMember = endpoint({
  method: 'POST',
  path: '/team',
  access: 'holder',
  tag: 'team',
  summary: 'Cadastra um membro e envia o convite',
  body: createTeamMemberBody,
  answers: { 200: messageAnswer },
});

export const resendInvite = endpoint({
  method: 'POST',
  path: '/team/resend',
  access: 'holder',
  tag: 'team',
  summary: 'Reenvia o convite de um membro que ainda não criou a senha',
  body: resendInviteBody,
  answers: { 200: messageAnswer },
});

export const updateTeamMember = endpoint({
  method: 'PUT',
  path: '/team',
  access: 'holder',
  tag: 'team',
  summary: 'Altera nome e telefone de um membro (o e-mail não muda)',
  body: updateTeamMemberBody,
  answers: { 200: messageAnswer },
});

export const removeTeamMember = endpoint({
  method: 'POST',
  path: '/team/remove',
  access: 'holder',
  tag: 'team',
  summary: 'Exclui um membro e encerra o acesso dele',
  body: removeTeamMemberBody,
  answers: { 200: messageAnswer },
});

export const setTeamMemberLevel = endpoint({
  method: 'PUT',
  path: '/team/level',
  access: 'holder',
  tag: 'team',
  summary: 'Torna um membro gerente (nível 2) ou o volta a membro da equipe (nível 1)',
  body: setTeamLevelBody,
  answers: { 200: messageAnswer },
});
