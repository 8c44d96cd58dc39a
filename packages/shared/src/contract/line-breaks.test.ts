import { describe, expect, it } from 'vitest';
import { termsOfUse } from '../terms/terms-text.ts';
import { messages, adminMessages } from './all-words.ts';
import { termsWords } from '../terms/words.ts';
import { plansWords } from '../plans/words.ts';

/**
 * Words a line must not break inside (docs/product.md#words): "e-mail" is written with a
 * non-breaking hyphen (U+2011), since a break at the hyphen would have to repeat it on the next
 * line, which browsers do not do; a number and its unit ("10 h") are joined by a no-break space
 * (U+00A0). A built message is checked in its source, so every branch of it is read.
 */
const ASCII_EMAIL = /\b[eE]-mail/;
const SPACED_UNIT = /(\d|\$\{[^}]+\}) (h|min)\b/;
/** CSV column headers: read by spreadsheets and scripts, never wrapped, so plain ASCII. */
const CSV_HEADERS = new Set(['csvEmail', 'usageColEmail']);

function textsOf(catalogue: Record<string, unknown>): [string, string][] {
  return Object.entries(catalogue).map(([key, value]) => [
    key,
    typeof value === 'function' ? value.toString() : String(value),
  ]);
}

describe('words that never break at the end of a line', () => {
  const all = [...textsOf(messages), ...textsOf(adminMessages), ...textsOf(termsWords)];

  it('covers the whole catalogue', () => {
    expect(all.length).toBeGreaterThan(900);
  });

  it('write e‑mail with a non-breaking hyphen', () => {
    const offenders = all.filter(([key, text]) => !CSV_HEADERS.has(key) && ASCII_EMAIL.test(text)).map(([key]) => key);
    expect(offenders, 'write "e‑mail" (U+2011, copy it from here)').toEqual([]);
  });

  it('keep a number with its unit', () => {
    const offenders = all.filter(([, text]) => SPACED_UNIT.test(text)).map(([key]) => key);
    expect(offenders, 'join number and unit with \\u00a0').toEqual([]);
    expect(plansWords.usageLine('1', '10', 'novembro')).toBe('Horas usadas em novembro: 1\u00a0h de 10\u00a0h');
  });

  it('hold in the terms, whatever the settings', () => {
    const sections = termsOfUse({
      company: {
        name: 'Arena Cowork Ltda.',
        document: '12.345.678/0001-95',
        address: 'Rua X, 1',
        privacy_email: 'privacidade@arena.test',
      },
      cancelNoticeHours: 3,
      whatsapp: '5511912345678',
      checkinMinutes: 15,
      overdueBlockDays: 5,
      finePercent: 2,
      interestMonthPercent: 1,
    });
    const text = sections.flatMap((s) => [s.title, ...s.paragraphs.map((p) => p.text)]).join('\n');
    expect(text).toContain('e\u2011mail');
    expect(text).not.toMatch(ASCII_EMAIL);
    expect(text).not.toMatch(SPACED_UNIT);
  });

  it('the check itself sees the ASCII forms', () => {
    expect(ASCII_EMAIL.test('por e-mail')).toBe(true);
    expect(ASCII_EMAIL.test('por e\u2011mail')).toBe(false);
    expect(SPACED_UNIT.test('(hours) => `${hours} h por mês`')).toBe(true);
    expect(SPACED_UNIT.test('10\u00a0h')).toBe(false);
  });
});
