import { messages } from '@arena/shared/messages';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import PrivacyRoute from './privacy';

/** `/privacidade` (docs/product.md#privacy): public, with the controller from the settings. */
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
    renderApp([{ path: '/', element: <PrivacyRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: messages.privacyTitle })).toBeInTheDocument();
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
});
