import { errorWords } from '@arena/shared/contract/error-words';
import { TRUSTED_DEVICE_TTL_MS } from '@arena/shared/contract/limits';
import * as usersApi from '@arena/shared/users/calls';
import { usersWords } from '@arena/shared/users/words';
import { privacyWords } from '@arena/shared/privacy/words';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { revokeSession } from './sessions.repository.ts';
import { checkLink, endOtherSessions, login, requestRecovery, resetPassword } from './sessions.service.ts';

/** The device cookie (docs/product.md#api): a browser that signed in keeps its own login budget. */
const DEVICE_COOKIE = 'arena_device';

/** Signing in and out, and setting a password by a recovery or invite link (docs/product.md#api). */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.deps.config.PUBLIC_URL.startsWith('https://');

  route(app, usersApi.createSession, async (request, reply) => {
    const cookie = request.cookies[DEVICE_COOKIE];
    const result = await login(app.deps, {
      email: request.body.email,
      password: request.body.password,
      ip: request.ip,
      deviceToken: cookie && /^[A-Za-z0-9_-]{20,100}$/.test(cookie) ? cookie : undefined,
    });
    if (!result.ok) return reply.status(203).send({ message: usersWords.loginFailed });
    reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/api/session',
      maxAge: TRUSTED_DEVICE_TTL_MS / 1000,
    });
    return { token: result.token, user: result.user };
  });

  route(app, usersApi.deleteSession, async (request) => {
    await revokeSession(app.deps.db, me(request).sessionId, app.deps.clock().toISOString());
    return { message: errorWords.loggedOut };
  });

  route(app, usersApi.endOtherSessions, async (request) => {
    const ended = await endOtherSessions(app.deps, me(request));
    // The same words the screen shows for it (review S23): one text per event.
    return { message: privacyWords.myDataEndOthersDone(ended), ended };
  });

  route(app, usersApi.recoveryPass, async (request) => {
    await requestRecovery(app.deps, request.body.email, request.ip);
    return { message: usersWords.recoverySent };
  });

  // The token travels in the body, not the path, so it never lands in a request log.
  route(app, usersApi.checkResetToken, async (request) => checkLink(app.deps, request.body.token));

  route(app, usersApi.resetPass, async (request) => {
    await resetPassword(app.deps, request.body.token, request.body.password, request.ip, request.body.terms_version);
    return { message: usersWords.passwordChanged };
  });
};
