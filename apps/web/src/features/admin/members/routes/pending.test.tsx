import { screenWords } from '@arena/shared/contract/screen-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { adminUser } from '../../../../test/admin-members';
import { byQuery, configHandler, publicConfig, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, server } from '../../../../test/server';
import PendingRoute from './pending';

const renderMembers = (entry: string) => renderApp(<PendingRoute />, { path: paths.admin, entry, user: staff });

const ana = adminUser();
const bruno = adminUser({
  id: 12,
  name: 'Bruno',
  lastname: 'Lima',
  email: 'bruno@empresa.test',
  created_at: '2026-11-22T12:00:00.000Z',
  company: { document: '11222333000182', name: 'Lima Ltda', activity: '', phone: '912345678', site: 'lima.com' },
});

describe('/admin: pending registrations', () => {
  it('shows each registration, oldest first, with its data and the document checked', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/users', byQuery({ '?status=Pendente': () => HttpResponse.json([ana, bruno]) })),
    );
    renderMembers('/admin');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Bruno Lima',
      'Ana Souza',
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(second).toHaveTextContent('ana@empresa.test');
    expect(second).toHaveTextContent('(11) 91234-5678');
    expect(second).toHaveTextContent('23/11/2026 às 10:00');
    expect(second).toHaveTextContent('529.982.247-25CPF válido');
    expect(second).toHaveTextContent('3456-7890');
    expect(within(second).getByRole('link', { name: /https:\/\/ana\.design/ })).toHaveAttribute(
      'href',
      'https://ana.design',
    );
    expect(first).toHaveTextContent('11.222.333/0001-82CNPJ inválido');
    expect(first).toHaveTextContent('91234-5678');
    expect(first).toHaveTextContent(usersStaffWords.membersNotInformed); // no activity
    expect(within(first).queryByRole('link', { name: /lima\.com/ })).toBeNull();
  });

  it('says so when nobody waits', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/users', byQuery({ '?status=Pendente': () => HttpResponse.json([]) })),
    );
    renderMembers('/admin');
    expect(await screen.findByText(usersStaffWords.membersPendingEmpty)).toBeInTheDocument();
  });

  it('approves with a plan and seats, shows the answer and reloads the list', async () => {
    let waiting = [ana];
    server.use(
      configHandler,
      http.get('/api/admin/users', byQuery({ '?status=Pendente': () => HttpResponse.json(waiting) })),
      http.patch('/api/admin/users/11', () => {
        waiting = [];
        return HttpResponse.json({ message: usersStaffWords.membersApproved });
      }),
    );
    renderMembers('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: usersStaffWords.membersApprove }));
    const form = screen.getByRole('form', { name: 'Aprovar Ana Souza' });
    await user.selectOptions(within(form).getByLabelText(/Plano/), 'Arena Dedicada');
    await user.clear(within(form).getByLabelText(/Posições/));
    await user.type(within(form).getByLabelText(/Posições/), '3');
    await user.click(within(form).getByRole('button', { name: usersStaffWords.membersConfirmApprove }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(usersStaffWords.membersApproved);
    expect(await sentBodies('PATCH /admin/users/11')).toEqual([
      { status: 'Ativo', plan: 'Arena Dedicada', qtd_team: 3 },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(usersStaffWords.membersPendingEmpty)).toBeInTheDocument();
  });

  it('refuses with the reason, and shows the server’s refusal when there is one', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/users', byQuery({ '?status=Pendente': () => HttpResponse.json([ana]) })),
      http.patch('/api/admin/users/11', () =>
        HttpResponse.json({ message: screenWords.userNotFound }, { status: 404 }),
      ),
    );
    renderMembers('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: usersStaffWords.membersRefuse }));
    await user.type(screen.getByRole('textbox', { name: /Motivo da recusa/ }), 'Documento de outra pessoa');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersConfirmRefuse }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(screenWords.userNotFound);
    expect(await sentBodies('PATCH /admin/users/11')).toEqual([
      { status: 'Inativo', reason: 'Documento de outra pessoa' },
    ]);
  });

  it('marks a registration whose e-mail is not confirmed, shows the refusal of its approval and resends the link', async () => {
    const unconfirmed = adminUser({ email_confirmed: false });
    server.use(
      configHandler,
      http.get('/api/admin/users', byQuery({ '?status=Pendente': () => HttpResponse.json([unconfirmed]) })),
      http.post('/api/admin/users/11/confirmation', () =>
        HttpResponse.json({ message: usersStaffWords.membersConfirmationResent }),
      ),
      http.patch('/api/admin/users/11', () =>
        HttpResponse.json(
          { message: usersStaffWords.membersEmailNotConfirmed, code: 'MEMBERS_EMAIL_NOT_CONFIRMED' },
          { status: 409 },
        ),
      ),
    );
    renderMembers('/admin');
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent(`ana@empresa.test${usersStaffWords.membersEmailUnconfirmed}`);
    expect(card).toHaveTextContent(usersStaffWords.membersEmailUnconfirmedHint);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: usersStaffWords.membersResendConfirmation }));
    const sent = await screen.findByRole('dialog');
    expect(sent).toHaveTextContent(usersStaffWords.membersConfirmationResent);
    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    expect(within(card).queryByRole('textbox', { name: usersStaffWords.membersConfirmationLink })).toBeNull();

    // Aprovar waits for the confirmation (walk C7): no form to fill before a refusal.
    expect(within(card).getByRole('button', { name: usersStaffWords.membersApprove })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Aprovar Ana Souza' })).toBeNull();
  });

  it('without MAIL_URL, makes the confirmation link for staff to copy and pass on (walk C6)', async () => {
    const link = 'https://app.arena.test/confirm-email?token=abc';
    server.use(
      http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: false })),
      http.get(
        '/api/admin/users',
        byQuery({ '?status=Pendente': () => HttpResponse.json([adminUser({ email_confirmed: false })]) }),
      ),
      http.post('/api/admin/users/11/confirmation', () =>
        HttpResponse.json({ message: usersStaffWords.membersConfirmationResentQueued, link }),
      ),
    );
    renderMembers('/admin');
    const card = await screen.findByRole('article');
    expect(await within(card).findByText(usersStaffWords.membersEmailUnconfirmedHintQueued)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: usersStaffWords.membersMakeConfirmation }));
    const told = await screen.findByRole('dialog');
    expect(told).toHaveTextContent(usersStaffWords.membersConfirmationResentQueued);
    await user.click(within(told).getByRole('button', { name: 'OK' }));
    expect(within(card).getByRole('textbox', { name: usersStaffWords.membersConfirmationLink })).toHaveValue(link);
    await user.click(within(card).getByRole('button', { name: usersStaffWords.membersConfirmationCopy }));
    expect(await within(card).findByText(usersStaffWords.membersConfirmationCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('shows no mark on a confirmed registration', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/users', byQuery({ '?status=Pendente': () => HttpResponse.json([ana]) })),
    );
    renderMembers('/admin');
    const card = await screen.findByRole('article');
    expect(card).not.toHaveTextContent(usersStaffWords.membersEmailUnconfirmed);
    expect(within(card).queryByRole('button', { name: usersStaffWords.membersResendConfirmation })).toBeNull();
  });
});
