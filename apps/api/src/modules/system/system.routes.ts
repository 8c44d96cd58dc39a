import * as systemApi from '@arena/shared/api/system';
import { departments } from '@arena/shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { sql } from 'kysely';
import { localDate } from '../../lib/time.ts';
import { activePlans } from '../plans/plans.service.ts';
import { countOpenRequests } from '../requests/requests.service.ts';
import { countPendingMembers } from '../users/users.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  /** 'ok', or 'error' when the check fails or takes over two seconds. */
  const check = async (name: string, probe: () => Promise<unknown>): Promise<'ok' | 'error'> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} did not answer in 2 s`)), 2_000);
    });
    try {
      await Promise.race([probe(), late]);
      return 'ok';
    } catch (err) {
      app.log.error({ err }, `health: ${name} unreachable`);
      return 'error';
    } finally {
      clearTimeout(timer);
    }
  };

  route(app, systemApi.getHealth, async (_request, reply) => {
    // A load balancer takes a process out when this answers 503 (docs/operations.md).
    const [db, redis] = await Promise.all([
      check('database', () => sql`select 1`.execute(app.db)),
      app.redis ? check('redis', () => app.redis?.ping() ?? Promise.resolve()) : undefined,
    ]);
    const ok = db === 'ok' && redis !== 'error';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error', db, ...(redis ? { redis } : {}) });
  });

  route(app, systemApi.getConfig, async () => {
    const c = app.config;
    const plans = await activePlans(app.deps.db);
    return {
      news_url: c.NEWS_URL,
      whatsapp_number: c.WHATSAPP_NUMBER,
      whatsapp_url: `https://wa.me/${c.WHATSAPP_NUMBER}`,
      // The plans offered now (product.md §9), by name: the plan screen sends the name back.
      plans: plans.map((p) => p.name),
      plan_hours: Object.fromEntries(plans.map((p) => [p.name, p.monthly_minutes / 60])),
      departments: [...departments],
      opening_hours: c.OPENING_HOURS,
      slot_minutes: c.SLOT_MINUTES,
      booking_horizon_days: c.BOOKING_HORIZON_DAYS,
      cancel_notice_hours: c.CANCEL_NOTICE_HOURS,
      timezone: c.SPACE_TIMEZONE,
      today: localDate(app.clock(), c.SPACE_TIMEZONE),
      mail_delivered: Boolean(c.MAIL_URL),
      checkin_minutes: c.CHECKIN_MINUTES,
    };
  });

  route(app, systemApi.getAdminSummary, async () => {
    // The back-office badges: registrations waiting for staff, requests still open.
    const [pending, openRequests] = await Promise.all([
      countPendingMembers(app.deps.db),
      countOpenRequests(app.deps.db),
    ]);
    return { pending, openRequests };
  });
};
