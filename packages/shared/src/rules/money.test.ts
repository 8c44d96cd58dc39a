import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, lineTotal, minutesPrice, mulDivRound, parseReais } from './money.ts';

describe('money in centavos', () => {
  it('shows centavos as Brazilian reais', () => {
    expect(formatCents(0)).toBe('R$ 0,00');
    expect(formatCents(6000)).toBe('R$ 60,00');
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(100000005)).toBe('R$ 1.000.000,05');
  });
  it('reads what staff type as a price', () => {
    expect(parseReais('60')).toBe(6000);
    expect(parseReais('60,5')).toBe(6050);
    expect(parseReais('1.234,56')).toBe(123456);
    expect(parseReais('R$ 1.234,56')).toBe(123456);
    for (const bad of ['', '-1', '1,234', '12.34', 'abc', '1.23,00']) expect(parseReais(bad)).toBeNull();
    expect(centsToInput(123456)).toBe('1234,56');
  });
  it('prices minutes rounding half up once', () => {
    expect(minutesPrice(90, 6000)).toBe(9000);
    expect(minutesPrice(30, 3333)).toBe(1667);
  });
  it('rounds a line once, half away from zero, from its exact minutes when it has them', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    // 20 min at R$ 60,00: R$ 20,00, not 0,33 h × 60,00 = R$ 19,80.
    expect(lineTotal({ quantity: 0.33, unit_cents: 6000, minutes: 20 })).toBe(2000);
    expect(lineTotal({ quantity: 0.33, unit_cents: 6000 })).toBe(1980);
    // −2,5 centavos is −3, as on the server (a float Math.round gives −2).
    expect(lineTotal({ quantity: 0.5, unit_cents: -5 })).toBe(-3);
    expect(lineTotal({ quantity: 1.5, unit_cents: 6000 })).toBe(9000);
  });
});
