import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { adminUsersRoutes } from './admin/users.routes.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { closedDaysRoutes } from './closed-days/closed-days.routes.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { requestsRoutes } from './requests/requests.routes.ts';
import { registerRoutes } from './register/register.routes.ts';
import { roomsRoutes } from './rooms/rooms.routes.ts';
import { sessionsRoutes } from './sessions/sessions.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { teamRoutes } from './team/team.routes.ts';

/** Every API route, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(sessionsRoutes);
  await app.register(registerRoutes);
  await app.register(accountRoutes);
  await app.register(bookingsRoutes);
  await app.register(teamRoutes);
  await app.register(adminRoutes);
  await app.register(adminUsersRoutes);
  await app.register(closedDaysRoutes);
  await app.register(roomsRoutes);
  await app.register(requestsRoutes);
  await app.register(mailRoutes);
  await app.register(auditRoutes);
};
