import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { commonWords } from '@arena/shared/contract/words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTeamApi, renderTeam, signInManager } from '../../../test/team';
import { label } from '../../../test/label';

describe('/team', () => {
  it('lists each member with name, e-mail and formatted phone, and the seats', async () => {
    signInManager();
    fakeTeamApi([{ name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '21987654321' }], 3);
    renderTeam('/team');
    expect(screen.getByRole('heading', { name: teamWords.teamTitle })).toBeInTheDocument();
    const row = await screen.findByRole('link', { name: /Bruno Lima/ });
    expect(row).toHaveTextContent('bruno@empresa.test');
    expect(row).toHaveTextContent('(21) 98765-4321');
    expect(await screen.findByText('2 posições livres')).toBeInTheDocument();
    expect(screen.getByText('1 de 3 posições ocupadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar novo usuário' })).toHaveAttribute('href', '/team/newuser');
  });

  it('opens /team/edit with the member passed through navigation state', async () => {
    signInManager();
    fakeTeamApi([{ name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '21987654321' }]);
    const router = renderTeam('/team');
    await userEvent.click(await screen.findByRole('link', { name: /Bruno Lima/ }));
    expect(await screen.findByRole('heading', { name: teamWords.teamEditTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team/edit');
    expect(router.state.location.state).toEqual({
      name: 'Bruno Lima',
      email: 'bruno@empresa.test',
      phone: '21987654321',
      level: 1,
      from: '/team',
    });
    expect(screen.getByLabelText(label(screenWords.fieldName))).toHaveValue('Bruno Lima');
  });

  it('after an add opened from the list, steps back to it instead of stacking a second list', async () => {
    signInManager();
    fakeTeamApi([], 2);
    const router = renderTeam('/team');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Cadastrar novo usuário' }));
    await user.type(await screen.findByLabelText(label(screenWords.fieldName)), 'Carla');
    await user.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'carla@empresa.test');
    await user.type(screen.getByLabelText(label(screenWords.fieldMobile)), '11912345678');
    await user.click(screen.getByRole('button', { name: teamWords.teamAdd }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.ok }));
    expect(await screen.findByRole('heading', { name: teamWords.teamTitle })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('shows each member’s invite and sends a pending one again', async () => {
    signInManager();
    const { calls } = fakeTeamApi(
      [
        { name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '21987654321', invite: 'active' },
        { name: 'Carla Dias', email: 'carla@empresa.test', phone: '31998765432', invite: 'pending' },
      ],
      3,
    );
    renderTeam('/team');
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(teamWords.teamInviteActive);
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Reenviar convite/ })).toBeNull();
    expect(rows[1]).toHaveTextContent(teamWords.teamInvitePending);
    await userEvent.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: teamWords.teamResendInviteFor('Carla Dias') }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(teamWords.teamInviteResent);
    expect(calls.find((c) => c.path === '/team/resend')?.body).toEqual({ email: 'carla@empresa.test' });
  });

  it('disables Cadastrar novo usuário when no seat is left, and says why', async () => {
    signInManager();
    fakeTeamApi([{ name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '21987654321' }], 1);
    renderTeam('/team');
    const add = await screen.findByRole('button', { name: teamWords.teamNewTitle });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(teamWords.teamNoSeats);
    expect(screen.queryByRole('link', { name: teamWords.teamNewTitle })).toBeNull();
  });

  it('says so when the team has nobody yet', async () => {
    signInManager();
    fakeTeamApi([], 1);
    renderTeam('/team');
    expect(await screen.findByText(teamWords.teamEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const seats = screen.getByRole('region', { name: teamWords.teamSeatsTitle });
    expect(await within(seats).findByText('1 posição livre')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the list cannot be read', async () => {
    signInManager();
    fakeTeamApi([], 1, { 'GET /team': { status: 403, body: { message: usersWords.managersOnly } } });
    renderTeam('/team');
    expect(await screen.findByRole('alert')).toHaveTextContent(usersWords.managersOnly);
  });

  it('marks a gerente in the list (docs/product.md#team-gerente)', async () => {
    signInManager();
    fakeTeamApi([
      { name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '21987654321', level: 2 },
      { name: 'Carla Dias', email: 'carla@empresa.test', phone: '31998765432' },
    ]);
    renderTeam('/team');
    expect(await screen.findByRole('link', { name: /Bruno Lima.*Gerente/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Carla Dias/ })).not.toHaveTextContent(teamWords.teamGerenteBadge);
  });
});
