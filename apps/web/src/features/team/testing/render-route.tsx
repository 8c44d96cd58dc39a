import type { InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { paths } from '../../../config/paths';
import { jsonResponse } from '../../../test/inner-screen';
import { renderRoutes } from '../../../test/render-route';
import TeamEditRoute from '../routes/team-edit';
import NewUserRoute from '../routes/new-user';
import TeamRoute from '../routes/team';

export type FakeMember = { name: string; email: string; phone: string };
export type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

/**
 * A stand-in for the team API (apps/api/src/modules/team/team.routes.ts): it answers like the
 * server and records each call. `reply` overrides the answer to one `METHOD /path`.
 */
export function fakeTeamApi(members: FakeMember[] = [], total = 2, reply: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const override = reply[`${method} ${path}`];
    if (override) return jsonResponse(override.status, override.body);
    if (method === 'GET' && path === '/team')
      return jsonResponse(
        200,
        members.map((participant) => ({ participant })),
      );
    if (method === 'GET' && path === '/team/seats')
      return jsonResponse(200, { total, used: members.length, free: Math.max(0, total - members.length) });
    return jsonResponse(200, { message: 'ok' });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

/** A signed-in, active manager (the guard itself is the inner layout's job). */
export function signInManager(status = 'Ativo') {
  const user = { id: 1, name: 'Ana', level: 2, status, phone: '11912345678', email: 'ana@empresa.test' };
  localStorage.setItem(
    'arena.session',
    JSON.stringify({ token: 't0k3n', ...user, plan: 'Arena Dedicada', role: 'member', qtd_team: 2 }),
  );
}

/** Renders the three team screens in a memory router, with the modal and a fresh query cache. */
export function renderTeam(entry: InitialEntry) {
  return renderRoutes(
    [
      { path: paths.team, element: <TeamRoute /> },
      { path: paths.teamEdit, element: <TeamEditRoute /> },
      { path: paths.teamNew, element: <NewUserRoute /> },
    ],
    { entry },
  );
}
