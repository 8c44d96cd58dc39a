import { screenWords } from '@arena/shared/contract/screen-words';
import type { MyAppointment } from '@arena/shared/bookings/schemas';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';
import { registrationWords } from '@arena/shared/registration/words';
import { plansWords } from '@arena/shared/plans/words';
import { bookingsWords } from '@arena/shared/bookings/words';
import { commonWords } from '@arena/shared/contract/words';
import { invoicesWords } from '@arena/shared/invoices/words';

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  configHandler,
  manager,
  publicConfig,
  teamGerente,
  unblockedHandler,
  usage,
  usageHandler,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentRequests, server } from '../../../test/server';
import HomeRoute from './home';

const nextBooking: MyAppointment = {
  id: 12,
  user_id: 7,
  participants: 'Sala 20',
  room: 'Sala 20',
  date_initial: '2026-03-03 09:00:00',
  date_final: '2026-03-03 10:00:00',
  mine: true,
  cancel_until: '2026-03-03 06:00:00',
  series_id: null,
};

const routes = [
  { path: '/home', element: <HomeRoute /> },
  { path: '/room', element: <p>Tela da sala</p> },
  { path: '/bookings', element: <p>Tela das reservas</p> },
];

function answerMe(user = manager, mine: MyAppointment[] = []) {
  server.use(
    http.get('/api/users/me', () => HttpResponse.json(user)),
    configHandler,
    http.get('/api/appointments/mine', () => HttpResponse.json(mine)),
    usageHandler,
    unblockedHandler,
  );
}

describe('home', () => {
  it('tells a pending manager the status text, on a tile that looks disabled', async () => {
    const pending = { ...manager, status: 'Pendente' as const };
    answerMe(pending);
    renderApp(routes, { entry: '/home', user: pending });
    const tile = await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    expect(tile).toHaveAccessibleDescription(usersWords.pendingReview);
    await userEvent.click(tile);
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersWords.pendingReview);
    expect(screen.queryByText(usersWords.managersOnly)).toBeNull();
  });

  it('tells a registration waiting for its e-mail confirmation so, and sends the link again', async () => {
    const pending = { ...manager, status: 'Pendente' as const, email_confirmed: false };
    answerMe(pending);
    server.use(
      http.post('/api/users/me/confirmation', () =>
        HttpResponse.json({ message: registrationWords.confirmationResent(manager.email) }),
      ),
    );
    renderApp(routes, { entry: '/home', user: pending });
    const tile = await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(tile).toHaveAccessibleDescription(registrationWords.pendingConfirmEmail(manager.email));
    expect(screen.queryByText(usersWords.pendingReview)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: registrationWords.confirmationResend }));
    expect(await screen.findByRole('status')).toHaveTextContent(registrationWords.confirmationResent(manager.email));
    expect(sentRequests()).toContain('POST /users/me/confirmation');
  });

  it('without e-mail delivery, sends a registration waiting for confirmation to the staff for the link', async () => {
    const pending = { ...manager, status: 'Pendente' as const, email_confirmed: false };
    answerMe(pending);
    server.use(http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: false })));
    renderApp(routes, { entry: '/home', user: pending });
    expect(await screen.findByText(registrationWords.pendingConfirmEmailQueued)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: registrationWords.confirmationResend })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: usersWords.statusInactive }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(registrationWords.pendingConfirmEmailQueued);
  });

  it('on a slow network, says the hours and the next booking are coming, and Informativo does not look disabled (walk P4)', async () => {
    server.use(
      http.get('/api/users/me', () => HttpResponse.json(manager)),
      http.get('/api/config', async () => {
        await delay('infinite');
        return HttpResponse.json(publicConfig);
      }),
      http.get('/api/appointments/mine', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      http.get('/api/users/me/usage', async () => {
        await delay('infinite');
        return HttpResponse.json(usage);
      }),
      unblockedHandler,
    );
    renderApp(routes, { entry: '/home', user: manager });
    expect(await screen.findByText(plansWords.usageLoading)).toBeInTheDocument();
    expect(screen.getByText(bookingsWords.homeNextLoading)).toBeInTheDocument();
    const news = screen.getByRole('button', { name: screenWords.tileNews });
    expect(news).toHaveAttribute('aria-busy', 'true');
    expect(news).not.toHaveAttribute('aria-disabled');
  });

  it('tells a suspended manager the seed’s text, not that the account is being reviewed', async () => {
    const suspended = { ...manager, status: 'Inativo' as const };
    answerMe(suspended);
    renderApp(routes, { entry: '/home', user: suspended });
    const tile = await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(tile).toHaveAccessibleDescription(usersWords.notActive);
    expect(screen.queryByText(usersWords.pendingReview)).toBeNull();
  });

  it('tells a team member the option is for managers', async () => {
    const member = { ...manager, level: 1 };
    answerMe(member);
    renderApp(routes, { entry: '/home', user: member });
    const tile = await screen.findByRole('button', { name: /Gerenciar Equipe/ });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tile);
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersWords.managersOnly);
  });

  it('tells a team member who manages the account and what they may use', async () => {
    const member = { ...manager, level: 1, name: 'Bruno' };
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ ...member, manager: { name: 'Ana Souza', company: 'Souza Arquitetura' } }),
      ),
      configHandler,
    );
    renderApp(routes, { entry: '/home', user: member });
    expect(
      await screen.findByText('Você faz parte da equipe de Souza Arquitetura. Titular da conta: Ana Souza.'),
    ).toBeInTheDocument();
    expect(screen.getByText(teamWords.teamMemberMayUse)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reservar Sala/ })).toHaveAttribute('aria-disabled', 'true');
  });

  // docs/product.md#team-gerente: a gerente books and requests the studio; Cadastro and the team stay the holder's.
  it('opens Reservar Sala and the studio to a team gerente, and greys Cadastro and Gerenciar Equipe with the reason', async () => {
    const gerente = { ...teamGerente };
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ ...gerente, manager: { name: 'Ana Souza', company: 'Souza Arquitetura' } }),
      ),
      configHandler,
      http.get('/api/appointments/mine', () => HttpResponse.json([])),
      usageHandler,
      unblockedHandler,
    );
    renderApp(routes, { entry: '/home', user: gerente });
    const note = teamWords.teamGerenteOf({ name: 'Ana Souza', company: 'Souza Arquitetura' });
    expect(await screen.findByText(note)).toBeInTheDocument();
    for (const name of [/Reservar Sala/, /Reservar Estúdio/]) {
      expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    }
    for (const name of [/Cadastro/, /Gerenciar Equipe/]) {
      const tile = screen.getByRole('button', { name });
      expect(tile).toHaveAttribute('aria-disabled', 'true');
      expect(tile).toHaveAccessibleDescription(note);
    }
    // Money stays the account holder's: no invoices link; the plan's hours are the account's.
    expect(screen.queryByRole('link', { name: invoicesWords.invoicesLink })).toBeNull();
    expect(await screen.findByText('Horas usadas em março: 3 h de 10 h')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Cadastro/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(usersWords.holdersOnly);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: commonWords.ok }));
    await userEvent.click(screen.getByRole('button', { name: /Reservar Sala/ }));
    expect(await screen.findByText('Tela da sala')).toBeInTheDocument();
  });

  it('leaves the manager tiles enabled for an active manager', async () => {
    answerMe();
    renderApp(routes, { entry: '/home', user: manager });
    const tile = await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(tile).not.toHaveAttribute('aria-disabled');
  });

  it('shows an active manager the next booking, and leads to Minhas reservas', async () => {
    answerMe(manager, [nextBooking, { ...nextBooking, id: 13, date_initial: '2026-03-04 09:00:00' }]);
    renderApp(routes, { entry: '/home', user: manager });
    const next = await screen.findByRole('region', { name: bookingsWords.homeNextBooking });
    await waitFor(() => expect(next).toHaveTextContent('Sala 20 · ter., 03/03 · 09:00–10:00'));
    await userEvent.click(within(next).getByRole('link', { name: bookingsWords.homeMyBookings }));
    expect(await screen.findByText('Tela das reservas')).toBeInTheDocument();
  });

  it('says an active manager has no booking yet', async () => {
    answerMe();
    renderApp(routes, { entry: '/home', user: manager });
    expect(await screen.findByText(bookingsWords.homeNoBooking)).toBeInTheDocument();
  });

  it('shows an active manager the plan’s hours of the month, with a decimal comma and the excedente', async () => {
    answerMe();
    renderApp(routes, { entry: '/home', user: manager });
    expect(await screen.findByText('Horas usadas em março: 3 h de 10 h')).toBeInTheDocument();
    server.use(
      http.get('/api/users/me/usage', () =>
        HttpResponse.json({ ...usage, month: '2026-11', used_minutes: 690, remaining_minutes: 0, overage_minutes: 90 }),
      ),
    );
    cleanup();
    renderApp(routes, { entry: '/home', user: manager });
    expect(await screen.findByText('Horas usadas em novembro: 11,5 h de 10 h · Excedente: 1,5 h')).toBeInTheDocument();
  });

  it('asks nothing about bookings for someone who may not book', async () => {
    const member = { ...manager, level: 1 };
    answerMe(member);
    renderApp(routes, { entry: '/home', user: member });
    await screen.findByRole('button', { name: /Gerenciar Equipe/ });
    expect(screen.queryByRole('region', { name: bookingsWords.homeNextBooking })).toBeNull();
    expect(sentRequests()).not.toContain('GET /appointments/mine');
    expect(sentRequests()).not.toContain('GET /users/me/usage');
    expect(sentRequests()).not.toContain('GET /users/me/booking-block');
  });

  it('says on arrival that an overdue invoice blocks new bookings, with the way to Faturas (docs/product.md#overdue)', async () => {
    answerMe();
    server.use(
      http.get('/api/users/me/booking-block', () =>
        HttpResponse.json({ blocked: true, number: '2026-000042', due_date: '2026-02-10' }),
      ),
    );
    renderApp([...routes, { path: '/invoices', element: <p>Tela das faturas</p> }], { entry: '/home', user: manager });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invoicesWords.overdueBlockNotice('2026-000042', '10/02/2026'));
    await userEvent.click(within(alert).getByRole('link', { name: invoicesWords.overdueBlockLink }));
    expect(await screen.findByText('Tela das faturas')).toBeInTheDocument();
  });

  it('tells a team gerente the account is blocked without naming the invoice or its amount', async () => {
    server.use(
      http.get('/api/users/me', () => HttpResponse.json({ ...teamGerente, manager: { name: 'Ana', company: null } })),
      configHandler,
      http.get('/api/appointments/mine', () => HttpResponse.json([])),
      usageHandler,
      http.get('/api/users/me/booking-block', () => HttpResponse.json({ blocked: true, number: null, due_date: null })),
    );
    renderApp(routes, { entry: '/home', user: teamGerente });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invoicesWords.invoiceOverdueTeam);
    expect(alert).not.toHaveTextContent(/R\$|2026-0/);
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('shows no overdue notice when the account is not blocked', async () => {
    answerMe();
    renderApp(routes, { entry: '/home', user: manager });
    expect(await screen.findByText('Horas usadas em março: 3 h de 10 h')).toBeInTheDocument();
    await waitFor(() => expect(sentRequests()).toContain('GET /users/me/booking-block'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not link Informativo anywhere before the settings arrive', async () => {
    server.use(
      http.get('/api/users/me', () => HttpResponse.json(manager)),
      http.get('/api/config', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get('/api/appointments/mine', () => HttpResponse.json([])),
      usageHandler,
      unblockedHandler,
    );
    renderApp(routes, { entry: '/home', user: manager });
    await screen.findByRole('button', { name: /Reservar Sala/ });
    expect(screen.queryByRole('link', { name: /Informativo/ })).toBeNull();
    // Busy, not looking disabled, until the settings say where it goes (walk P4).
    expect(screen.getByText(/Informativo/).closest('[aria-busy="true"]')).not.toBeNull();
  });
});
