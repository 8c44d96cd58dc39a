import { TZDate } from '@date-fns/tz';
import { AppError } from '../../errors.ts';

/**
 * The values of an OFX statement's fields, as Brazilian banks write them (docs/product.md#financeiro,
 * decision 033): text with SGML/XML character references, amounts with a point or a comma, and
 * DTPOSTED with or without a time and an offset. Every value reaching here is already cut to
 * MAX_VALUE characters by the reader, so the patterns below run on bounded text.
 */

/** The time zone a DTPOSTED without an offset is read in, and the credit's date is taken in. */
export const STATEMENT_TIME_ZONE = 'America/Sao_Paulo';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `&amp;`, `&lt;`, `&#234;`, `&#xEA;` … decoded; anything else after `&` is kept as written. */
export function decodeEntities(raw: string): string {
  let at = raw.indexOf('&');
  if (at < 0) return raw;
  let out = '';
  let from = 0;
  while (at >= 0) {
    const end = raw.indexOf(';', at + 1);
    let char: string | undefined;
    if (end > at + 1 && end - at <= 10) {
      const ref = raw.slice(at + 1, end);
      if (ref[0] === '#') {
        const hex = ref[1] === 'x' || ref[1] === 'X';
        const digits = ref.slice(hex ? 2 : 1);
        if (digits && (hex ? /^[0-9a-f]+$/i : /^[0-9]+$/).test(digits)) {
          const code = parseInt(digits, hex ? 16 : 10);
          const usable = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
          if (usable) char = String.fromCodePoint(code);
        }
      } else char = NAMED[ref.toLowerCase()];
    }
    if (char !== undefined) {
      out += raw.slice(from, at) + char;
      from = end + 1;
    }
    at = raw.indexOf('&', char !== undefined ? end + 1 : at + 1);
  }
  return out + raw.slice(from);
}

// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A text field: references decoded, control characters (NUL included) and runs of space made one space, trimmed. */
export function cleanText(raw: string | undefined): string {
  if (!raw) return '';
  return decodeEntities(raw).replace(CONTROL_OR_SPACE, ' ').trim();
}

/** An identifier (FITID, REFNUM, an account's parts): references decoded, control characters removed, trimmed; its spaces as written. */
export function idText(raw: string | undefined): string {
  if (!raw) return '';
  return decodeEntities(raw).replace(CONTROL, '').trim();
}

/**
 * An amount in centavos. OFX writes `1234.56`; Brazilian banks also write `1234,56`, four decimals
 * (`50.0000`), padding and a leading `+`. Refused (statementAmountInvalid, naming the FITID and the
 * text): a thousands separator (`1.234,56`, `1,234.56`, and `1.500` or `1,500`, which could be
 * either), a fraction of a centavo that is not zero (`12.345`), anything else that is not a number.
 */
export function amountCents(raw: string, fitid: string): number {
  const text = raw.trim();
  const refuse = () =>
    AppError.with(400, 'statementAmountInvalid', fitid || '?', text.length > 40 ? `${text.slice(0, 40)}…` : text);
  const m = text.length <= 40 ? /^([+-]?)(\d*)(?:([.,])(\d+))?$/.exec(text) : null;
  if (!m) throw refuse();
  const [, , whole = '', , fraction = ''] = m;
  if (!whole && !fraction) throw refuse();
  if (whole.length > 13) throw refuse();
  if (fraction.length === 3 && whole.length >= 1 && whole.length <= 3 && whole[0] !== '0') throw refuse();
  if (/[^0]/.test(fraction.slice(2))) throw refuse();
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** São Paulo's offset from UTC in minutes (180 for UTC−3) at a moment, kept per hour: the zone's rules are slow to consult. */
const offsets = new Map<number, number>();
function offsetMinutes(instant: number): number {
  const hour = Math.floor(instant / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = new TZDate(hour * 3_600_000, STATEMENT_TIME_ZONE).getTimezoneOffset();
    offsets.set(hour, offset);
  }
  return offset;
}

export type Posted = { posted_at: string | null; date: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * DTPOSTED, `YYYYMMDD[HHMM[SS[.XXX]]][offset[:name]]`: with a time, the moment (the offset in
 * hours, `[-3:BRT]`, `[0:GMT]`, `[-03]`; none: São Paulo time) and its São Paulo date (a credit of
 * 30/11 22:30 in Brasília written as `20261201013000[0:GMT]` is of 2026-11-30); a date alone is
 * that date. Anything else refuses the file.
 */
export function postedOf(raw: string): Posted {
  const text = raw.trim();
  const m =
    text.length <= 64 &&
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.(\d{1,6}))?)?)?\s*(?:\[\s*([+-]?\d{1,2}(?:\.\d{1,2})?)\s*(?::[^\]]{0,40})?\])?$/.exec(
      text,
    );
  if (!m) throw new AppError(400, 'statementInvalid');
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((v) => (v === undefined ? undefined : Number(v)));
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  if (y === undefined || mo === undefined || d === undefined) throw new AppError(400, 'statementInvalid');
  const day = new Date(Date.UTC(y, mo - 1, d));
  const validDay = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
  if (!validDay || y < 1900 || h > 23 || mi > 59 || s > 59) throw new AppError(400, 'statementInvalid');
  if (m[4] === undefined) return { posted_at: null, date: `${pad(y, 4)}-${pad(mo)}-${pad(d)}` };
  const written = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  let instant: number;
  if (m[8] !== undefined) instant = written - Math.round(Number(m[8]) * 60) * 60_000;
  else {
    // São Paulo's wall-clock time: its offset at that moment (looked up twice, for a change of offset).
    instant = written + offsetMinutes(written + 180 * 60_000) * 60_000;
    instant = written + offsetMinutes(instant) * 60_000;
  }
  const local = new Date(instant - offsetMinutes(instant) * 60_000);
  return {
    posted_at: new Date(instant).toISOString(),
    date: `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
  };
}
