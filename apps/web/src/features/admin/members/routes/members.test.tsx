import { usersStaffWords } from '@arena/shared/users/staff-words';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { adminUser } from '../../../../test/admin-members';
import { byQuery, configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentUrls, server } from '../../../../test/server';
import MembersRoute from './members';

const renderMembers = (entry: string) => renderApp(<MembersRoute />, { path: paths.adminMembers, entry, user: staff });

const joana = adminUser({ id: 21, name: 'Joana', lastname: 'Prado', email: 'joana@prado.test', status: 'Ativo' });
const bruno = adminUser({
  id: 22,
  name: 'Bruno',
  lastname: 'Lima',
  email: 'bruno@prado.test',
  status: 'Inativo',
  level: 1,
  manager_id: 21,
  company: null,
});

const urls = () => sentUrls().filter((u) => u.startsWith('/api/admin/users'));

describe('/admin/members', () => {
  it('lists members with company, status and level, each linking to its page', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/users', () => HttpResponse.json([joana, bruno])),
    );
    const router = renderMembers('/admin/members');
    const items = await screen.findAllByRole('link', { name: /Prado|Lima/ });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Joana Prado');
    expect(items[0]).toHaveTextContent('Ana Design');
    expect(items[0]).toHaveTextContent('Ativo');
    expect(items[0]).toHaveTextContent(usersStaffWords.membersLevelManager);
    expect(items[1]).toHaveTextContent(usersStaffWords.membersNoCompany);
    expect(items[1]).toHaveTextContent('Inativo');
    expect(items[1]).toHaveTextContent(usersStaffWords.membersLevelTeam);
    expect(screen.getByRole('status')).toHaveTextContent('2 membros');
    expect(items[1]).toHaveAttribute('href', '/admin/members/22');
    await userEvent.setup().click(items[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/admin/members/21');
  });

  it('searches after a pause in typing, and filters by status', async () => {
    server.use(
      configHandler,
      http.get(
        '/api/admin/users',
        byQuery({
          '': () => HttpResponse.json([joana, bruno]),
          '?q=529.982': () => HttpResponse.json([joana]),
          '?status=Inativo&q=529.982': () => HttpResponse.json([]),
        }),
      ),
    );
    const router = renderMembers('/admin/members');
    const user = userEvent.setup();
    await screen.findAllByRole('link', { name: /Prado|Lima/ });
    await user.type(screen.getByRole('searchbox', { name: usersStaffWords.membersSearch }), '529.982');
    // One query for the whole word, not one per keystroke.
    await waitFor(() => expect(urls()).toContain('/api/admin/users?q=529.982'));
    expect(urls()).toEqual(['/api/admin/users', '/api/admin/users?q=529.982']);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Prado|Lima/ })).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 membro');

    await user.selectOptions(screen.getByRole('combobox', { name: usersStaffWords.membersStatusFilter }), 'Inativo');
    expect(await screen.findByText(usersStaffWords.membersEmpty)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=529.982&status=Inativo');
    const options = within(screen.getByRole('combobox', { name: usersStaffWords.membersStatusFilter })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual(['Todos', 'Pendente', 'Ativo', 'Inativo']);
  });

  it('starts from the search and status in the address', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/users', byQuery({ '?status=Ativo&q=joana': () => HttpResponse.json([joana]) })),
    );
    renderMembers('/admin/members?status=Ativo&q=joana');
    expect(await screen.findByRole('link', { name: /Joana Prado/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: usersStaffWords.membersSearch })).toHaveValue('joana');
    expect(screen.getByRole('combobox', { name: usersStaffWords.membersStatusFilter })).toHaveValue('Ativo');
    expect(urls()).toEqual(['/api/admin/users?status=Ativo&q=joana']);
  });
});
