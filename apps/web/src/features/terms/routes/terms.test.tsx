import { termsWords } from '@arena/shared/terms/words';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-provider';
import { sessionStore } from '../../../lib/session';
import { manager, publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sentBodies, server } from '../../../test/server';
import TermsRoute from './terms';

const company = {
  name: 'Arena Cowork Espaços Ltda.',
  document: '12.345.678/0001-95',
  address: 'Rua das Flores, 100, São Paulo - SP',
  privacy_email: 'privacidade@arena.test',
};

/** What changed since the version accepted (GET /terms/changes); unknown unless a test says. */
let changes: object = { from_version: '2026-11-27', known: false, sections: [] };

function configAt(version: string) {
  server.use(
    http.get('/api/config', () => HttpResponse.json({ ...publicConfig, company, terms_version: version })),
    http.get('/api/terms/changes', () => HttpResponse.json(changes)),
  );
}

const routes = [
  { path: '/termos', element: <TermsRoute /> },
  { path: '/bookings', element: <p>Minhas reservas</p> },
  { path: '/', element: <p>Tela de login</p> },
];

/** `/termos` (docs/product.md#terms): the contract, and the acceptance of a new version. */
describe('the terms screen', () => {
  // The screen keeps the settings in the app's one query cache: each test reads its own.
  beforeEach(() => queryClient.clear());

  it('shows a new version as a consumer contract, with the restrictive clauses highlighted', async () => {
    configAt('2027-01-04');
    renderApp(routes, { entry: '/termos', user: { ...manager, terms_pending: true } });
    expect(await screen.findByRole('heading', { level: 1, name: termsWords.termsTitle })).toBeInTheDocument();
    expect(screen.getByText('Versão de 04/01/2027')).toBeInTheDocument();
    expect(screen.getByText(termsWords.termsNewVersionIntro)).toBeInTheDocument();
    const region = screen.getByRole('region', { name: termsWords.termsRegion });
    const titles = within(region)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Partes e definições',
        'Planos e preços',
        'Direito de arrependimento (7 dias)',
        'Cancelamento e reembolso',
        'Alterações destes Termos',
      ]),
    );
    // Who the company is, from the settings; prices by reference to the plan screen.
    expect(region).toHaveTextContent('Arena Cowork Espaços Ltda., CNPJ 12.345.678/0001-95, com sede em Rua das Flores');
    expect(region).toHaveTextContent('O preço do Plano é o mostrado na página Planos e preços do Aplicativo');
    // The contract in a few lines first, from the same settings.
    expect(within(region).getByRole('heading', { name: termsWords.termsSummaryTitle })).toBeInTheDocument();
    expect(region).toHaveTextContent('Reservas: canceláveis pelo Aplicativo até 3 h antes do início');
    expect(region).toHaveTextContent('pelo WhatsApp (11) 91234-5678');
    expect(region).toHaveTextContent('com pelo menos 3 horas de antecedência');
    // CDC art. 54 §4: the clauses that limit rights stand out, and the crase is right.
    const conduct = within(region).getByText(/pode levar à advertência, à suspensão do acesso/);
    expect(conduct).toHaveClass('terms-restrictive');
    expect(within(conduct).getByText(`${termsWords.termsRestrictiveLabel}:`).tagName).toBe('STRONG');
    expect(region.querySelectorAll('.terms-restrictive').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('button', { name: termsWords.termsSignOut })).toBeInTheDocument();
  });

  it('accepts the version shown, says so and returns to the screen the member was sent away from', async () => {
    configAt('2027-01-04');
    server.use(http.post('/api/terms/accept', () => HttpResponse.json({ message: termsWords.termsAccepted })));
    const router = renderApp(routes, { user: { ...manager, terms_pending: true } });
    await router.navigate('/termos', { state: { from: '/bookings' } });
    await userEvent.click(await screen.findByRole('button', { name: termsWords.termsAccept }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(termsWords.termsAccepted);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button'));
    expect(await screen.findByText('Minhas reservas')).toBeInTheDocument();
    expect(await sentBodies('POST /terms/accept')).toEqual([{ version: '2027-01-04' }]);
    expect(sessionStore.get()?.terms_pending).toBe(false);
  });

  it('shows the terms without a button to whoever is not asked to accept them', async () => {
    configAt('2026-11-27');
    renderApp(routes, { entry: '/termos' });
    expect(await screen.findByText('Versão de 27/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: termsWords.termsRegion })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: termsWords.termsAccept })).toBeNull();
    expect(screen.queryByText(termsWords.termsNewVersionIntro)).toBeNull();
  });

  it('shows a new version’s changes since the one accepted, and what stays open meanwhile', async () => {
    configAt('2027-01-04');
    changes = {
      from_version: '2026-11-28',
      known: true,
      sections: [
        {
          title: 'Uso do espaço e reservas de salas',
          added: [
            'Quem reservou confirma a chegada pelo Aplicativo (Cheguei) até 15 minutos depois do início da reserva.',
          ],
          removed: [],
        },
      ],
    };
    renderApp(routes, { user: { ...manager, terms_pending: true }, entry: '/termos' });
    const list = await screen.findByRole('region', {
      name: 'O que mudou desde a versão de 28/11/2026, que você aceitou',
    });
    expect(list).toHaveTextContent('Uso do espaço e reservas de salas');
    expect(list).toHaveTextContent('Novo: Quem reservou confirma a chegada');
    expect(screen.getByText(termsWords.termsDisagree)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: termsWords.termsMeanwhileInvoices })).toHaveAttribute('href', '/invoices');
    expect(screen.getByRole('link', { name: termsWords.termsMeanwhileData })).toHaveAttribute('href', '/account/data');
    expect(screen.getByRole('link', { name: termsWords.termsMeanwhileContact })).toHaveAttribute('href', '/contact');
    expect(within(list).getByRole('link', { name: termsWords.termsReadAccepted })).toHaveAttribute(
      'href',
      '/termos?versao=2026-11-28',
    );
  });

  it('shows a version no longer in force as it was, to print or save', async () => {
    configAt('2027-01-04');
    server.use(
      http.get('/api/terms/versions/:version', ({ params }) =>
        params.version === '2026-11-28'
          ? HttpResponse.json({
              version: '2026-11-28',
              in_force: false,
              recorded_at: '2026-11-28T12:00:00.000Z',
              sections: [
                {
                  id: 'uso',
                  title: 'Uso do espaço e reservas de salas',
                  paragraphs: [
                    { text: 'Reservas canceláveis até 3 h antes.' },
                    { text: 'Advertência.', restrictive: true },
                  ],
                },
              ],
            })
          : HttpResponse.json({ message: termsWords.termsVersionNotFound }, { status: 404 }),
      ),
    );
    renderApp(routes, { user: manager, entry: '/termos?versao=2026-11-28' });
    expect(await screen.findByText('Versão de 28/11/2026')).toBeInTheDocument();
    expect(screen.getByText(termsWords.termsOldVersionNote)).toBeInTheDocument();
    const region = screen.getByRole('region', { name: termsWords.termsRegion });
    expect(region).toHaveTextContent('Reservas canceláveis até 3 h antes.');
    expect(within(region).getByText('Advertência.')).toHaveClass('terms-restrictive');
    expect(screen.getByRole('link', { name: termsWords.termsReadInForce })).toHaveAttribute('href', '/termos');
    expect(screen.getByRole('button', { name: termsWords.termsPrint })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: termsWords.termsAccept })).toBeNull();
  });

  it('says so when the version asked for does not exist', async () => {
    configAt('2027-01-04');
    server.use(
      http.get('/api/terms/versions/:version', () =>
        HttpResponse.json(
          { message: termsWords.termsVersionNotFound, code: 'TERMS_VERSION_NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    renderApp(routes, { entry: '/termos?versao=2020-01-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent(termsWords.termsVersionNotFound);
  });

  it('does not tell a team member about a plan they do not hold', async () => {
    configAt('2027-01-04');
    renderApp(routes, { user: { ...manager, holder: false, terms_pending: true }, entry: '/termos' });
    expect(await screen.findByText(termsWords.termsDisagreeTeam)).toBeInTheDocument();
    expect(screen.queryByText(termsWords.termsDisagree)).toBeNull();
    expect(screen.queryByText(termsWords.termsMeanwhileContact)).toBeNull();
    expect(screen.queryByRole('link', { name: termsWords.termsMeanwhileInvoices })).toBeNull();
    expect(screen.getByRole('link', { name: termsWords.termsMeanwhileContactTeam })).toBeInTheDocument();
  });
});
