import type { OutboxItem } from '@arena/shared/mail/schemas';
import { mailStaffWords } from '@arena/shared/mail/staff-words';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { byQuery, configHandler, publicConfig, staff } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { sentRequests, sentUrls, server } from '../../../../test/server';
import OutboxRoute from './outbox';

const mail = (id: number, over: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  to: 'financeiro@arena.test',
  subject: `Mensagem ${id}`,
  text: 'Linha 1\n\nLinha 2',
  html: '<p id="injetado">Linha 1</p><script>window.pwned = true</script>',
  created_at: '2026-11-23T13:00:00.000Z',
  status: 'queued',
  sent_at: null,
  error: null,
  attempts: 0,
  next_attempt_at: '2026-11-23T13:00:00.000Z',
  attachments: [],
  ...over,
});

/** The opened message's details, as term → definition. */
function details(item: HTMLElement): Record<string, string> {
  const terms = within(item).getAllByRole('term');
  return Object.fromEntries(terms.map((t) => [t.textContent, t.nextElementSibling?.textContent ?? '']));
}

describe('the outbox', () => {
  it('lists the e-mails newest first with their status, and opens one to read its text', async () => {
    server.use(
      configHandler,
      http.get(
        '/api/admin/outbox',
        byQuery({
          '?limit=30': () =>
            HttpResponse.json([
              mail(3, {
                to: 'ana@empresa.test',
                subject: 'Reserva confirmada no Arena Cowork',
                status: 'sent',
                sent_at: '2026-11-23T13:00:05.000Z',
                attachments: ['reserva.ics'],
              }),
              mail(2, { status: 'failed', error: '550 Mailbox unavailable' }),
              mail(1),
            ]),
        }),
      ),
    );
    renderApp(<OutboxRoute />, { path: paths.adminOutbox, user: staff });

    const toggles = await screen.findAllByRole('button', { expanded: false });
    expect(toggles.map((b) => b.querySelector('.inbox-mail-subject')?.textContent)).toEqual([
      'Reserva confirmada no Arena Cowork',
      'Mensagem 2',
      'Mensagem 1',
    ]);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText(mailStaffWords.inboxOutboxSent)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('1 anexo')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(mailStaffWords.inboxOutboxFailed)).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText(mailStaffWords.inboxOutboxQueued)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Reserva confirmada/ }));
    expect(screen.getByRole('button', { name: /Reserva confirmada/ })).toHaveAttribute('aria-expanded', 'true');
    const opened = items[0] as HTMLElement;
    expect(details(opened)).toEqual({
      Para: 'ana@empresa.test',
      'Criado em': '23/11/2026 às 10:00',
      'Enviado em': '23/11/2026 às 10:00',
      Anexos: 'reserva.ics',
    });
    expect(opened.querySelector('pre')?.textContent).toBe('Linha 1\n\nLinha 2');

    await userEvent.click(screen.getByRole('button', { name: /Mensagem 2/ }));
    expect(details(items[1] as HTMLElement)[mailStaffWords.inboxOutboxError]).toBe('550 Mailbox unavailable');
    // One message open at a time.
    expect(screen.getByRole('button', { name: /Reserva confirmada/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the HTML only inside an empty sandbox, never in the page', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/outbox', byQuery({ '?limit=30': () => HttpResponse.json([mail(1)]) })),
    );
    renderApp(<OutboxRoute />, { path: paths.adminOutbox, user: staff });
    await userEvent.click(await screen.findByRole('button', { name: /Mensagem 1/ }));
    await userEvent.click(screen.getByRole('button', { name: mailStaffWords.inboxOutboxShowHtml }));

    const frame = screen.getByTitle('Versão HTML de “Mensagem 1”');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', mail(1).html);
    expect(document.getElementById('injetado')).toBeNull();
    expect(document.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: mailStaffWords.inboxOutboxShowText }));
    expect(screen.queryByTitle('Versão HTML de “Mensagem 1”')).toBeNull();
    expect(screen.getByText(/Linha 2/)).toBeInTheDocument();
  });

  it('pages with Carregar mais', async () => {
    server.use(
      configHandler,
      http.get(
        '/api/admin/outbox',
        byQuery({
          '?limit=30': () => HttpResponse.json(Array.from({ length: 30 }, (_, i) => mail(100 - i))),
          '?limit=30&before=71': () => HttpResponse.json([mail(5, { subject: 'A mais antiga' })]),
        }),
      ),
    );
    renderApp(<OutboxRoute />, { path: paths.adminOutbox, user: staff });
    await userEvent.click(await screen.findByRole('button', { name: requestsStaffWords.inboxLoadMore }));
    expect(await screen.findByRole('button', { name: /A mais antiga/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: requestsStaffWords.inboxLoadMore })).toBeNull();
    expect(sentUrls()).toContain('/api/admin/outbox?limit=30&before=71');
  });

  it('shows the attempts of a message waiting to be retried and of a failed one, and sends a failed one again', async () => {
    let resent = false;
    const failed = mail(2, {
      subject: 'Reserva confirmada no Arena Cowork',
      status: 'failed',
      attempts: 12,
      next_attempt_at: null,
      error: '421 Service not available',
    });
    server.use(
      configHandler,
      http.get(
        '/api/admin/outbox',
        byQuery({
          '?limit=30': () =>
            HttpResponse.json([
              mail(3, { attempts: 2, error: '421 Service not available', next_attempt_at: '2026-11-23T13:04:00.000Z' }),
              resent ? mail(2, { subject: failed.subject }) : failed,
              mail(1, { status: 'sent', attempts: 1, sent_at: '2026-11-23T13:00:05.000Z' }),
            ]),
        }),
      ),
      http.post('/api/admin/outbox/2/resend', () => {
        resent = true;
        return HttpResponse.json(mail(2, { subject: failed.subject }));
      }),
    );
    renderApp(<OutboxRoute />, { path: paths.adminOutbox, user: staff });

    await screen.findByRole('button', { name: /Mensagem 3/ });
    const [retrying, failing, sent] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(retrying).getByText(mailStaffWords.inboxOutboxQueued)).toBeInTheDocument();
    expect(within(retrying).getByText('2 tentativas')).toBeInTheDocument();
    expect(within(failing).getByText(mailStaffWords.inboxOutboxFailed)).toBeInTheDocument();
    expect(within(failing).getByText('12 tentativas')).toBeInTheDocument();
    // Only a failed message can be sent again; a sent one shows no count.
    expect(within(retrying).queryByRole('button', { name: mailStaffWords.inboxOutboxResend })).toBeNull();
    expect(within(sent).queryByRole('button', { name: mailStaffWords.inboxOutboxResend })).toBeNull();
    expect(within(sent).queryByText(/tentativa/)).toBeNull();

    await userEvent.click(within(retrying).getByRole('button', { name: /Mensagem 3/ }));
    expect(details(retrying)).toMatchObject({
      [mailStaffWords.inboxOutboxAttempts]: '2',
      [mailStaffWords.inboxOutboxNextAttempt]: '23/11/2026 às 10:04',
      [mailStaffWords.inboxOutboxError]: '421 Service not available',
    });

    const again = within(failing).getByRole('button', { name: mailStaffWords.inboxOutboxResend });
    expect(again).toHaveAccessibleDescription('Reserva confirmada no Arena Cowork');
    await userEvent.click(again);
    expect(await screen.findByRole('status')).toHaveTextContent(
      mailStaffWords.inboxOutboxResent('Reserva confirmada no Arena Cowork'),
    );
    expect(sentRequests()).toContain('POST /admin/outbox/2/resend');
    // The list is read again: the message is queued, with no button left.
    await waitFor(() =>
      expect(within(failing).queryByRole('button', { name: mailStaffWords.inboxOutboxResend })).toBeNull(),
    );
    expect(within(failing).getByText(mailStaffWords.inboxOutboxQueued)).toBeInTheDocument();
  });

  it('says nothing will be sent when the server has no mail server', async () => {
    server.use(
      http.get('/api/config', () => HttpResponse.json({ ...publicConfig, mail_delivered: false })),
      http.get('/api/admin/outbox', () => HttpResponse.json([mail(1)])),
    );
    renderApp(<OutboxRoute />, { path: paths.adminOutbox, user: staff });
    expect(await screen.findByText(mailStaffWords.inboxOutboxNotDelivered)).toBeInTheDocument();
  });

  it('says nothing of the kind when mail is delivered', async () => {
    server.use(
      configHandler,
      http.get('/api/admin/outbox', () => HttpResponse.json([mail(1)])),
    );
    renderApp(<OutboxRoute />, { path: paths.adminOutbox, user: staff });
    await screen.findByText('Mensagem 1');
    await screen.findByRole('status');
    await waitFor(() => expect(screen.queryByText(mailStaffWords.inboxOutboxNotDelivered)).toBeNull());
  });

  it('copies the invite, new-password or confirmation link of a message that has one, and offers it on no other', async () => {
    const link = 'http://localhost:3333/reset-password?token=abc123&invite=1';
    const confirmation = 'http://localhost:3333/confirm-email?token=def456';
    server.use(
      configHandler,
      http.get('/api/admin/outbox', () =>
        HttpResponse.json([
          mail(3, { subject: 'Confirme seu e-mail', text: `Olá!\n\nConfirme: ${confirmation}\n` }),
          mail(2, { subject: 'Convite', text: `Olá!\n\nCrie sua senha: ${link}\n\nAté logo.` }),
          mail(1, { subject: 'Reserva confirmada' }),
        ]),
      ),
    );
    const user = userEvent.setup();
    renderApp(<OutboxRoute />, { path: paths.adminOutbox, user: staff });
    const copy = await screen.findByRole('button', { name: mailStaffWords.inboxOutboxCopyLinkOf('Convite') });
    expect(copy).toHaveTextContent(mailStaffWords.inboxOutboxCopyLink);
    expect(screen.getAllByRole('button', { name: /Copiar link/ })).toHaveLength(2);
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(screen.getByRole('button', { name: mailStaffWords.inboxOutboxCopyLinkOf('Confirme seu e-mail') }));
    expect(await navigator.clipboard.readText()).toBe(confirmation);
    expect(await screen.findByText(mailStaffWords.inboxOutboxLinkCopied)).toBeInTheDocument();
  });
});
