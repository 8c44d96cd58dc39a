import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { officialHolidayNames } from '@arena/shared/closed-days/holiday-names';

describe('official holiday names', () => {
  it('name every national holiday the library lists, in the years staff can load', () => {
    for (const year of [2026, 2027, 2028, 2029, 2030, 2031]) {
      const names = new Holidays('BR', { languages: ['pt'], types: ['public'] })
        .getHolidays(year, 'pt')
        .filter((h) => h.type === 'public')
        .map((h) => h.name);
      for (const name of names) expect(officialHolidayNames, `${year}: ${name}`).toHaveProperty([name]);
    }
    expect(officialHolidayNames['Dia da Consciência Negra']).toBe('Dia Nacional de Zumbi e da Consciência Negra');
  });
});
