import type { StaffAccount } from '@arena/shared/users/staff-schemas';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, server } from '../../../../test/server';
import AdminStaffRoute from './staff';

const team: StaffAccount[] = [
  { id: staff.id, name: staff.name, email: staff.email, role: 'admin', invite: 'active' },
  { id: 31, name: 'Rita Lopes', email: 'rita@arena.test', role: 'recepcao', invite: 'active' },
];

describe('Equipe do espaço: a role change asks first (walk C10)', () => {
  it('changes nothing on Não, and sends the new role on Sim', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/staff', () => HttpResponse.json(team)),
      http.patch('/api/admin/staff/31', () => HttpResponse.json({ ...team[1], role: 'financeiro' })),
    );
    renderApp(<AdminStaffRoute />, { path: paths.adminStaff, user: staff });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: `${usersStaffWords.staffRole}: Rita Lopes` });
    await user.selectOptions(select, 'financeiro');
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(
      usersStaffWords.staffRoleConfirm('Rita Lopes', usersWords.staffRoleRecepcao, usersWords.staffRoleFinanceiro),
    );
    await user.click(within(ask).getByRole('button', { name: commonWords.no }));
    expect(await sentBodies('PATCH /admin/staff/31')).toHaveLength(0);
    expect(select).toHaveValue('recepcao');

    await user.selectOptions(select, 'financeiro');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.yes }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersStaffWords.staffRoleChanged);
    expect(await sentBodies('PATCH /admin/staff/31')).toEqual([{ role: 'financeiro' }]);
  });

  it('warns an administrator changing their own role that this screen goes away', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/staff', () => HttpResponse.json(team)),
    );
    renderApp(<AdminStaffRoute />, { path: paths.adminStaff, user: staff });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: `${usersStaffWords.staffRole}: ${staff.name}` });
    await user.selectOptions(select, 'recepcao');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      usersStaffWords.staffRoleConfirmSelf(usersWords.staffRoleAdmin, usersWords.staffRoleRecepcao),
    );
  });
});
