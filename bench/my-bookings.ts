import type autocannon from 'autocannon';
import { apiPath } from '@arena/shared/contract/endpoints';

/**
 * The member's own reads of issue 14 beside the bare baseline and the ceiling (docs/performance.md):
 * Minhas reservas (GET /api/appointments/mine) and the calendar feed, both as a calendar app first
 * fetches it and as it then polls it (If-None-Match, answered 304 without building the calendar).
 */
type Load = { rps: number; p99: number; errors: number; non2xx: number; requests: number; cpuUs?: number };
type LoadFn = (name: string, options: autocannon.Options, pid?: number) => Promise<Load>;
type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

export async function myBookingsGoals(
  serverUrl: string,
  headers: Record<string, string>,
  pid: number,
  figures: { load: LoadFn; goal: GoalFn; baseline: Load; ceiling: Load },
) {
  const { load, goal, baseline, ceiling } = figures;
  const res = await fetch(`${serverUrl}${apiPath('getCalendar')}`, { headers });
  const { url } = (await res.json()) as { url: string };
  const feedPath = new URL(url).pathname;
  const first = await fetch(`${serverUrl}${feedPath}`);
  const etag = first.headers.get('etag') ?? '';
  const events = ((await first.text()).match(/BEGIN:VEVENT/g) ?? []).length;

  const mine = await load(
    'GET /api/appointments/mine',
    { url: `${serverUrl}${apiPath('listMyAppointments')}`, headers },
    pid,
  );
  const feed = await load(`GET /api/calendar/<secret>.ics (${events} events)`, { url: `${serverUrl}${feedPath}` }, pid);
  const poll = await load(
    'GET /api/calendar/<secret>.ics, If-None-Match (304)',
    { url: `${serverUrl}${feedPath}`, headers: { 'if-none-match': etag } },
    pid,
  );
  const vs = (r: Load) =>
    `${r.rps.toFixed(0)} req/s (${(r.rps / baseline.rps).toFixed(2)}× bare Node, ${(r.rps / ceiling.rps).toFixed(2)}× the ceiling), ` +
    `p99 ${r.p99} ms, ${r.cpuUs?.toFixed(1)} µs CPU/request (ceiling ${ceiling.cpuUs?.toFixed(1)})`;
  goal(
    'GET /api/appointments/mine (Minhas reservas)',
    vs(mine),
    'reported; no errors',
    mine.errors + mine.non2xx === 0,
  );
  goal('the calendar feed, fetched whole', vs(feed), 'reported; no errors', feed.errors + feed.non2xx === 0);
  // autocannon counts a 304 as non-2xx: every answer must be one.
  goal(
    'the calendar feed, polled with its ETag',
    vs(poll),
    'all 304; no errors',
    poll.errors === 0 && poll.non2xx === poll.requests && poll.requests > 0,
  );
  return { mine, feed, poll, events };
}
