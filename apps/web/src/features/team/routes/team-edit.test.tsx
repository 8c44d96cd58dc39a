import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { commonWords } from '@arena/shared/contract/words';
import { registrationWords } from '@arena/shared/registration/words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTeamApi, renderTeam, signInManager } from '../../../test/team';
import { label } from '../../../test/label';

const bruno = { name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '21987654321', level: 1 as const };
const openEdit = () => renderTeam({ pathname: '/team/edit', state: bruno });

describe('/team/edit', () => {
  it('goes back to /team when opened without a member in the navigation state', async () => {
    signInManager();
    fakeTeamApi([]);
    const router = renderTeam('/team/edit');
    expect(await screen.findByRole('heading', { name: teamWords.teamTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team');
  });

  it('shows the e-mail read-only and the name and phone to change', () => {
    signInManager();
    fakeTeamApi([bruno]);
    openEdit();
    const email = screen.getByLabelText(label(commonWords.fieldEmail));
    expect(email).toHaveValue('bruno@empresa.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(teamWords.teamEmailFixed);
    expect(screen.getByLabelText(label(screenWords.fieldName))).toHaveValue('Bruno Lima');
    expect(screen.getByLabelText(label(screenWords.fieldMobile))).toHaveValue('(21) 98765-4321');
  });

  it('keeps the e-mail when someone types into it, and saves name and phone', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(label(commonWords.fieldEmail)), 'x');
    await user.clear(screen.getByLabelText(label(screenWords.fieldName)));
    await user.type(screen.getByLabelText(label(screenWords.fieldName)), 'Bruno Souza');
    await user.clear(screen.getByLabelText(label(screenWords.fieldMobile)));
    await user.type(screen.getByLabelText(label(screenWords.fieldMobile)), '31999998888');
    await user.click(screen.getByRole('button', { name: teamWords.teamSave }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(teamWords.teamUpdated);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      email: 'bruno@empresa.test',
      name: 'Bruno Souza',
      phone: '(31) 99999-8888',
    });
    expect(screen.getByLabelText(label(commonWords.fieldEmail))).toHaveValue('bruno@empresa.test');
  });

  it('refuses a cleared name with the field’s words instead of reporting a change', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label(screenWords.fieldName)));
    await user.click(screen.getByRole('button', { name: teamWords.teamSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.fieldRequired);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('keeps the phone when it is left empty (optional)', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label(screenWords.fieldMobile)));
    await user.click(screen.getByRole('button', { name: teamWords.teamSave }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(teamWords.teamUpdated);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: 'bruno@empresa.test', name: 'Bruno Lima' });
  });

  it('refuses a half-typed phone without calling the server', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label(screenWords.fieldMobile)));
    await user.type(screen.getByLabelText(label(screenWords.fieldMobile)), '3199');
    await user.click(screen.getByRole('button', { name: teamWords.teamSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationWords.phoneInvalid);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('deletes only after confirmation, then returns to /team', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    const router = openEdit();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: teamWords.teamRemove }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(screenWords.confirmRemoveMember);
    await user.click(within(dialog).getByRole('button', { name: commonWords.no }));
    expect(calls.some((c) => c.path === '/team/remove')).toBe(false);

    await user.click(screen.getByRole('button', { name: teamWords.teamRemove }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.yes }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(teamWords.teamRemoved);
    expect(calls.find((c) => c.path === '/team/remove')).toMatchObject({
      method: 'POST',
      body: { email: 'bruno@empresa.test' },
    });
    await user.click(within(dialog).getByRole('button', { name: commonWords.ok }));
    expect(await screen.findByRole('heading', { name: teamWords.teamTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team');
  });

  // docs/product.md#team-gerente: the account holder makes a member a gerente, or back.
  it('makes a member a gerente after confirmation, and then offers the way back', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    const router = openEdit();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: teamWords.teamLevelTitle })).toBeInTheDocument();
    const make = screen.getByRole('button', { name: teamWords.teamMakeGerente });
    expect(make).toHaveAccessibleDescription(teamWords.teamLevelMember('Bruno Lima'));

    await user.click(make);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(teamWords.teamConfirmMakeGerente('Bruno Lima'));
    await user.click(within(dialog).getByRole('button', { name: commonWords.no }));
    expect(calls.some((c) => c.path === '/team/level')).toBe(false);

    await user.click(screen.getByRole('button', { name: teamWords.teamMakeGerente }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.yes }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(teamWords.teamMadeGerente);
    expect(calls.find((c) => c.path === '/team/level')).toMatchObject({
      method: 'PUT',
      body: { email: 'bruno@empresa.test', level: 2 },
    });
    await user.click(within(dialog).getByRole('button', { name: commonWords.ok }));
    // The screen (and its navigation state, so a reload agrees) now shows a gerente.
    expect(router.state.location.state).toMatchObject({ level: 2 });
    const back = screen.getByRole('button', { name: teamWords.teamMakeMember });
    expect(back).toHaveAccessibleDescription(teamWords.teamLevelGerente('Bruno Lima'));
  });

  it('makes a gerente a member again', async () => {
    signInManager();
    const { calls } = fakeTeamApi([{ ...bruno, level: 2 }], 2, {
      'PUT /team/level': { status: 200, body: { message: teamWords.teamMadeMember } },
    });
    renderTeam({ pathname: '/team/edit', state: { ...bruno, level: 2 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: teamWords.teamMakeMember }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(teamWords.teamConfirmMakeMember('Bruno Lima'));
    await user.click(within(confirm).getByRole('button', { name: commonWords.yes }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(teamWords.teamMadeMember);
    expect(calls.find((c) => c.path === '/team/level')?.body).toEqual({ email: 'bruno@empresa.test', level: 1 });
  });

  it('says the server’s words when the member is no longer on the team', async () => {
    signInManager();
    fakeTeamApi([bruno], 2, {
      'PUT /team/level': {
        status: 404,
        body: { message: teamWords.teamMemberNotFound, code: 'TEAM_MEMBER_NOT_FOUND' },
      },
    });
    openEdit();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: teamWords.teamMakeGerente }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.yes }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(teamWords.teamMemberNotFound);
    expect(screen.getByRole('button', { name: teamWords.teamMakeGerente })).toBeInTheDocument();
  });

  it('tells a team gerente on arrival that the team is the account holder’s, with no form', () => {
    signInManager('Ativo', { holder: false });
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    expect(screen.getByText(usersWords.holdersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamWords.teamMakeGerente })).toBeNull();
    expect(screen.queryByLabelText(label(screenWords.fieldName))).toBeNull();
    expect(calls).toEqual([]);
  });
});
