import { messages } from '@arena/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeTeamApi, renderTeam, signInManager } from '../../../test/team';
import { label } from '../../../test/label';

const bruno = { name: 'Bruno Lima', email: 'bruno@empresa.test', phone: '21987654321' };
const openEdit = () => renderTeam({ pathname: '/team/edit', state: bruno });

describe('/team/edit', () => {
  it('goes back to /team when opened without a member in the navigation state', async () => {
    signInManager();
    fakeTeamApi([]);
    const router = renderTeam('/team/edit');
    expect(await screen.findByRole('heading', { name: messages.teamTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team');
  });

  it('shows the e-mail read-only and the name and phone to change', () => {
    signInManager();
    fakeTeamApi([bruno]);
    openEdit();
    const email = screen.getByLabelText(label(messages.fieldEmail));
    expect(email).toHaveValue('bruno@empresa.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(messages.teamEmailFixed);
    expect(screen.getByLabelText(label(messages.fieldName))).toHaveValue('Bruno Lima');
    expect(screen.getByLabelText(label(messages.fieldMobile))).toHaveValue('(21) 98765-4321');
  });

  it('keeps the e-mail when someone types into it, and saves name and phone', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(label(messages.fieldEmail)), 'x');
    await user.clear(screen.getByLabelText(label(messages.fieldName)));
    await user.type(screen.getByLabelText(label(messages.fieldName)), 'Bruno Souza');
    await user.clear(screen.getByLabelText(label(messages.fieldMobile)));
    await user.type(screen.getByLabelText(label(messages.fieldMobile)), '31999998888');
    await user.click(screen.getByRole('button', { name: messages.teamSave }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.teamUpdated);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      email: 'bruno@empresa.test',
      name: 'Bruno Souza',
      phone: '(31) 99999-8888',
    });
    expect(screen.getByLabelText(label(messages.fieldEmail))).toHaveValue('bruno@empresa.test');
  });

  it('refuses a cleared name with the field’s words instead of reporting a change', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label(messages.fieldName)));
    await user.click(screen.getByRole('button', { name: messages.teamSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fieldRequired);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('keeps the phone when it is left empty (optional)', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label(messages.fieldMobile)));
    await user.click(screen.getByRole('button', { name: messages.teamSave }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(messages.teamUpdated);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: 'bruno@empresa.test', name: 'Bruno Lima' });
  });

  it('refuses a half-typed phone without calling the server', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    openEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label(messages.fieldMobile)));
    await user.type(screen.getByLabelText(label(messages.fieldMobile)), '3199');
    await user.click(screen.getByRole('button', { name: messages.teamSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.phoneInvalid);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('deletes only after confirmation, then returns to /team', async () => {
    signInManager();
    const { calls } = fakeTeamApi([bruno]);
    const router = openEdit();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.teamRemove }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.confirmRemoveMember);
    await user.click(within(dialog).getByRole('button', { name: messages.no }));
    expect(calls.some((c) => c.path === '/team/remove')).toBe(false);

    await user.click(screen.getByRole('button', { name: messages.teamRemove }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: messages.yes }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.teamRemoved);
    expect(calls.find((c) => c.path === '/team/remove')).toMatchObject({
      method: 'POST',
      body: { email: 'bruno@empresa.test' },
    });
    await user.click(within(dialog).getByRole('button', { name: messages.ok }));
    expect(await screen.findByRole('heading', { name: messages.teamTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/team');
  });
});
