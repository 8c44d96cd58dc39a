/**
 * Brazil's national holidays by the names their laws give them (Lei 662/1949 and 6.802/1980,
 * Lei 14.759/2023 for 20 November), keyed by the name the `date-holidays` library uses, so the
 * closed days staff load read as a Brazilian expects (docs/product.md#words).
 */
export const officialHolidayNames: Record<string, string> = {
  'Ano Novo': 'Confraternização Universal',
  'Sexta-Feira Santa': 'Paixão de Cristo',
  'Dia de Tiradentes': 'Tiradentes',
  'Dia do trabalhador': 'Dia do Trabalho',
  'Dia da Independência': 'Independência do Brasil',
  'Nossa Senhora Aparecida': 'Nossa Senhora Aparecida',
  'Dia de Finados': 'Finados',
  'Proclamação da República': 'Proclamação da República',
  'Dia da Consciência Negra': 'Dia Nacional de Zumbi e da Consciência Negra',
  Natal: 'Natal',
  // Always a Sunday, so never offered as a closed day; named all the same.
  'Dia de Eleição': 'Dia de Eleição',
};
