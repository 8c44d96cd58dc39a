import { describe, expect, it } from 'vitest';
import { overageConsent, overageNotice } from './overage-check';

const usage = {
  month: '2026-11',
  included_minutes: 120,
  used_minutes: 120,
  remaining_minutes: 0,
  overage_minutes: 0,
  plan: 'Arena Flex',
  overage: 'charge' as const,
};

describe('the notice before a booking charged as excedente (docs/product.md#plan-prices)', () => {
  it('says what the excedente costs on a priced plan', () => {
    expect(overageNotice({ ...usage, overage_hour_cents: 6_000 }, 90)).toBe(
      '1,5\u00a0h excedente × R$ 60,00 = R$ 90,00. As horas do seu plano em novembro já foram usadas: esta reserva (1,5\u00a0h) será cobrada à parte, como excedente. Deseja reservar?',
    );
  });
  it('names no money for a team member or an unpriced plan', () => {
    for (const price of [null, 0]) {
      expect(overageNotice({ ...usage, overage_hour_cents: price }, 60)).not.toContain('R$');
    }
    expect(overageNotice({ ...usage, remaining_minutes: 60, overage_hour_cents: 6_000 }, 60)).toBeNull();
  });
});

describe('what the member accepts by booking (docs/product.md#plan-hours)', () => {
  it('is the excedente’s minutes and, on a priced plan, their cost', () => {
    expect(overageConsent({ ...usage, overage_hour_cents: 6_000 }, 90)).toEqual({
      max_overage_minutes: 90,
      max_overage_cents: 9_000,
    });
    expect(overageConsent({ ...usage, remaining_minutes: 30, overage_hour_cents: null }, 90)).toEqual({
      max_overage_minutes: 60,
      max_overage_cents: 0,
    });
  });
  it('is nothing within the hours, on a block plan, or when the hours could not be read', () => {
    const none = { max_overage_minutes: 0, max_overage_cents: 0 };
    expect(overageConsent({ ...usage, remaining_minutes: 120, overage_hour_cents: 6_000 }, 90)).toEqual(none);
    expect(overageConsent({ ...usage, overage: 'block', overage_hour_cents: 6_000 }, 90)).toEqual(none);
    expect(overageConsent(null, 90)).toEqual(none);
  });
});
