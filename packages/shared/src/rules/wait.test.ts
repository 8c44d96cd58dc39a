import { commonWords } from '../contract/words.ts';
import { describe, expect, it } from 'vitest';
import { waitMessage } from './wait.ts';

describe('the words of a 429', () => {
  it('say the real wait of its Retry-After, never a shorter one', () => {
    expect(waitMessage(1)).toBe('Muitas tentativas. Aguarde alguns segundos e tente novamente.');
    expect(waitMessage(59)).toBe('Muitas tentativas. Aguarde alguns segundos e tente novamente.');
    expect(waitMessage(60)).toBe('Muitas tentativas. Aguarde 1 minuto e tente novamente.');
    expect(waitMessage(61)).toBe('Muitas tentativas. Aguarde 2 minutos e tente novamente.');
    expect(waitMessage(900)).toBe('Muitas tentativas. Aguarde 15 minutos e tente novamente.');
    expect(waitMessage(Number.NaN)).toBe(commonWords.tooManyRequests);
  });
});
