import * as registrationApi from '@arena/shared/registration/calls';
import { registrationWords } from '@arena/shared/registration/words';
import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { confirmEmail } from '../users/users.service.ts';
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

/** The five-step registration (docs/product.md#statuses-and-levels, #api), its draft tied to the browser by a cookie. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Secure when the site's public address is https (docs/product.md#shape), whatever a request claims.
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

  route(app, registrationApi.getRegisterDraft, async (request) => resumeRegistration(app.deps, secretOf(request)));

  route(app, registrationApi.registerEmail, async (request, reply) => {
    const secret = secretOf(request) ?? randomBytes(24).toString('base64url');
    await startRegistration(app.deps, request.body.email, secret, request.ip);
    setCookie(reply, secret);
    return { message: 'ok' };
  });

  route(app, registrationApi.registerPeople, async (request, reply) => {
    await savePeople(app.deps, secretOf(request), request.body);
    refresh(request, reply);
    return { message: 'ok' };
  });

  route(app, registrationApi.registerCompany, async (request, reply) => {
    await saveCompany(app.deps, secretOf(request), request.body);
    refresh(request, reply);
    return { message: 'ok' };
  });

  route(app, registrationApi.registerPass, async (request, reply) => {
    await savePassword(app.deps, secretOf(request), request.body.email, request.body.password, request.ip);
    refresh(request, reply);
    return { message: 'ok' };
  });

  // The token travels in the body, not the path, so it never lands in a request log.
  route(app, registrationApi.confirmEmail, async (request) => {
    await confirmEmail(app.deps, request.body.token);
    return {
      message: app.deps.config.MAIL_URL ? registrationWords.emailConfirmed : registrationWords.emailConfirmedQueued,
    };
  });

  route(app, registrationApi.registerTerms, async (request, reply) => {
    await acceptTerms(app.deps, secretOf(request), request.body.email, {
      version: request.body.terms_version,
      ip: request.ip,
    });
    reply.clearCookie(COOKIE, { path: '/api' });
    return { message: registrationWords.registrationDone };
  });
};
