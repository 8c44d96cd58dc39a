import { errorWords } from '@arena/shared/contract/error-words';
import type { RequestItem } from '@arena/shared/requests/schemas';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';
import { usersWords } from '@arena/shared/users/words';
import { privacyWords } from '@arena/shared/privacy/words';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { byQuery, configHandler, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentBodies, sentUrls, server } from '../../../../test/server';
import RequestsRoute from './requests';

const support: RequestItem = {
  id: 7,
  type: 'support',
  status: 'open',
  name: 'Ana',
  email: 'ana@empresa.test',
  phone: '',
  subject: 'Financeiro',
  message: 'Primeira linha\nSegunda linha',
  user_id: 3,
  member: { id: 3, name: 'Ana Souza', email: 'ana@empresa.test', phone: '11912345678' },
  created_at: '2026-11-23T13:00:00.000Z',
  updated_at: '2026-11-23T13:00:00.000Z',
};
const plan: RequestItem = {
  ...support,
  id: 6,
  type: 'plan',
  name: 'Bruno',
  email: 'bruno@empresa.test',
  phone: '(21) 98765-4321',
  subject: 'Update Plan - Arena Exclusiva',
  message: 'Quero mudar',
  user_id: null,
  member: null,
  created_at: '2026-11-22T18:30:00.000Z',
};

describe('the requests inbox', () => {
  it('shows open requests newest first, each with its type, full message and the sender’s contact', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/requests', byQuery({ '?status=open': () => HttpResponse.json([support, plan]) })),
    );
    renderApp(<RequestsRoute />, { path: paths.adminRequests, user: staff });

    await screen.findByRole('heading', { name: 'Setor: Financeiro' });
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards).toEqual(['Setor: Financeiro', 'Plano pedido: Arena Exclusiva']);
    const type = screen.getByRole('group', { name: requestsStaffWords.inboxFilterType });
    const status = screen.getByRole('group', { name: requestsStaffWords.inboxFilterStatus });
    expect(within(type).getByRole('button', { name: requestsStaffWords.inboxTypeAll })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(status).getByRole('button', { name: requestsStaffWords.inboxStatusOpen })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const card = screen.getByRole('heading', { name: 'Setor: Financeiro' }).closest('li') as HTMLElement;
    expect(within(card).getByText(requestsStaffWords.inboxTypeSupport)).toBeInTheDocument();
    expect(within(card).getByText(/Primeira linha/).textContent).toBe('Primeira linha\nSegunda linha');
    expect(within(card).getByText('Recebido em 23/11/2026 às 10:00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /ana@empresa\.test/ })).toHaveAttribute(
      'href',
      'mailto:ana@empresa.test',
    );
    // No phone in a support message: the account's phone stands in, and says so.
    expect(within(card).getByRole('link', { name: /\(11\) 91234-5678 \(do cadastro\)/ })).toHaveAttribute(
      'href',
      'tel:+5511912345678',
    );
    expect(within(card).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5511912345678');
    expect(within(card).getByRole('link', { name: 'Cadastro de Ana Souza' })).toHaveAttribute(
      'href',
      '/admin/members/3',
    );

    const other = screen.getByRole('heading', { name: 'Plano pedido: Arena Exclusiva' }).closest('li') as HTMLElement;
    expect(within(other).getByRole('link', { name: /\(21\) 98765-4321/ })).toHaveAttribute(
      'href',
      'tel:+5521987654321',
    );
    expect(within(other).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5521987654321',
    );
    expect(within(other).queryByRole('link', { name: /Cadastro de/ })).toBeNull();
  });

  it('marks a request done, says so, and it leaves the open list', async () => {
    let open = [support];
    server.use(
      configHandler,
      http.get('/api/admin/requests', byQuery({ '?status=open': () => HttpResponse.json(open) })),
      http.patch('/api/admin/requests/7', () => {
        open = [];
        return HttpResponse.json({ message: usersWords.actionDone });
      }),
      http.get('/api/admin/summary', () => HttpResponse.json({ pending: 0, openRequests: 0 })),
    );
    renderApp(<RequestsRoute />, { path: paths.adminRequests, user: staff });

    await userEvent.click(await screen.findByRole('button', { name: requestsStaffWords.inboxMarkDone }));
    expect(await sentBodies('PATCH /admin/requests/7')).toEqual([{ status: 'done' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Pedido de Ana (atendimento) marcado como concluído.');
    expect(await screen.findByText(requestsStaffWords.inboxRequestsEmpty)).toBeInTheDocument();
  });

  it('reopens a done request from the Concluídos filter, and filters by type', async () => {
    const done = { ...support, status: 'done' as const, updated_at: '2026-11-23T15:00:00.000Z' };
    server.use(
      configHandler,
      http.get(
        '/api/admin/requests',
        byQuery({
          '?status=open': () => HttpResponse.json([]),
          '?status=done': () => HttpResponse.json([done]),
          '?type=studio&status=done': () => HttpResponse.json([]),
        }),
      ),
      http.patch('/api/admin/requests/7', () => HttpResponse.json({ message: usersWords.actionDone })),
    );
    const router = renderApp(<RequestsRoute />, { path: paths.adminRequests, user: staff });
    await screen.findByText(requestsStaffWords.inboxRequestsEmpty);

    await userEvent.click(screen.getByRole('button', { name: requestsStaffWords.inboxStatusDone }));
    expect(router.state.location.search).toBe('?status=done');
    expect(
      await screen.findByText('Recebido em 23/11/2026 às 10:00 · Concluído em 23/11/2026 às 12:00'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: requestsStaffWords.inboxReopen }));
    expect(await sentBodies('PATCH /admin/requests/7')).toEqual([{ status: 'open' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Pedido de Ana (atendimento) reaberto.');

    await userEvent.click(screen.getByRole('button', { name: requestsStaffWords.inboxTypeStudio }));
    expect(router.state.location.search).toBe('?status=done&type=studio');
    await screen.findByText(requestsStaffWords.inboxRequestsEmpty);
    expect(sentUrls()).toContain('/api/admin/requests?type=studio&status=done');
  });

  it('shows the server’s words when marking fails', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/requests', byQuery({ '?status=open': () => HttpResponse.json([support]) })),
      http.patch('/api/admin/requests/7', () =>
        HttpResponse.json({ message: errorWords.requestNotFound }, { status: 404 }),
      ),
    );
    renderApp(<RequestsRoute />, { path: paths.adminRequests, user: staff });
    await userEvent.click(await screen.findByRole('button', { name: requestsStaffWords.inboxMarkDone }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(errorWords.requestNotFound));
  });

  it('shows a privacy request with the day its answer is due, 15 days after it arrived', async () => {
    const privacy: RequestItem = {
      ...support,
      id: 9,
      type: 'privacy',
      subject: privacyWords.deletionRequestSubject,
      message: privacyWords.deletionRequestMessage('2026-12-08'),
    };
    server.use(
      configHandler,
      http.get('/api/admin/requests', byQuery({ '?status=open': () => HttpResponse.json([privacy]) })),
    );
    renderApp(<RequestsRoute />, { path: paths.adminRequests, user: staff });
    await screen.findByRole('heading', { name: privacyWords.deletionRequestSubject });
    expect(screen.getByText(requestsStaffWords.inboxRequestDeadline('08/12/2026'))).toBeInTheDocument();
    expect(screen.getAllByText(requestsStaffWords.inboxTypePrivacy).length).toBeGreaterThan(0);
    // It is carried out on the member's page (docs/product.md#anonymize).
    expect(screen.getByRole('link', { name: privacyStaffWords.privacyOpenMember })).toHaveAttribute(
      'href',
      `/admin/members/${privacy.member?.id}`,
    );
  });
});
