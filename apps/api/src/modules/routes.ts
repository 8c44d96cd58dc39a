import type { FastifyPluginAsync } from 'fastify';
import { auditLogRoutes } from './audit-log/audit-log.routes.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { feedRoutes } from './bookings/feed.routes.ts';
import { guestsRoutes } from './bookings/guests.routes.ts';
import { checkinRoutes } from './bookings/checkin.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { closedDaysRoutes } from './closed-days/closed-days.routes.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { invoicesRoutes } from './invoices/invoices.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { plansRoutes } from './plans/plans.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { requestsRoutes } from './requests/requests.routes.ts';
import { roomsRoutes } from './rooms/rooms.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { sessionsRoutes } from './users/sessions.routes.ts';
import { staffRoutes } from './users/staff.routes.ts';
import { teamRoutes } from './users/team.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/**
 * Every API route, mounted under /api by app.ts: one module per entity, each with its member
 * routes and, beside them, its staff routes under /admin (told apart by `config.auth`).
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(sessionsRoutes);
  await app.register(registrationRoutes);
  await app.register(usersRoutes);
  await app.register(privacyRoutes);
  await app.register(teamRoutes);
  await app.register(staffRoutes);
  await app.register(requestsRoutes);
  await app.register(roomsRoutes);
  await app.register(bookingsRoutes);
  await app.register(guestsRoutes);
  await app.register(checkinRoutes);
  await app.register(plansRoutes);
  await app.register(invoicesRoutes);
  await app.register(calendarRoutes);
  await app.register(feedRoutes);
  await app.register(closedDaysRoutes);
  await app.register(mailRoutes);
  await app.register(auditLogRoutes);
};
