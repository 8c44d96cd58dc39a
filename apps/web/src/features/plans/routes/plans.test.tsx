import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import PlansRoute from './plans';

/** `/planos` (docs/product.md#plans-page): every plan's prices, public, before any contract. */
describe('the public plans page', () => {
  it('shows each plan’s monthly price, seat price, included hours and excedente hour, without a session', async () => {
    server.use(
      http.get('/api/config', () =>
        HttpResponse.json({
          ...publicConfig,
          plans: ['Arena Compartilhada', 'Arena Exclusiva', 'Arena Livre'],
          plan_hours: { 'Arena Compartilhada': 4, 'Arena Exclusiva': 20, 'Arena Livre': 0 },
          plan_prices: {
            'Arena Compartilhada': {
              monthly_price_cents: 49_900,
              seat_price_cents: 0,
              overage_hour_cents: 6_000,
              overage: 'charge',
            },
            'Arena Exclusiva': {
              monthly_price_cents: 299_900,
              seat_price_cents: 15_000,
              overage_hour_cents: 0,
              overage: 'block',
            },
            'Arena Livre': { monthly_price_cents: 0, seat_price_cents: 0, overage_hour_cents: 0, overage: 'charge' },
          },
        }),
      ),
    );
    renderApp([{ path: '/', element: <PlansRoute /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Planos e preços' })).toBeInTheDocument();
    const card = (name: string) => {
      const item = screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
      return within(item)
        .getAllByRole('definition')
        .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);
    };
    expect(card('Arena Compartilhada')).toEqual([
      'Mensalidade: R$ 499,00',
      'Cada pessoa da equipe: sem custo',
      'Salas de reunião incluídas: 4\u00a0h por mês',
      'Hora de sala além das incluídas: R$ 60,00 por hora (excedente)',
    ]);
    expect(card('Arena Exclusiva')).toEqual([
      'Mensalidade: R$ 2.999,00',
      'Cada pessoa da equipe: R$ 150,00 por mês',
      'Salas de reunião incluídas: 20\u00a0h por mês',
      'Hora de sala além das incluídas: não aceita: a reserva além das horas incluídas é recusada',
    ]);
    expect(card('Arena Livre')).toEqual([
      'Mensalidade: R$ 0,00',
      'Cada pessoa da equipe: sem custo',
      'Salas de reunião incluídas: nenhuma',
      'Hora de sala além das incluídas: sem custo',
    ]);
    expect(screen.getByRole('link', { name: 'Ler os Termos de Uso' })).toHaveAttribute('href', '/termos');
  });
});
