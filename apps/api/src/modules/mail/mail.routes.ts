import * as mailApi from '@arena/shared/mail/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { me } from '../../plugins/auth.ts';
import { listOutbox } from './mail.repository.ts';
import { resendMail } from './mail.service.ts';

/** The e-mails the system sent or queued, readable by staff only (docs/product.md#api, #back-office). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, mailApi.listOutbox, async (request) => listOutbox(app.db, request.query));

  route(app, mailApi.resendMail, async (request) => {
    const item = await resendMail(app.deps, me(request), request.params.id);
    if (!item) throw new Error('outbox row vanished after its resend');
    return item;
  });
};
