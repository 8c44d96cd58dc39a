import { parse } from 'ofx-js';
import { AppError } from '../../errors.ts';

/**
 * A bank statement in OFX, as Brazilian banks export it (SGML 1.x or XML 2.x), read with ofx-js:
 * its credits (TRNAMT > 0) with FITID, date, amount in centavos and memo. The whole file is
 * checked before anything is applied: a file that is not OFX, a currency other than BRL, or an
 * amount that is not an OFX number (`150,00`) refuses the import, so nothing is half applied.
 */
export type Credit = { fitid: string; date: string; amount_cents: number; memo: string };

type Transaction = { TRNAMT?: unknown; FITID?: unknown; DTPOSTED?: unknown; MEMO?: unknown; NAME?: unknown };

/** The text of the file: CHARSET 1252 (most Brazilian banks' SGML) is Latin-1, else UTF-8. */
export function decodeStatement(bytes: Buffer): string {
  const head = bytes.subarray(0, 400).toString('latin1');
  return /CHARSET:\s*1252|encoding="(windows-1252|iso-8859-1)"/i.test(head)
    ? bytes.toString('latin1')
    : bytes.toString('utf8');
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export async function readCredits(text: string): Promise<Credit[]> {
  if (!/<OFX>/i.test(text)) throw new AppError(400, 'statementInvalid');
  let ofx: Record<string, unknown>;
  try {
    ofx = (await parse(text)) as unknown as Record<string, unknown>;
  } catch {
    throw new AppError(400, 'statementInvalid');
  }
  const root = ofx.OFX as Record<string, Record<string, unknown>> | undefined;
  type Part = Record<string, unknown>;
  const bank = root?.BANKMSGSRSV1?.STMTTRNRS as Part | Part[] | undefined;
  const card = root?.CREDITCARDMSGSRSV1?.CCSTMTTRNRS as Part | Part[] | undefined;
  const statements = [
    ...list<Part>(bank).map((s) => s.STMTRS as Part | undefined),
    ...list<Part>(card).map((s) => s.CCSTMTRS as Part | undefined),
  ].filter((s): s is Record<string, unknown> => Boolean(s));
  if (statements.length === 0) throw new AppError(400, 'statementInvalid');
  const credits: Credit[] = [];
  for (const st of statements) {
    const currency = String(st.CURDEF ?? '').trim();
    if (currency !== 'BRL') throw AppError.with(400, 'statementCurrency', currency || '?');
    const tranList = st.BANKTRANLIST as { STMTTRN?: Transaction | Transaction[] } | undefined;
    for (const t of list(tranList?.STMTTRN)) {
      const fitid = String(t.FITID ?? '').trim();
      const raw = String(t.TRNAMT ?? '').trim();
      const date = /^(\d{4})(\d{2})(\d{2})/.exec(String(t.DTPOSTED ?? ''));
      if (!fitid || !date) throw new AppError(400, 'statementInvalid');
      if (!/^[+-]?\d+(\.\d{1,2})?$/.test(raw)) throw AppError.with(400, 'statementAmountInvalid', fitid, raw);
      const negative = raw.startsWith('-');
      const [whole = '0', fraction = ''] = raw.replace(/^[+-]/, '').split('.');
      const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      if (negative || cents === 0) continue;
      credits.push({
        fitid,
        date: `${date[1]}-${date[2]}-${date[3]}`,
        amount_cents: cents,
        memo: String(t.MEMO ?? t.NAME ?? '').trim(),
      });
    }
  }
  return credits;
}
