import * as bookingsApi from '@arena/shared/bookings/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { calendarFeed, type Feed } from './feed.service.ts';

/** Whether an If-None-Match header names this ETag (or is `*`); weak validators compare too. */
function etagMatches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

/**
 * RFC 9110 §13.2.2: If-None-Match decides when it is sent; only without it does
 * If-Modified-Since (to the second, as HTTP dates go).
 */
function notModified(headers: { 'if-none-match'?: string; 'if-modified-since'?: string }, feed: Feed): boolean {
  if (headers['if-none-match'] !== undefined) return etagMatches(headers['if-none-match'], feed.etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(feed.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The member's calendar feed (docs/product.md#calendar-feed): the bookings behind a private
 * address (modules/calendar), which calendar apps fetch without a login.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, bookingsApi.getCalendarFeed, async (request, reply) => {
    const feed = await calendarFeed(app.deps, request.params.secret);
    reply
      .header('etag', feed.etag)
      .header('last-modified', feed.lastModified.toUTCString())
      // Private to whoever holds the address: no shared cache keeps it, every poll revalidates.
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex');
    if (notModified(request.headers, feed)) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(feed.body());
  });
};
