import { privacyWords } from '@arena/shared/privacy/words';
import { http, HttpResponse } from 'msw';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { queryClient } from '../../../lib/query-provider';
import PrivacyRoute from './privacy';

/** `/privacidade` (docs/product.md#privacy): public, with the controller from the settings. */
function renderScreen() {
  // The public screens share the visit's one query client: each render starts from the server.
  queryClient.clear();
  renderApp([{ path: '/', element: <PrivacyRoute /> }]);
  return { unmount: cleanup };
}
describe('the privacy policy', () => {
  it('names the controller, the encarregado, the version and every section, without a session', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({
          ...publicConfig,
          company: {
            name: 'Arena Cowork Espaços Ltda.',
            document: '12.345.678/0001-95',
            address: 'Rua das Flores, 100, São Paulo - SP',
            privacy_email: 'privacidade@arena.test',
          },
          terms_version: '2026-11-27',
          privacy_version: '2026-11-27',
        }),
      ),
    );
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: privacyWords.privacyTitle })).toBeInTheDocument();
    expect(screen.getByText('Versão de 27/11/2026')).toBeInTheDocument();
    expect(
      screen.getByText(/Arena Cowork Espaços Ltda\., CNPJ 12\.345\.678\/0001-95, Rua das Flores/),
    ).toBeInTheDocument();
    expect(screen.getByText(/privacidade@arena\.test/)).toBeInTheDocument();
    for (const title of [
      'Quais dados, para quê e com que base legal',
      'Cookies e armazenamento local',
      'Os seus direitos',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/arena_device/)).toBeInTheDocument();
  });

  it('says what the settings make the app do: the automated decisions, the encarregado, where the data is, each period', async () => {
    const with_ = (extra: object) =>
      server.use(http.get('/api/config', () => HttpResponse.json({ ...publicConfig, ...extra })));
    with_({
      company: { ...publicConfig.company, privacy_officer: 'Maria Souza' },
      checkin_minutes: 15,
      overdue_block_days: 5,
      data_location: 'Brasil (São Paulo)',
      retention: { ...publicConfig.retention, visitor_days: 45, mail_body_days: 60 },
    });
    const { unmount } = renderScreen();
    const text = (await screen.findByRole('article')).textContent ?? '';
    expect(text).toContain('O encarregado pelo tratamento de dados pessoais é Maria Souza');
    expect(text).toContain(
      'o bloqueio de novas reservas quando uma fatura da conta está vencida há 5 dias ou mais e o cancelamento da reserva sem check-in até 15 minutos depois do início',
    );
    expect(text).toContain('(LGPD, art. 20)');
    expect(text).not.toContain('não tomamos decisões automatizadas');
    expect(text).toContain('Os dados ficam em servidores localizados em: Brasil (São Paulo).');
    expect(text).toContain('Apagados 45 dias depois da visita.');
    expect(text).toContain('o conteúdo é apagado 60 dias após o envio');
    // Every kind of data the app holds is named.
    for (const kind of [
      'Convidados das reservas',
      'Faturas, pagamentos e extrato bancário',
      'Aceite dos Termos de Uso',
      'WhatsApp',
    ]) {
      expect(text).toContain(kind);
    }
    expect(text).not.toContain('os seus próprios arquivos');
    unmount();
    with_({});
    renderScreen();
    const off = (await screen.findByRole('article')).textContent ?? '';
    expect(off).toContain('não tomamos decisões automatizadas sobre você');
    expect(off).toContain('Pedidos e dúvidas sobre dados pessoais são atendidos pelo canal dados@arena.test');
  });
});
