import type { AuditEntry } from '@arena/shared/audit-log/schemas';
import { auditLogStaffWords } from '@arena/shared/audit-log/staff-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';

import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { byQuery, configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentUrls, server } from '../../../../test/server';
import AuditRoute from './audit';

const actor = { id: 1, name: 'Equipe Arena', email: 'equipe@arena.test' };
const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor,
  action: 'request.update',
  target: `request:${id}`,
  target_label: `Financeiro · Ana ${id}`,
  before: { status: 'open' },
  after: { status: 'done' },
  created_at: '2026-11-23T13:00:00.000Z',
  ...over,
});

/** The rows of the before → after table in a card: [field, before, after]. */
function rows(card: HTMLElement): string[][] {
  return within(card)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('the audit log', () => {
  it('shows who did what, on what, when, and the changed fields before and after in pt-BR', async () => {
    server.use(
      configHandler,
      http.get(
        '/api/admin/audit',
        byQuery({
          '?limit=50': () =>
            HttpResponse.json([
              entry(3, {
                action: 'user.update',
                target: 'user:9',
                target_label: 'Ana Souza (ana@empresa.test)',
                before: { status: 'Pendente', plan: null, qtd_team: 0, level: 2 },
                after: { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 3, level: 1 },
                created_at: '2026-11-24T01:15:00.000Z',
              }),
              entry(2, {
                action: 'closed-day.holidays',
                target: 'closed-days:2027',
                target_label: null,
                before: null,
                after: {
                  year: 2027,
                  added: [
                    { date: '2027-01-01', reason: 'Confraternização Universal' },
                    { date: '2027-04-21', reason: 'Tiradentes' },
                  ],
                },
              }),
              entry(1, {
                action: 'room.archive',
                actor: null,
                target: 'room:4',
                target_label: 'Sala 10',
                before: { active: true },
                after: { active: false },
              }),
            ]),
        }),
      ),
    );
    renderApp(<AuditRoute />, { path: paths.adminAudit, user: staff });

    const user = (await screen.findByRole('heading', { name: /Alterou membro/ })).closest('li') as HTMLElement;
    expect(within(user).getByText('Ana Souza (ana@empresa.test)')).toBeInTheDocument();
    expect(user).toHaveTextContent('Por Equipe Arena (equipe@arena.test) · 23/11/2026 às 22:15');
    expect(within(user).getByRole('table', { name: 'Alterações em Ana Souza (ana@empresa.test)' })).toBeInTheDocument();
    expect(rows(user)).toEqual([
      [auditLogStaffWords.inboxFieldStatus, 'Pendente', 'Ativo'],
      ['Plano', '—', 'Arena Dedicada'],
      ['Posições da equipe', '0', '3'],
      ['Nível', usersStaffWords.membersLevelManager, usersStaffWords.membersLevelTeam],
    ]);

    const holidays = screen.getByRole('heading', { name: /Carregou feriados/ }).closest('li') as HTMLElement;
    expect(within(holidays).getByText('closed-days:2027')).toBeInTheDocument();
    expect(rows(holidays)).toEqual([
      ['Ano', '—', '2027'],
      ['Dias incluídos', '—', '01/01/2027 · Confraternização Universal\n21/04/2027 · Tiradentes'],
    ]);

    // An action without a name yet is shown as written; a removed account says so.
    const unknown = screen.getByRole('heading', { name: /room\.archive/ }).closest('li') as HTMLElement;
    expect(unknown).toHaveTextContent(`Por ${auditLogStaffWords.inboxAuditActorGone}`);
    expect(rows(unknown)).toEqual([['Ativa', 'Sim', 'Não']]);
    expect(screen.queryByRole('button', { name: requestsStaffWords.inboxLoadMore })).toBeNull();
  });

  it('loads older entries with Carregar mais until a short page', async () => {
    const first = Array.from({ length: 50 }, (_, i) => entry(100 - i));
    server.use(
      configHandler,
      http.get(
        '/api/admin/audit',
        byQuery({
          '?limit=50': () => HttpResponse.json(first),
          '?limit=50&before=51': () => HttpResponse.json([entry(12, { target_label: 'O mais antigo' })]),
        }),
      ),
    );
    renderApp(<AuditRoute />, { path: paths.adminAudit, user: staff });
    expect(await screen.findAllByRole('heading', { name: /Alterou pedido/ })).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: requestsStaffWords.inboxLoadMore }));
    expect(await screen.findByText('O mais antigo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /Alterou pedido/ })).toHaveLength(51);
    expect(screen.queryByRole('button', { name: requestsStaffWords.inboxLoadMore })).toBeNull();
    expect(sentUrls()).toContain('/api/admin/audit?limit=50&before=51');
  });

  it('is read-only: no button changes anything', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/audit', byQuery({ '?limit=50': () => HttpResponse.json([entry(1)]) })),
    );
    renderApp(<AuditRoute />, { path: paths.adminAudit, user: staff });
    await screen.findByRole('heading', { name: /Alterou pedido/ });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(rows(screen.getByRole('listitem'))).toEqual([[auditLogStaffWords.inboxFieldStatus, 'Aberto', 'Concluído']]);
  });
});
