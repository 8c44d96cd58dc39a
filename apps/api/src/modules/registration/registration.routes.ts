import { randomBytes } from 'node:crypto';
import { messages } from '@arena/shared/messages';
import { errorAnswer, messageAnswer } from '@arena/shared/schemas/fields';
import {
  registerCompanyBody,
  registerDraftAnswer,
  registerEmailBody,
  registerPassBody,
  registerPeopleBody,
  registerTermsBody,
} from '@arena/shared/schemas/register';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptTerms,
  DRAFT_TTL_MS,
  resumeRegistration,
  saveCompany,
  savePassword,
  savePeople,
  startRegistration,
} from './registration.service.ts';

/** The httpOnly cookie that ties a registration draft to the browser that started it. */
const COOKIE = 'arena_reg';
const response = { 200: messageAnswer, '4xx': errorAnswer };
const tags = ['register'];

/** The five-step registration (product.md §2, §3), its draft tied to the browser by a cookie. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Secure when the site's public address is https (product.md §1), whatever a request claims.
  const httpsSite = app.deps.config.PUBLIC_URL.startsWith('https://');
  const secretOf = (request: FastifyRequest) => {
    const value = request.cookies[COOKIE];
    return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  };
  const setCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: httpsSite,
      path: '/api',
      maxAge: DRAFT_TTL_MS / 1000,
    });

  // The draft lives a day after its last step; the cookie is renewed with it.
  const refresh = (request: FastifyRequest, reply: FastifyReply) => {
    const secret = secretOf(request);
    if (secret) setCookie(reply, secret);
  };

  app.get(
    '/register-draft',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'O rascunho deste navegador, para retomar o cadastro após recarregar a página',
        response: { 200: registerDraftAnswer, '4xx': errorAnswer },
      },
    },
    async (request) => resumeRegistration(app.deps, secretOf(request)),
  );

  app.post(
    '/resgister-email',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Etapa 1: e-mail (caminho grafado assim no app)', body: registerEmailBody, response },
    },
    async (request, reply) => {
      const secret = secretOf(request) ?? randomBytes(24).toString('base64url');
      await startRegistration(app.deps, request.body.email, secret, request.ip);
      setCookie(reply, secret);
      return { message: 'ok' };
    },
  );

  app.post(
    '/register-people',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Etapa 2: nome, sobrenome e celular', body: registerPeopleBody, response },
    },
    async (request, reply) => {
      await savePeople(app.deps, secretOf(request), request.body);
      refresh(request, reply);
      return { message: 'ok' };
    },
  );

  app.post(
    '/register-company',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Etapa 3: CPF ou CNPJ e dados da empresa', body: registerCompanyBody, response },
    },
    async (request, reply) => {
      await saveCompany(app.deps, secretOf(request), request.body);
      refresh(request, reply);
      return { message: 'ok' };
    },
  );

  app.post(
    '/register-pass',
    { config: { auth: 'public' }, schema: { tags, summary: 'Etapa 4: senha', body: registerPassBody, response } },
    async (request, reply) => {
      await savePassword(app.deps, secretOf(request), request.body.email, request.body.password, request.ip);
      refresh(request, reply);
      return { message: 'ok' };
    },
  );

  app.post(
    '/register-terms',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Etapa 5: aceite dos termos; cria o usuário como Pendente',
        body: registerTermsBody,
        response,
      },
    },
    async (request, reply) => {
      await acceptTerms(app.deps, secretOf(request), request.body.email);
      reply.clearCookie(COOKIE, { path: '/api' });
      return { message: messages.registrationDone };
    },
  );
};
