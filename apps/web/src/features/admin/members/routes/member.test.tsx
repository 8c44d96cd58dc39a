import { screenWords } from '@arena/shared/contract/screen-words';
import { teamWords } from '@arena/shared/users/team-words';
import { usersStaffWords } from '@arena/shared/users/staff-words';
import { commonWords } from '@arena/shared/contract/words';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { registrationWords } from '@arena/shared/registration/words';

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { adminUserDetail } from '../../../../test/admin-members';
import { configHandler, publicConfig, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, server } from '../../../../test/server';
import MemberRoute from './member';

const renderMembers = (entry: string) => renderApp(<MemberRoute />, { path: paths.adminMember, entry, user: staff });

const joana = adminUserDetail({
  id: 21,
  name: 'Joana',
  lastname: 'Prado',
  status: 'Ativo',
  plan: 'Arena Dedicada',
  qtd_team: 3,
  team: [{ id: 22, name: 'Bruno', lastname: 'Lima', email: 'bruno@prado.test', phone: '', status: 'Ativo' }],
  appointments: [{ id: 5, room: 'Sala 10', date_initial: '2026-11-24 09:00:00', date_final: '2026-11-24 10:30:00' }],
});

function stubMember(detail = joana, patch = () => HttpResponse.json({ message: teamWords.teamUpdated })) {
  server.use(
    configHandler,
    http.get(`/api/admin/users/${detail.id}`, () => HttpResponse.json(detail)),
    http.patch(`/api/admin/users/${detail.id}`, patch),
  );
}

const field = (name: RegExp) => screen.getByRole('combobox', { name });

it('promises no e-mail when there is no mail server: the hint and the question say the notice waits in E-mails', async () => {
  stubMember();
  server.use(http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: false })));
  renderMembers('/admin/members/21');
  await screen.findByRole('heading', { level: 1, name: 'Joana Prado' });
  const user = userEvent.setup();
  await user.selectOptions(field(/Status/), 'Inativo');
  expect(screen.getByText(usersStaffWords.membersSuspendHintQueued)).toBeInTheDocument();
  expect(screen.queryByText(usersStaffWords.membersSuspendHint)).toBeNull();
  await user.click(screen.getByRole('button', { name: usersStaffWords.membersSave }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(usersStaffWords.membersAskSuspend('Joana Prado', false));
  expect(dialog).not.toHaveTextContent('receberá um e\u2011mail');
});

describe('/admin/members/:id', () => {
  it('shows the member, their team with links, and upcoming bookings', async () => {
    stubMember();
    renderMembers('/admin/members/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Joana Prado' })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: usersStaffWords.membersTeam });
    expect(team).toHaveTextContent('1 de 3 posições ocupadas');
    expect(within(team).getByRole('link', { name: /Bruno Lima/ })).toHaveAttribute('href', '/admin/members/22');
    const bookings = screen.getByRole('region', { name: usersStaffWords.membersBookings });
    expect(bookings).toHaveTextContent('Sala 10');
    expect(bookings).toHaveTextContent('terça-feira, 24/11/2026 · 09:00–10:30');
    expect(field(/Status/)).toHaveValue('Ativo');
    expect(
      within(field(/Status/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ativo', 'Inativo']);
    expect(field(/Nível/)).toHaveValue('2');
    expect(field(/Plano/)).toHaveValue('Arena Dedicada');
    expect(screen.getByRole('spinbutton', { name: /Posições/ })).toHaveValue(3);
  });

  it('sends only what changed', async () => {
    stubMember();
    renderMembers('/admin/members/21');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Joana Prado' });
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersSave }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersStaffWords.membersNothingChanged);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.selectOptions(field(/Plano/), 'Arena Exclusiva');
    await user.clear(screen.getByRole('spinbutton', { name: /Posições/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Posições/ }), '5');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersSave }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(teamWords.teamUpdated);
    expect(await sentBodies('PATCH /admin/users/21')).toEqual([{ plan: 'Arena Exclusiva', qtd_team: 5 }]);
  });

  it('suspends only after confirmation, with the optional reason', async () => {
    stubMember(joana, () => HttpResponse.json({ message: usersStaffWords.membersSuspended }));
    renderMembers('/admin/members/21');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Joana Prado' });
    expect(screen.queryByRole('textbox', { name: /Motivo/ })).toBeNull();
    await user.selectOptions(field(/Status/), 'Inativo');
    const reason = screen.getByRole('textbox', { name: /Motivo da suspensão/ });
    expect(reason).not.toBeRequired();
    await user.type(reason, 'Mensalidade em aberto');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersSave }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(usersStaffWords.membersAskSuspend('Joana Prado', true));
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(await sentBodies('PATCH /admin/users/21')).toEqual([]);

    await user.click(screen.getByRole('button', { name: usersStaffWords.membersSave }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(usersStaffWords.membersSuspended);
    expect(await sentBodies('PATCH /admin/users/21')).toEqual([{ status: 'Inativo', reason: 'Mensalidade em aberto' }]);
  });

  it('refusing a pending registration from here needs the reason', async () => {
    const ana = adminUserDetail({ status: 'Pendente' });
    stubMember(ana, () => HttpResponse.json({ message: usersStaffWords.membersRefused }));
    renderMembers('/admin/members/11');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    expect(
      within(field(/Status/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pendente', 'Ativo', 'Inativo']);
    await user.selectOptions(field(/Status/), 'Inativo');
    expect(screen.getByRole('textbox', { name: /Motivo da recusa/ })).toBeRequired();
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersSave }));
    expect(await screen.findByRole('alert')).toHaveTextContent(usersStaffWords.membersReasonRequired);
    expect(await sentBodies('PATCH /admin/users/11')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Motivo da recusa/ }), 'CNPJ inativo');
    await user.click(screen.getByRole('button', { name: usersStaffWords.membersSave }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersStaffWords.membersRefused);
    expect(await sentBodies('PATCH /admin/users/11')).toEqual([{ status: 'Inativo', reason: 'CNPJ inativo' }]);
  });

  it('shows a team member’s manager, and the server’s word for an unknown id', async () => {
    const bruno = adminUserDetail({
      id: 22,
      name: 'Bruno',
      lastname: 'Lima',
      level: 1,
      status: 'Ativo',
      company: null,
      manager: { id: 21, name: 'Joana', lastname: 'Prado', email: 'joana@prado.test' },
    });
    server.use(
      configHandler,
      http.get('/api/admin/users/22', () => HttpResponse.json(bruno)),
      http.get('/api/admin/users/99', () => HttpResponse.json({ message: screenWords.userNotFound }, { status: 404 })),
    );
    const router = renderMembers('/admin/members/22');
    expect(await screen.findByText(/Faz parte da equipe de/)).toHaveTextContent('Faz parte da equipe de Joana Prado.');
    expect(screen.getByRole('link', { name: 'Joana Prado' })).toHaveAttribute('href', '/admin/members/21');
    expect(screen.queryByRole('region', { name: usersStaffWords.membersTeam })).toBeNull();
    await router.navigate('/admin/members/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(screenWords.userNotFound);
  });

  it('shows a team gerente as Gerente on the manager’s account, with no team of their own', async () => {
    const gina = adminUserDetail({
      id: 23,
      name: 'Gina',
      lastname: 'Reis',
      level: 2,
      status: 'Ativo',
      company: null,
      manager: { id: 21, name: 'Joana', lastname: 'Prado', email: 'joana@prado.test' },
    });
    server.use(
      configHandler,
      http.get('/api/admin/users/23', () => HttpResponse.json(gina)),
    );
    renderMembers('/admin/members/23');
    expect(await screen.findByText(/Faz parte da equipe de/)).toHaveTextContent('Faz parte da equipe de Joana Prado.');
    expect(screen.queryByRole('region', { name: usersStaffWords.membersTeam })).toBeNull();
  });
});

describe('anonymising a member (docs/product.md#privacy)', () => {
  it('asks, naming the person and what it does, then anonymises and goes back to the list', async () => {
    stubMember();
    server.use(
      http.post('/api/admin/users/21/anonymize', () =>
        HttpResponse.json({ message: privacyStaffWords.privacyAnonymized }),
      ),
    );
    renderMembers('/admin/members/21');
    const section = await screen.findByRole('region', { name: privacyStaffWords.privacyAnonymize });
    expect(section).toHaveTextContent(privacyStaffWords.privacyAnonymizeHint);
    // Joana manages a team: their access ends too, and the page says so.
    expect(section).toHaveTextContent(privacyStaffWords.privacyAnonymizeTeam(1));
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: privacyStaffWords.privacyAnonymize }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(privacyStaffWords.privacyAnonymizeConfirm('Joana Prado'));
    // Não: nothing is sent.
    await user.click(within(ask).getByRole('button', { name: commonWords.no }));
    expect(await sentBodies('POST /admin/users/21/anonymize')).toHaveLength(0);
    await user.click(within(section).getByRole('button', { name: privacyStaffWords.privacyAnonymize }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: commonWords.yes }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(privacyStaffWords.privacyAnonymized);
    expect(await sentBodies('POST /admin/users/21/anonymize')).toHaveLength(1);
  });

  it('says the open invoices before the irreversible step, on the page and in the question (walk C5)', async () => {
    stubMember({ ...joana, open_invoices: 2 });
    renderMembers('/admin/members/21');
    const section = await screen.findByRole('region', { name: privacyStaffWords.privacyAnonymize });
    expect(section).toHaveTextContent(privacyStaffWords.privacyAnonymizeOpenInvoices(2));
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: privacyStaffWords.privacyAnonymize }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent(privacyStaffWords.privacyAnonymizeConfirmOpen('Joana Prado', 2));
    await user.click(within(ask).getByRole('button', { name: commonWords.no }));
    expect(await sentBodies('POST /admin/users/21/anonymize')).toHaveLength(0);
  });

  it('is not offered to the roles that may not anonymise', async () => {
    stubMember();
    renderApp(<MemberRoute />, {
      path: paths.adminMember,
      entry: '/admin/members/21',
      user: { ...staff, staff_role: 'financeiro' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Joana Prado' });
    expect(screen.queryByRole('region', { name: privacyStaffWords.privacyAnonymize })).toBeNull();
  });
});

describe('correcting a member’s data (docs/product.md#privacy)', () => {
  it('sends only the corrected fields, and refuses a document whose check digits are wrong', async () => {
    stubMember(joana, () => HttpResponse.json({ message: privacyStaffWords.membersCorrected }));
    renderMembers('/admin/members/21');
    const section = await screen.findByRole('region', { name: privacyStaffWords.membersCorrectTitle });
    const user = userEvent.setup();
    const name = within(section).getByRole('textbox', { name: new RegExp(`^${registrationWords.registerLastName}`) });
    await user.clear(name);
    await user.type(name, 'Prado Lima');
    const document = within(section).getByRole('textbox', { name: new RegExp(`^${usersStaffWords.membersDocument}`) });
    await user.clear(document);
    await user.type(document, '11.222.333/0001-82');
    await user.click(within(section).getByRole('button', { name: privacyStaffWords.membersCorrectSubmit }));
    expect(await within(section).findByText(registrationWords.documentInvalid)).toBeInTheDocument();
    expect(await sentBodies('PATCH /admin/users/21')).toHaveLength(0);
    await user.clear(document);
    await user.type(document, '11.222.333/0001-81');
    await user.click(within(section).getByRole('button', { name: privacyStaffWords.membersCorrectSubmit }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(privacyStaffWords.membersCorrected);
    expect(await sentBodies('PATCH /admin/users/21')).toEqual([
      { lastname: 'Prado Lima', company: { document: '11.222.333/0001-81' } },
    ]);
  });
});

describe('the terms a member accepted (docs/product.md#terms)', () => {
  it('lists each version with when and from which address', async () => {
    stubMember({
      ...joana,
      terms: [
        { version: '2027-01-04', accepted_at: '2027-01-05T13:30:00.000Z', ip: '203.0.113.7' },
        { version: '2026-11-27', accepted_at: '2026-11-27T12:00:00.000Z', ip: '198.51.100.2' },
      ],
    });
    renderMembers('/admin/members/21');
    const terms = await screen.findByRole('region', { name: usersStaffWords.membersTerms });
    // In the space's time zone, once the settings have arrived.
    await waitFor(() =>
      expect(
        within(terms)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Versão de 04/01/2027: aceita em 05/01/2027 às 10:30, IP 203.0.113.7',
        'Versão de 27/11/2026: aceita em 27/11/2026 às 09:00, IP 198.51.100.2',
      ]),
    );
  });
});
