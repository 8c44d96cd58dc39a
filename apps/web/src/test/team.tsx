import { teamWords } from '@arena/shared/users/team-words';
import { http, HttpResponse } from 'msw';
import type { InitialEntry } from 'react-router';
import { paths } from '../config/paths';
import NewUserRoute from '../features/team/routes/new-user';
import TeamRoute from '../features/team/routes/team';
import TeamEditRoute from '../features/team/routes/team-edit';
import { configHandler } from './fixtures';
import { renderApp } from './render-app';
import { server } from './server';

export type FakeMember = {
  name: string;
  email: string;
  phone: string;
  invite?: 'pending' | 'active';
  level?: 1 | 2;
};
export type Call = { method: string; path: string; body: unknown };
type Answer = { status: number; body: Record<string, unknown> };

/**
 * The team API (apps/api/src/modules/team/team.routes.ts) as MSW handlers: it answers like the
 * server and records each call. `reply` overrides the answer to one `METHOD /path`.
 */
export function fakeTeamApi(members: FakeMember[] = [], total = 2, reply: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const answer =
    (method: string, path: string, usual: () => Response) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      calls.push({ method, path, body: text ? (JSON.parse(text) as unknown) : undefined });
      const override = reply[`${method} ${path}`];
      return override ? HttpResponse.json(override.body, { status: override.status }) : usual();
    };
  const ok = () => HttpResponse.json({ message: 'ok' });
  server.use(
    configHandler,
    http.get(
      '/api/team',
      answer('GET', '/team', () =>
        HttpResponse.json(
          members.map(({ invite = 'active', level = 1, ...participant }) => ({ participant, invite, level })),
        ),
      ),
    ),
    http.get(
      '/api/team/seats',
      answer('GET', '/team/seats', () =>
        HttpResponse.json({ total, used: members.length, free: Math.max(0, total - members.length) }),
      ),
    ),
    http.post('/api/team', answer('POST', '/team', ok)),
    http.put('/api/team', answer('PUT', '/team', ok)),
    http.post('/api/team/remove', answer('POST', '/team/remove', ok)),
    http.post(
      '/api/team/resend',
      answer('POST', '/team/resend', () => HttpResponse.json({ message: teamWords.teamInviteResent })),
    ),
    http.put(
      '/api/team/level',
      answer('PUT', '/team/level', () => HttpResponse.json({ message: teamWords.teamMadeGerente })),
    ),
  );
  return { calls };
}

/**
 * A signed-in, active manager (the guard itself is the inner layout's job): the account holder, or
 * with `holder: false` a team gerente (docs/product.md#team-gerente).
 */
export function signInManager(status = 'Ativo', { holder = true } = {}) {
  const user = { id: 1, name: 'Ana', level: 2, status, phone: '11912345678', email: 'ana@empresa.test' };
  localStorage.setItem(
    'arena.session',
    JSON.stringify({ token: 't0k3n', ...user, plan: 'Arena Dedicada', role: 'member', holder, qtd_team: 2 }),
  );
}

/** The three team screens, so a test can go from one to another. */
export function renderTeam(entry: InitialEntry) {
  return renderApp(
    [
      { path: paths.team, element: <TeamRoute /> },
      { path: paths.teamEdit, element: <TeamEditRoute /> },
      { path: paths.teamNew, element: <NewUserRoute /> },
    ],
    { entry },
  );
}
