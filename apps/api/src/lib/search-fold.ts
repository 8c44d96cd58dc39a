/**
 * How staff's member search folds text (docs/product.md#back-office: "joao" finds João): each
 * accented letter below, of either case, to its plain lower-case letter, then A–Z to lower case.
 * PostgreSQL runs it as nested replace() and lower() (members.repository.ts); SQLite calls
 * `searchFold` as the SQL function `arena_fold`, one call where the nested replace() of the 52
 * letters cost 100 calls a row (bench/large.ts: the search read 8,000 members in ~100 ms).
 */
export const ACCENTS: Array<[string, string]> = [...'áàâãäåÁÀÂÃÄÅ'].map((c) => [c, 'a']);
for (const [letters, plain] of [
  ['éèêëÉÈÊË', 'e'],
  ['íìîïÍÌÎÏ', 'i'],
  ['óòôõöÓÒÔÕÖ', 'o'],
  ['úùûüÚÙÛÜ', 'u'],
  ['çÇ', 'c'],
  ['ñÑ', 'n'],
] as const) {
  for (const c of letters) ACCENTS.push([c, plain]);
}

const PLAIN = new Map(ACCENTS);
const FOLDABLE = new RegExp(`[A-Z${ACCENTS.map(([c]) => c).join('')}]`, 'g');

/** What SQLite's `lower(replace(…))` chain answered: accents as above, then ASCII lower case only. */
export function searchFold(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(FOLDABLE, (c) => PLAIN.get(c) ?? c.toLowerCase());
}
