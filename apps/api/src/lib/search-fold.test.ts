import { describe, expect, it } from 'vitest';
import { ACCENTS, searchFold } from './search-fold.ts';

describe('searchFold (SQLite’s arena_fold)', () => {
  it('folds each listed accented letter, of either case, to its plain lower-case letter', () => {
    for (const [accented, plain] of ACCENTS) expect(searchFold(`X${accented}y`)).toBe(`x${plain}y`);
    expect(searchFold('João CONCEIÇÃO, Estúdio Ôba')).toBe('joao conceicao, estudio oba');
  });

  it('lowers A–Z only and leaves other letters, as lower() did on SQLite', () => {
    expect(searchFold('ØRSTED Æble 123_%')).toBe('Ørsted Æble 123_%');
  });

  it('keeps a null a null', () => {
    expect(searchFold(null)).toBeNull();
  });
});
