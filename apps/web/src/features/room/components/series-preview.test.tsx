import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeriesPreview, seriesConsent } from './series-preview';

const dates = [
  { date: '2030-11-25', state: 'livre' as const, overage_minutes: 0, overage_cents: 0 },
  { date: '2030-12-02', state: 'ocupado' as const },
  { date: '2030-12-09', state: 'livre' as const, overage_minutes: 90, overage_cents: 9_000 },
  { date: '2030-12-16', state: 'livre' as const, overage_minutes: 60, overage_cents: 6_000 },
];

describe('a weekly series beyond the plan’s hours (docs/product.md#series)', () => {
  it('marks each date’s excedente with its cost and says what Reservar accepts', () => {
    render(<SeriesPreview dates={dates} />);
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      'segunda-feira, 25 de novembroLivre',
      'segunda-feira, 2 de dezembroOcupado',
      'segunda-feira, 9 de dezembroLivre · excedente de 1,5\u00a0h (R$ 90,00)',
      'segunda-feira, 16 de dezembroLivre · excedente de 1\u00a0h (R$ 60,00)',
    ]);
    expect(
      screen.getByText(
        'Esta série passa das horas do plano em 2,5 h: R$ 150,00 de excedente, cobrados à parte. Ao reservar, você aceita esse valor.',
      ),
    ).toBeInTheDocument();
    expect(seriesConsent(dates)).toEqual({ max_overage_minutes: 150, max_overage_cents: 15_000 });
  });

  it('shows a team member hours only, and nothing when the series fits the plan', () => {
    const team = dates.map((d) => ('overage_cents' in d ? { ...d, overage_cents: null } : d));
    const { unmount } = render(<SeriesPreview dates={team} />);
    expect(screen.queryByText(/R\$/)).toBeNull();
    expect(screen.getByText(/Esta série passa das horas do plano em 2,5 h, cobradas à parte/)).toBeInTheDocument();
    unmount();
    render(<SeriesPreview dates={dates.slice(0, 2)} />);
    expect(screen.queryByText(/Esta série passa/)).toBeNull();
  });
});
