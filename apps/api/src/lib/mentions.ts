import { sql } from 'kysely';

/**
 * Finding and removing a person's data where it sits inside free text — an e-mail's copy, an audit
 * entry's before/after, a bank statement's memo — when staff anonymise them (docs/product.md#privacy).
 * A needle is a value precise enough to be that person's: their e-mail, full name, phone, document.
 */
export const REMOVED = '[removido]';

/** `%needle%`, LIKE's own wildcards taken literally. */
function pattern(needle: string): string {
  return `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether any of `columns` contains any needle, ignoring case (JS scrubs afterwards in any case). */
export function mentionsAny(columns: string[], needles: string[]) {
  const parts = columns.flatMap((c) =>
    needles.map((n) => sql<boolean>`lower(${sql.ref(c)}) like ${pattern(n)} escape '\\'`),
  );
  return parts.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** `text` with every needle, in any case, replaced by `[removido]`. */
export function scrub(text: string, needles: string[]): string {
  return needles.reduce(
    (out, n) => out.replace(new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), REMOVED),
    text,
  );
}
