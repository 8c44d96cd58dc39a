import { isUtf8 } from 'node:buffer';
import { AppError } from '../../errors.ts';
import { scanOfx } from './ofx-reader.ts';
import { amountCents, cleanText, idText, postedOf } from './ofx-values.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';

/**
 * A bank statement in OFX as Brazilian banks export it (docs/product.md#financeiro, decision 033):
 * SGML 1.x with or without closing tags, or XML 2.x, one or several documents in a file, read by
 * our own linear tokenizer (ofx-reader.ts). Its credits (TRNAMT > 0) come out with what identifies
 * them: the account, FITID, the date, the amount, memo, name, and the occurrence of the very same
 * line in the file (banks repeat FITIDs). The whole file is read before anything is applied: a
 * file that is not OFX, a currency other than the real, or an amount that cannot be read without
 * doubt refuses the import, so nothing is half applied.
 */
export type Credit = {
  /** `BANKID/BRANCHID/ACCTID` of BANKACCTFROM (CCACCTFROM: `cc//ACCTID`), each part trimmed, '' when absent. */
  account: string;
  /** FITID trimmed; '' when the line has none (it is still read). */
  fitid: string;
  /** 1 for the first credit in the file with the same account, FITID, date, amount, memo and name, 2 for the next… */
  occurrence: number;
  /** The moment of DTPOSTED when it has a time (ISO, UTC); null for a date alone. */
  posted_at: string | null;
  /** YYYY-MM-DD: the São Paulo date of DTPOSTED. */
  date: string;
  /** > 0: debits and zero amounts are not credits. */
  amount_cents: number;
  memo: string;
  name: string;
  refnum: string;
  /** TRNTYPE upper-case (CREDIT, DEP, XFER, INT…) or ''. */
  kind: string;
};

/** Windows-1252's characters for the bytes 0x80–0x9F (Node 20's TextDecoder reads them as Latin-1). */
const CP1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * The text of the file: UTF-8 when its bytes are valid UTF-8, whatever the header says (banks
 * write `CHARSET:1252` over UTF-8), else Windows-1252. A byte-order mark is dropped.
 */
export function decodeStatement(bytes: Buffer): string {
  if (isUtf8(bytes)) {
    const text = bytes.toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80] ?? c);
}

type Pending = Omit<Credit, 'account' | 'occurrence'>;

/** How many credits are numbered between two pauses. */
const CREDITS_PER_STEP = 5_000;

/** Reads a statement file (bytes as uploaded): every credit of every OFX document in it. */
export async function readStatement(file: Buffer): Promise<Credit[]> {
  const credits: Credit[] = [];
  let pending: Pending[] = [];
  const scan = scanOfx(decodeStatement(file), {
    transaction(f, cut) {
      if (f.TRNAMT === undefined || f.DTPOSTED === undefined) {
        // The file ends inside it: the transaction is not whole and is left out; else the file is broken.
        if (cut) return;
        throw new AppError(400, 'statementInvalid');
      }
      const fitid = idText(f.FITID);
      const cents = amountCents(f.TRNAMT, fitid);
      const posted = postedOf(f.DTPOSTED);
      if (cents <= 0) return;
      pending.push({
        fitid,
        ...posted,
        amount_cents: cents,
        memo: cleanText(f.MEMO),
        name: cleanText(f.NAME ?? f.PAYEENAME),
        refnum: idText(f.REFNUM),
        kind: cleanText(f.TRNTYPE).toUpperCase(),
      });
    },
    statement({ card, fields }) {
      // BRC: the real's code in old Santander exports.
      const currency = cleanText(fields.CURDEF).toUpperCase();
      if (currency !== 'BRL' && currency !== 'BRC') throw AppError.with(400, 'statementCurrency', currency || '?');
      const account = card
        ? `cc//${idText(fields.ACCTID)}`
        : `${idText(fields.BANKID)}/${idText(fields.BRANCHID)}/${idText(fields.ACCTID)}`;
      for (const { fitid, ...rest } of pending) credits.push({ account, fitid, occurrence: 0, ...rest });
      pending = [];
    },
  });
  // Other requests run between the reader's steps (a 10 MB file takes about a second).
  let step = scan.next();
  while (!step.done) {
    await letOthersIn();
    step = scan.next();
  }
  const { documents, statements } = step.value;
  if (documents === 0 || statements === 0) throw new AppError(400, 'statementInvalid');
  const seen = new Map<string, number>();
  for (const [index, c] of credits.entries()) {
    if (index % CREDITS_PER_STEP === CREDITS_PER_STEP - 1) await letOthersIn();
    const key = `${c.account}\u0000${c.fitid}\u0000${c.date}\u0000${c.amount_cents}\u0000${c.memo}\u0000${c.name}`;
    c.occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, c.occurrence);
  }
  return credits;
}
