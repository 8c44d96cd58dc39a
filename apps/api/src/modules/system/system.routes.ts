import { departments, plans } from '@arena/shared/schemas/contact';
import { errorAnswer } from '@arena/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { localDate } from '../../lib/time.ts';
import { listClosedDaysFrom } from '../booking/booking.repository.ts';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Saúde do servidor e do banco',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.string(), db: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'health: database unreachable');
        return reply.status(503).send({ status: 'error', db: 'error' });
      }
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Configurações públicas que o app usa',
        response: {
          200: z.object({
            news_url: z.string(),
            whatsapp_number: z.string(),
            whatsapp_url: z.string(),
            plans: z.array(z.string()),
            departments: z.array(z.string()),
            opening_hours: z.string(),
            slot_minutes: z.number(),
            booking_horizon_days: z.number(),
            cancel_notice_hours: z.number(),
            timezone: z.string(),
            today: z.string(),
          }),
        },
      },
    },
    async () => {
      const c = app.config;
      return {
        news_url: c.NEWS_URL,
        whatsapp_number: c.WHATSAPP_NUMBER,
        whatsapp_url: `https://wa.me/${c.WHATSAPP_NUMBER}`,
        plans: [...plans],
        departments: [...departments],
        opening_hours: c.OPENING_HOURS,
        slot_minutes: c.SLOT_MINUTES,
        booking_horizon_days: c.BOOKING_HORIZON_DAYS,
        cancel_notice_hours: c.CANCEL_NOTICE_HOURS,
        timezone: c.SPACE_TIMEZONE,
        today: localDate(app.clock(), c.SPACE_TIMEZONE),
      };
    },
  );

  app.get(
    '/closed-days',
    {
      schema: {
        tags,
        summary: 'Dias fechados (além dos fins de semana), de hoje em diante',
        response: { 200: z.array(z.object({ date: z.string(), reason: z.string() })), '4xx': errorAnswer },
      },
    },
    async () => listClosedDaysFrom(app.db, localDate(app.clock(), app.config.SPACE_TIMEZONE)),
  );
};
