import { screenWords } from '@arena/shared/contract/screen-words';
import { commonWords } from '@arena/shared/contract/words';
import { teamWords } from '@arena/shared/users/team-words';
import { registrationWords } from '@arena/shared/registration/words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeMember, fakeTeamApi, renderTeam, signInManager } from '../../../test/team';
import { label } from '../../../test/label';

const bruno: FakeMember = { name: 'Bruno', email: 'bruno@empresa.test', phone: '21987654321' };

async function fill(name: string, email: string, phone: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText(label(screenWords.fieldName)), name);
  if (email) await user.type(screen.getByLabelText(label(commonWords.fieldEmail)), email);
  if (phone) await user.type(screen.getByLabelText(label(screenWords.fieldMobile)), phone);
  await user.click(screen.getByRole('button', { name: teamWords.teamAdd }));
}

describe('/team/newuser', () => {
  it.each([
    [[], 1, 'status - Ativo / 1 posição livre'],
    [[], 2, 'status - Ativo / 2 posições livres'],
  ] as const)('shows the real free seats (%#)', async (members, total, line) => {
    signInManager();
    fakeTeamApi([...members], total);
    renderTeam('/team/newuser');
    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(screen.getByText(teamWords.teamInviteNote)).toBeInTheDocument();
  });

  it('with no free seat, says so on arrival and shows no form to fill', async () => {
    signInManager();
    fakeTeamApi([bruno], 1);
    renderTeam('/team/newuser');
    expect(await screen.findByText('status - Ativo / Nenhuma posição livre')).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(teamWords.teamNoSeats);
    expect(notice).toHaveTextContent(teamWords.teamNoSeatsHelp);
    expect(within(notice).getByRole('link', { name: teamWords.teamGoToTeam })).toHaveAttribute('href', '/team');
    expect(screen.queryByLabelText(label(screenWords.fieldName))).toBeNull();
    expect(screen.queryByRole('button', { name: teamWords.teamAdd })).toBeNull();
  });

  it('requires all three fields, with the seed’s message, and sends nothing', async () => {
    signInManager();
    const { calls } = fakeTeamApi();
    renderTeam('/team/newuser');
    await fill('', '', '');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(Array(3).fill(registrationWords.fillRequiredFields));
    expect(screen.getByLabelText(label(screenWords.fieldName))).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a malformed e-mail with the team’s wording', async () => {
    signInManager();
    const { calls } = fakeTeamApi();
    renderTeam('/team/newuser');
    await fill('Carla', 'carla@', '11912345678');
    expect(await screen.findByRole('alert')).toHaveTextContent(teamWords.teamEmailInvalid);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('masks the phone and posts the member, then confirms and returns to /team', async () => {
    signInManager();
    const { calls } = fakeTeamApi();
    const router = renderTeam('/team/newuser');
    await fill('Carla Dias', 'Carla@Empresa.test', '11912345678');
    expect(screen.getByLabelText(label(screenWords.fieldMobile))).toHaveValue('(11) 91234-5678');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(teamWords.teamAdded);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/team',
      body: { name: 'Carla Dias', email: 'carla@empresa.test', phone: '(11) 91234-5678' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: commonWords.ok }));
    expect(await screen.findByRole('heading', { name: teamWords.teamTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team');
    // Opened directly (not from the list), the list replaces the form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s words when the add is refused, and stays', async () => {
    signInManager();
    // The last seat taken meanwhile (another tab): the server refuses what the screen allowed.
    fakeTeamApi([], 1, { 'POST /team': { status: 409, body: { message: teamWords.teamNoSeats } } });
    const router = renderTeam('/team/newuser');
    await fill('Carla', 'carla@empresa.test', '11912345678');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(teamWords.teamNoSeats);
    await userEvent.click(within(dialog).getByRole('button', { name: commonWords.ok }));
    expect(router.state.location.pathname).toBe('/team/newuser');
  });
});
