import { describe, expect, it } from 'vitest';
import { freeSeatsText, seatsLine, seatsUsage } from './seats-text';

describe('seats wording (docs/product.md#team)', () => {
  it('says none, one, or the count of free seats', () => {
    expect(freeSeatsText(0)).toBe('Nenhuma posição livre');
    expect(freeSeatsText(1)).toBe('1 posição livre');
    expect(freeSeatsText(2)).toBe('2 posições livres');
    expect(freeSeatsText(12)).toBe('12 posições livres');
  });

  it('never says a negative count', () => {
    expect(freeSeatsText(-1)).toBe('Nenhuma posição livre');
  });

  it('writes the seed’s status line with the real count', () => {
    expect(seatsLine('Ativo', 1)).toBe('status - Ativo / 1 posição livre');
    expect(seatsLine('Ativo', 0)).toBe('status - Ativo / Nenhuma posição livre');
    expect(seatsLine('Pendente', 3)).toBe('status - Inativo / 3 posições livres');
  });

  it('counts the seats in use', () => {
    expect(seatsUsage(1, 3)).toBe('1 de 3 posições ocupadas');
    expect(seatsUsage(1, 1)).toBe('1 de 1 posição ocupada');
    expect(seatsUsage(0, 1)).toBe('0 de 1 posição ocupada');
  });
});
