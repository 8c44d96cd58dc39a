/**
 * The two faults a sentence built from values keeps growing back (docs/product.md#built-sentences,
 * issue 31): an article before a name staff choose freely (rooms and plans of either gender:
 * `da Auditório`), and a count whose noun does not agree with its number (`1 reservas`, `1 datas`,
 * `2 h excedente`). The guard tests render every catalogue text, e-mail and audit label with the
 * probes below and ask `sentenceFaults` what is wrong; nothing here is shown to anyone.
 */

/** A free name of the gender no article fits both ways: every text value is probed with it. */
export const NAME_PROBE = 'Auditório';

/** An article or a contraction with one, right before the probed name. */
const ARTICLE_BEFORE_NAME = new RegExp(
  `(?<!${NAME_PROBE}\\s*)(?:^|[^\\p{L}])((?:da|do|das|dos|na|no|nas|nos|à|ao|aos|pela|pelo|desta|deste|nesta|neste|dessa|desse|nessa|nesse|a|o|as|os|uma|um)\\s+${NAME_PROBE})(?![\\p{L}])`,
  'iu',
);

/** Words that end in -s but are singular, or are not nouns a count agrees with. */
const NOT_PLURAL = new Set([
  'dos',
  'das',
  'os',
  'as',
  'mês',
  'após',
  'mais',
  'menos',
  'pois',
  'depois',
  'antes',
  'através',
  'lápis',
  'ônibus',
]);

/** `1` then a plural noun (`1 reservas`, `1 de 1 convidados`), the number a whole token. */
const ONE_BEFORE_PLURAL = /(?<![\p{L}\d.,])1[\s\u00a0]+(\p{Ll}+s)(?![\p{L}])/u;

/** Small words that may follow `2 h` without agreeing with it. */
const AFTER_HOURS_OK = new Set([
  'de',
  'do',
  'da',
  'no',
  'na',
  'e',
  'a',
  'o',
  'ou',
  'para',
  'por',
  'em',
  'até',
  'além',
  'com',
]);

/** `2 h` then a singular adjective (`2 h excedente`, `2 h usada`). */
const HOURS_THEN_WORD = /(?<![\p{L}\d.,])2[\s\u00a0]+h[\s\u00a0]+(\p{Ll}+)(?![\p{L}])/gu;

/**
 * What is wrong with one rendered text, as short descriptions (empty when nothing): `one` is the
 * text rendered with every number 1, `two` the same with every number 2 (either may be omitted).
 */
export function sentenceFaults(texts: { name?: string; one?: string; two?: string }): string[] {
  const faults: string[] = [];
  for (const text of [texts.name, texts.one, texts.two]) {
    const article = text === undefined ? null : ARTICLE_BEFORE_NAME.exec(text);
    if (article) faults.push(`article before a free name: “${article[1]}”`);
  }
  const one = texts.one === undefined ? null : ONE_BEFORE_PLURAL.exec(texts.one);
  if (one && !NOT_PLURAL.has(one[1] ?? '')) faults.push(`plural after 1: “${one[0].trim()}”`);
  for (const m of texts.two?.matchAll(HOURS_THEN_WORD) ?? []) {
    const word = m[1] ?? '';
    if (!AFTER_HOURS_OK.has(word) && !word.endsWith('s')) faults.push(`singular after 2 h: “${m[0].trim()}”`);
  }
  return [...new Set(faults)];
}

/**
 * A catalogue entry rendered three ways: every value the name probe, every value 1, every value 2.
 * A parameter written as `{ … }` gets an object answering the value for any key; a plain one the value
 * itself, so `n === 1` branches are taken as the screen takes them. Nested groups (`seriesStates`) are
 * walked. Returns one row per text, keyed by its path.
 */
export function renderEntries(
  entries: Record<string, unknown>,
  prefix = '',
): { key: string; name?: string; one?: string; two?: string; error?: string }[] {
  const rows: { key: string; name?: string; one?: string; two?: string; error?: string }[] = [];
  for (const [k, v] of Object.entries(entries)) {
    const key = `${prefix}${k}`;
    if (typeof v === 'string') rows.push({ key, name: v, one: v, two: v });
    else if (typeof v === 'function') {
      const fn = v as (...args: unknown[]) => unknown;
      try {
        rows.push({ key, name: call(fn, NAME_PROBE), one: call(fn, 1), two: call(fn, 2) });
      } catch (e) {
        rows.push({ key, error: String(e) });
      }
    } else if (v && typeof v === 'object') rows.push(...renderEntries(v as Record<string, unknown>, `${key}.`));
  }
  return rows;
}

/** Calls `fn` with `value` for each parameter, an object of `value`s for a destructured one. */
function call(fn: (...args: unknown[]) => unknown, value: string | number): string {
  const source = fn.toString();
  const open = source.indexOf('(');
  let depth = 0;
  let close = open;
  for (; close < source.length; close++) {
    if ('({['.includes(source[close] ?? '')) depth++;
    else if (')}]'.includes(source[close] ?? '') && --depth === 0) break;
  }
  const params: string[] = [];
  let current = '';
  depth = 0;
  for (const ch of source.slice(open + 1, close)) {
    if ('({['.includes(ch)) depth++;
    if (')}]'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      params.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) params.push(current.trim());
  const object = new Proxy({}, { get: (_t, p) => (typeof p === 'string' ? value : undefined) });
  const text = fn(...params.map((p) => (p.startsWith('{') ? object : value)));
  if (typeof text !== 'string') throw new Error(`renders ${typeof text}, not text`);
  return text;
}
