import type { FastifyInstance } from 'fastify';
import { requestToStaff } from '../../mail/templates.ts';
import { insertRequest, type NewRequest } from './requests.repository.ts';

/** Stores a request and tells the staff by e-mail (issue 2: studio, support, plan change). */
export async function fileRequest(app: FastifyInstance, request: NewRequest): Promise<number> {
  const id = await insertRequest(app.db, request, app.clock().toISOString());
  await app.mailer.send({ to: app.config.STAFF_EMAIL, ...requestToStaff(request.type, request) });
  return id;
}
