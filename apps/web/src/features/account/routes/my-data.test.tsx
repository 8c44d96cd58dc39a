import { privacyWords } from '@arena/shared/privacy/words';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, manager } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import MyDataRoute from './my-data';

const export1 = {
  generated_at: '2026-11-27T13:00:00.000Z',
  user: {
    id: 7,
    email: 'ana@empresa.test',
    name: 'Ana',
    lastname: 'Souza',
    phone: '11912345678',
    plan: 'Arena Dedicada',
    created_at: '2026-11-02T12:00:00.000Z',
  },
  company: { document: '11222333000181', name: 'Empresa Ana', activity: 'Design', phone: '', site: '' },
  bookings: [{ id: 1 }, { id: 2 }],
  requests: [{ id: 3 }],
  emails: [
    { id: 10, subject: 'Seu acesso foi liberado', created_at: '2026-11-03T12:00:00.000Z' },
    { id: 11, subject: 'Reserva confirmada', created_at: '2026-11-20T13:30:00.000Z' },
  ],
  sessions: [
    { id: 1, revoked_at: null, live: true },
    { id: 2, revoked_at: null, live: true },
    // Unused for 14 days: ended by time, never revoked; not a connected device.
    { id: 4, revoked_at: null, live: false },
    { id: 3, revoked_at: '2026-11-10T00:00:00.000Z', live: false },
  ],
  guests: [{ id: 7, name: 'Carla Dias' }],
  invoices: [
    { id: 1, number: '2026-000001' },
    { id: 2, number: '2026-000002' },
  ],
  payments: [],
  devices: [],
  registration_drafts: [],
  calendar_feed: null,
  audit: [{ id: 5, action: 'user.update' }],
};

/** `/account/data`, _Meus dados_ (docs/product.md#my-data). */
describe('the my data screen', () => {
  let ended = 0;
  beforeEach(() => {
    ended = 0;
    server.use(
      http.get('/api/users/me/data', () => HttpResponse.json(export1)),
      http.post('/api/users/me/sessions/end-others', () => {
        ended += 1;
        return HttpResponse.json({ message: 'Pronto: 1 outro dispositivo foi desconectado.', ended: 1 });
      }),
    );
  });

  it('shows what is held: profile, company and document, counts, e-mails by subject and date', async () => {
    renderApp(<MyDataRoute />, { path: '/account/data', user: manager });
    expect(screen.getByRole('heading', { level: 1, name: privacyWords.myDataTitle })).toBeInTheDocument();
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('Empresa Ana')).toBeInTheDocument();
    expect(screen.getByText(privacyWords.myDataBookings(2))).toBeInTheDocument();
    expect(screen.getByText(privacyWords.myDataRequests(1))).toBeInTheDocument();
    expect(screen.getByText(privacyWords.myDataEmails(2))).toBeInTheDocument();
    expect(screen.getByText(privacyWords.myDataGuests(1))).toBeInTheDocument();
    expect(screen.getByText(privacyWords.myDataInvoices(2))).toBeInTheDocument();
    expect(screen.getByText(privacyWords.myDataAudit(1))).toBeInTheDocument();
    expect(screen.getByText('Reserva confirmada')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026, 10:30')).toBeInTheDocument();
    expect(screen.getByText(privacyWords.myDataSessionsLine(2))).toBeInTheDocument();
  });

  it('tells the holder to use Editar dados, and a team member, who cannot, to ask through Atendimento (walk C15)', async () => {
    renderApp(<MyDataRoute />, { path: '/account/data', user: manager });
    expect(screen.getByText(privacyWords.myDataIntro)).toBeInTheDocument();
    cleanup();
    renderApp(<MyDataRoute />, { path: '/account/data', user: { ...manager, level: 1, holder: false } });
    expect(screen.getByText(privacyWords.myDataIntroTeam)).toBeInTheDocument();
    expect(screen.queryByText(privacyWords.myDataIntro)).toBeNull();
  });

  it('downloads meus-dados.json', async () => {
    const create = vi.fn((_blob: Blob) => 'blob:meus-dados');
    const clicked: string[] = [];
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp(<MyDataRoute />, { path: '/account/data', user: manager });
    await userEvent.click(screen.getByRole('button', { name: privacyWords.myDataDownload }));
    await waitFor(() => expect(clicked).toEqual(['meus-dados.json']));
    const blob = create.mock.calls[0]?.[0] as Blob;
    const content = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(content)).toEqual(export1);
    click.mockRestore();
  });

  it('ends the other sessions and says how many', async () => {
    renderApp(<MyDataRoute />, { path: '/account/data', user: manager });
    await userEvent.click(screen.getByRole('button', { name: privacyWords.myDataEndOthers }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(privacyWords.myDataEndOthersDone(1))).toBeInTheDocument();
    expect(ended).toBe(1);
  });

  it('asks for deletion once the member confirms, and shows the deadline', async () => {
    let asked = 0;
    server.use(
      http.post('/api/users/me/deletion-request', () => {
        asked += 1;
        return HttpResponse.json({ message: privacyWords.deletionRequested('08/12/2026') });
      }),
    );
    renderApp(<MyDataRoute />, { path: '/account/data', user: manager });
    await userEvent.click(screen.getByRole('button', { name: privacyWords.myDataDelete }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(privacyWords.myDataDeleteConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(asked).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: privacyWords.myDataDelete }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(asked).toBe(1));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(privacyWords.deletionRequested('08/12/2026'))).toBeInTheDocument();
  });

  it('shows an open deletion request with its deadline instead of the button (walk C4)', async () => {
    server.use(
      configHandler,
      http.get('/api/users/me/data', () =>
        HttpResponse.json({
          ...export1,
          requests: [{ id: 3 }, { id: 4, type: 'privacy', status: 'open', created_at: '2026-11-23T13:00:00.000Z' }],
        }),
      ),
    );
    renderApp(<MyDataRoute />, { path: '/account/data', user: manager });
    expect(
      await screen.findByText(
        'Você solicitou a exclusão dos seus dados em 23/11/2026. A equipe do Arena Cowork responde até 08/12/2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: privacyWords.myDataDelete })).toBeNull();
  });
});
