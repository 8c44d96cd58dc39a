import { PRIVACY_VERSION } from '@arena/shared/privacy/words';
import { departments } from '@arena/shared/requests/schemas';
import * as systemApi from '@arena/shared/system/calls';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { sql } from 'kysely';
import { localDate } from '../../lib/time.ts';
import { activePlans } from '../plans/plans.service.ts';
import { countOpenRequests } from '../requests/requests.service.ts';
import { countPendingMembers } from '../users/users.service.ts';

/** How long health reports a full disk after a write failed for lack of space. */
const STORAGE_FULL_REPORTED_MS = 60_000;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Whether `probe` answers within `ms`; a failure is logged (at most once a minute per check). */
  const lastLogged = new Map<string, number>();
  const answers = async (name: string, ms: number, probe: () => Promise<unknown>): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${name} did not answer in ${ms} ms`)), ms);
    });
    try {
      await Promise.race([probe(), late]);
      return true;
    } catch (err) {
      if (Date.now() - (lastLogged.get(name) ?? 0) > 60_000) {
        lastLogged.set(name, Date.now());
        app.log.error({ err }, `health: ${name} unreachable`);
      }
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  route(app, systemApi.getHealth, async (_request, reply) => {
    // A load balancer takes a process out when this answers 503 (docs/operations.md): the
    // database is what a process cannot serve without. Redis down or stalled leaves every
    // process counting limits on its own, which they all do alike: reported `degraded`, still
    // 200, as taking them all out would turn a degraded service into none
    // (docs/decisions/022-riding-through-faults.md).
    const { redis } = app;
    const [dbOk, redisOk] = await Promise.all([
      answers('database', 2_000, () => sql`select 1`.execute(app.db)),
      redis ? answers('redis', app.config.REDIS_TIMEOUT_MS, () => redis.ping()) : undefined,
    ]);
    // A write that failed for lack of space in the last minute: reads work, writes do not.
    const full = Date.now() - app.faults.storageFullAt < STORAGE_FULL_REPORTED_MS;
    const db = !dbOk ? 'error' : full ? 'full' : 'ok';
    const status = db !== 'ok' ? 'error' : redisOk === false ? 'degraded' : 'ok';
    return reply
      .status(db === 'ok' ? 200 : 503)
      .send({ status, db, ...(redisOk === undefined ? {} : { redis: redisOk ? 'ok' : 'degraded' }) });
  });

  route(app, systemApi.getConfig, async () => {
    const c = app.config;
    const plans = await activePlans(app.deps.db);
    return {
      news_url: c.NEWS_URL,
      whatsapp_number: c.WHATSAPP_NUMBER,
      whatsapp_url: `https://wa.me/${c.WHATSAPP_NUMBER}`,
      // The plans offered now (docs/product.md#plans), by name: the plan screen sends the name back.
      plans: plans.map((p) => p.name),
      plan_hours: Object.fromEntries(plans.map((p) => [p.name, p.monthly_minutes / 60])),
      plan_prices: Object.fromEntries(
        plans.map((p) => [
          p.name,
          {
            monthly_price_cents: p.monthly_price_cents,
            seat_price_cents: p.seat_price_cents,
            overage_hour_cents: p.overage_hour_cents,
            overage: p.overage,
          },
        ]),
      ),
      departments: [...departments],
      opening_hours: c.OPENING_HOURS,
      slot_minutes: c.SLOT_MINUTES,
      booking_horizon_days: c.BOOKING_HORIZON_DAYS,
      cancel_notice_hours: c.CANCEL_NOTICE_HOURS,
      timezone: c.SPACE_TIMEZONE,
      today: localDate(app.clock(), c.SPACE_TIMEZONE),
      mail_delivered: Boolean(c.MAIL_URL),
      company: {
        name: c.COMPANY_NAME,
        document: c.COMPANY_DOCUMENT,
        address: c.COMPANY_ADDRESS,
        privacy_email: c.PRIVACY_EMAIL,
        privacy_officer: c.PRIVACY_OFFICER,
      },
      // What the privacy policy quotes (docs/product.md#privacy): where the data is, and how long each kind is kept.
      data_location: c.DATA_LOCATION,
      retention: {
        session_days: c.RETENTION_SESSION_DAYS,
        draft_days: c.RETENTION_DRAFT_DAYS,
        mail_body_days: c.RETENTION_MAIL_BODY_DAYS,
        mail_days: c.RETENTION_MAIL_DAYS,
        statement_days: c.RETENTION_STATEMENT_DAYS,
        refused_days: c.RETENTION_REFUSED_DAYS,
        visitor_days: c.RETENTION_VISITOR_DAYS,
        audit_years: c.RETENTION_AUDIT_YEARS,
      },
      terms_version: c.TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
      checkin_minutes: c.CHECKIN_MINUTES,
      overdue_block_days: c.OVERDUE_BLOCK_DAYS,
      invoice_due_day: c.INVOICE_DUE_DAY,
      invoice_fine_percent: c.INVOICE_FINE_PERCENT,
      invoice_interest_month_percent: c.INVOICE_INTEREST_MONTH_PERCENT,
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
