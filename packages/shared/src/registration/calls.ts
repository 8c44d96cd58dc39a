import { messageAnswer } from '../contract/fields.ts';
import {
  registerCompanyBody,
  registerDraftAnswer,
  registerEmailBody,
  registerPassBody,
  registerPeopleBody,
  registerTermsBody,
} from './schemas.ts';
import { confirmEmailBody } from '../users/schemas.ts';
import { endpoint } from '../contract/endpoint.ts';

/** The five-step registration, its draft tied to the browser by a cookie (docs/product.md#api-registration). */

export const getRegisterDraft = endpoint({
  method: 'GET',
  path: '/register-draft',
  access: 'public',
  tag: 'register',
  summary: 'O rascunho deste navegador, para retomar o cadastro após recarregar a página',
  answers: { 200: registerDraftAnswer },
});

export const registerEmail = endpoint({
  method: 'POST',
  path: '/resgister-email',
  access: 'public',
  tag: 'register',
  summary: 'Etapa 1: e-mail (caminho grafado assim no app)',
  body: registerEmailBody,
  answers: { 200: messageAnswer },
});

export const registerPeople = endpoint({
  method: 'POST',
  path: '/register-people',
  access: 'public',
  tag: 'register',
  summary: 'Etapa 2: nome, sobrenome e celular',
  body: registerPeopleBody,
  answers: { 200: messageAnswer },
});

export const registerCompany = endpoint({
  method: 'POST',
  path: '/register-company',
  access: 'public',
  tag: 'register',
  summary: 'Etapa 3: CPF ou CNPJ e dados da empresa',
  body: registerCompanyBody,
  answers: { 200: messageAnswer },
});

export const registerPass = endpoint({
  method: 'POST',
  path: '/register-pass',
  access: 'public',
  tag: 'register',
  summary: 'Etapa 4: senha',
  body: registerPassBody,
  answers: { 200: messageAnswer },
});

export const registerTerms = endpoint({
  method: 'POST',
  path: '/register-terms',
  access: 'public',
  tag: 'register',
  summary: 'Etapa 5: aceite dos termos; cria o usuário como Pendente',
  body: registerTermsBody,
  answers: { 200: messageAnswer },
});

export const confirmEmail = endpoint({
  method: 'POST',
  path: '/confirm-email',
  access: 'public',
  tag: 'register',
  summary: 'Confirma o e-mail do cadastro pelo link enviado a ele (uso único); só então o cadastro pode ser aprovado',
  body: confirmEmailBody,
  answers: { 200: messageAnswer },
});
