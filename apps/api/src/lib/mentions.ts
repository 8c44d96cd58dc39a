import { letOthersIn, letOthersInAsLong } from './let-others-in.ts';

/**
 * Finding and removing a person's data where it sits inside free text — an e-mail's copy, an audit
 * entry's before/after, a bank statement's memo — when staff anonymise them (docs/product.md#anonymize).
 * A needle is a value precise enough to be that person's: their e-mail, full name, phone, document.
 *
 * The comparison is done here, in JS, never by the database: a bank memo says `JOAO DA CONCEICAO`
 * for João da Conceição, and SQLite's `lower` folds ASCII only. Both sides are folded (NFD, the
 * diacritics dropped, lower case, runs of blanks as one space), and each needle is also looked
 * for as an e-mail's HTML copy writes it (`D&#39;Ávila`, mail/layout.ts).
 */
export const REMOVED = '[removido]';

/** One character as it is compared: without its accents, in lower case, a blank as a space. */
function foldCharNow(ch: string): string {
  if (/\s/u.test(ch)) return ' ';
  return ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The same, remembered: an anonymisation folds every character of every outbox copy, audit entry
 * and bank memo, and a text uses few distinct characters (bench/large.ts measured 80% of the
 * erasure's time in the regular expressions and NFD of this function).
 */
const foldedChars = new Map<string, string>();
function foldChar(ch: string): string {
  let f = foldedChars.get(ch);
  if (f === undefined) {
    f = foldCharNow(ch);
    if (foldedChars.size < 20_000) foldedChars.set(ch, f);
  }
  return f;
}

/** Printable ASCII and ASCII blanks: folded by lower case alone, each blank one code unit. */
// eslint-disable-next-line no-control-regex -- every ASCII code unit, control characters included
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_BLANKS = /[\t\n\v\f\r ]+/g;

/** `text` folded as `folded(text).s`, without the positions: what a search needs. */
function foldedText(text: string): string {
  // ASCII has no accents to drop, and /\s/u on it is exactly these blanks: the same result, faster.
  if (ASCII.test(text)) return text.toLowerCase().replace(ASCII_BLANKS, ' ');
  return folded(text).s;
}

/** `text` folded, with where each folded character came from in `text` (`at[i]`, one past the end). */
function folded(text: string): { s: string; at: number[] } {
  let s = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    // Runs of blanks are one space: a memo's column padding is not a different name.
    if (!(f === ' ' && s.endsWith(' '))) {
      for (const c of f) {
        s += c;
        at.push(i);
      }
    }
    i += ch.length;
  }
  at.push(text.length);
  return { s, at };
}

/** How a needle is compared: folded, trimmed. */
export function fold(text: string): string {
  return folded(text).s.trim();
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Each needle folded, with its HTML-escaped form when it differs; longest first, empty ones dropped. */
function forms(needles: string[]): string[] {
  const all = new Set<string>();
  for (const n of needles) {
    for (const form of [n, escapeHtml(n)]) {
      const f = fold(form);
      if (f !== '') all.add(f);
    }
  }
  return [...all].sort((a, b) => b.length - a.length);
}

/** Whether `text` names any of the needles' folded forms. */
function names(text: string | null, wanted: string[]): boolean {
  if (!text) return false;
  const s = foldedText(text);
  return wanted.some((n) => s.includes(n));
}

/** Whether `text` names any needle, however accented, cased or HTML-escaped. */
export function mentions(text: string | null, needles: string[]): boolean {
  return names(text, forms(needles));
}

/** Whether any of the texts names any needle. */
export function mentionsIn(texts: Array<string | null>, needles: string[]): boolean {
  const wanted = forms(needles);
  return texts.some((t) => names(t, wanted));
}

/** `text` with every needle, however accented, cased or HTML-escaped, replaced by `[removido]`. */
export function scrub(text: string, needles: string[]): string {
  // A needle inside `[removido]` itself would never stop being found.
  const wanted = forms(needles).filter((n) => !REMOVED.includes(n));
  let out = text;
  for (const n of wanted) {
    // Again after each needle: the text it searches has changed.
    for (;;) {
      const { s, at } = folded(out);
      const found = s.indexOf(n);
      if (found < 0) break;
      const start = at[found] as number;
      const last = at[found + n.length - 1] as number;
      let end = last + ((out.codePointAt(last) ?? 0) > 0xffff ? 2 : 1);
      // A combining accent left after the match belongs to its last letter.
      while (end < out.length && /\p{M}/u.test(out[end] as string)) end += 1;
      out = `${out.slice(0, start)}${REMOVED}${out.slice(end)}`;
    }
  }
  return out;
}

/** The longest a page's comparisons run before letting others in. */
const SLICE_MS = 4;

/**
 * Every row a paged read finds whose texts name a needle: `page(afterId, size)` answers the rows
 * after an id in its order, so a large table is read a page at a time, never whole. `after`: only
 * rows past that id (an anonymisation's later passes read what was written since the last);
 * `also`: a row that is the person's by another mark (its target, its link) counts too;
 * `inTransaction`: read inside one, so no pause after a page (it would hold the transaction's
 * locks, SQLite's write lock among them).
 */
export async function findMentioning<T extends { id: number }>(
  page: (afterId: number, size: number) => Promise<T[]>,
  texts: (row: T) => Array<string | null>,
  needles: string[],
  options: number | { size?: number; after?: number; also?: (row: T) => boolean; inTransaction?: boolean } = {},
): Promise<T[]> {
  // A bare number is the page size (as callers gave it before the options).
  const {
    size = 500,
    also,
    after: from = 0,
    inTransaction = false,
  } = typeof options === 'number' ? { size: options } : options;
  const found: T[] = [];
  if (needles.length === 0 && !also) return found;
  // Folded once for the whole table, not once a row.
  const wanted = forms(needles);
  let after = from;
  for (;;) {
    const began = performance.now();
    const rows = await page(after, size);
    let slice = performance.now();
    for (const row of rows) {
      if (also?.(row) || texts(row).some((t) => names(t, wanted))) found.push(row);
      // A page of long texts took up to 70 ms to compare (an outbox of HTML copies): in slices,
      // so a request waits a slice, not a page.
      if (performance.now() - slice > SLICE_MS) {
        await letOthersIn();
        slice = performance.now();
      }
    }
    if (rows.length < size) return found;
    after = (rows[rows.length - 1] as T).id;
    // Every page read and compared, then as long for the requests (issue 34).
    await (inTransaction ? letOthersIn() : letOthersInAsLong(began));
  }
}
