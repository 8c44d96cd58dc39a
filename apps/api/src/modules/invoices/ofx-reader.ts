/**
 * The OFX tokenizer and reader (decision 033): one pass over the text, linear in its length, for
 * SGML 1.x (closing tags optional) and XML 2.x alike. It finds tags with indexOf and charCodeAt
 * (no pattern runs on unbounded text), keeps no tree, and hands each transaction and each
 * statement to the caller as it ends. Field values are cut at MAX_VALUE characters.
 *
 * A `<` that does not open a tag-shaped token (`<` and digits, `<<`) is text. Inside a value, a
 * tag-shaped token whose name is not an OFX element is text too (`PIX DE JOAO <MEI>`), unless it
 * starts a line (a bank's own element on its own line).
 */

/** Values longer than this are cut: OFX's own limits are far lower (MEMO 255, NAME 32 in 1.x). */
export const MAX_VALUE = 1000;

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/** A transaction's nested aggregates, with their children. */
const SUBS: Record<string, Set<string>> = {
  PAYEE: words('NAME ADDR1 ADDR2 ADDR3 CITY STATE POSTALCODE COUNTRY PHONE'),
  BANKACCTTO: words('BANKID BRANCHID ACCTID ACCTTYPE ACCTKEY'),
  CCACCTTO: words('ACCTID ACCTKEY'),
  CURRENCY: words('CURRATE CURSYM'),
  ORIGCURRENCY: words('CURRATE CURSYM'),
  IMAGEDATA: words('IMAGETYPE IMAGEREF IMAGEREFTYPE IMAGEDELAY DTIMAGEAVAIL IMAGETTL CHECKSUP'),
};
const TRN_DIRECT = words(`TRNTYPE DTPOSTED DTUSER DTAVAIL TRNAMT FITID CORRECTFITID CORRECTACTION SRVRTID
  CHECKNUM REFNUM SIC PAYEEID NAME EXTDNAME MEMO INV401KSOURCE ${Object.keys(SUBS).join(' ')}`);
/** Every element that may appear inside a STMTTRN. */
const TRN_INSIDE = new Set([...TRN_DIRECT, ...Object.values(SUBS).flatMap((s) => [...s])]);
const TRN_CAPTURE = words('TRNTYPE DTPOSTED TRNAMT FITID MEMO NAME REFNUM');
const ACCT_CHILDREN = words('BANKID BRANCHID ACCTID ACCTTYPE ACCTKEY');
const ACCT_CAPTURE = words('BANKID BRANCHID ACCTID');
/** Closing one of these ends the statement being read (its closing tag may be missing). */
const STMT_END = words('STMTRS CCSTMTRS STMTTRNRS CCSTMTTRNRS BANKMSGSRSV1 CREDITCARDMSGSRSV1 OFX');
/** The OFX elements this reader knows are markup wherever they appear. */
const KNOWN = new Set([
  ...TRN_INSIDE,
  ...words(`OFX SIGNONMSGSRSV1 SONRS STATUS CODE SEVERITY MESSAGE DTSERVER USERKEY TSKEYEXPIRE LANGUAGE
    DTPROFUP DTACCTUP FI ORG FID SESSCOOKIE ACCESSKEY INTU.BID INTU.USERID BANKMSGSRSV1 STMTTRNRS TRNUID
    CLTCOOKIE STMTRS CURDEF BANKACCTFROM BANKTRANLIST DTSTART DTEND STMTTRN LEDGERBAL BALAMT DTASOF
    AVAILBAL BALLIST BAL DESC BALTYPE VALUE MKTGINFO CREDITCARDMSGSRSV1 CCSTMTTRNRS CCSTMTRS CCACCTFROM
    CCACCTTO INVSTMTMSGSRSV1 INVSTMTTRNRS INVSTMTRS INVTRANLIST INVBANKTRAN SUBACCTFUND INVPOSLIST
    INVBAL INVACCTFROM BROKERID SIGNUPMSGSRSV1 EMAILMSGSRSV1 PROFMSGSRSV1 SECLISTMSGSRSV1 SECLIST`),
  ...ACCT_CHILDREN,
]);

type Tag = { name: string; closing: boolean; empty: boolean; start: number; end: number };

const nameChar = (c: number, first: boolean) =>
  (c >= 65 && c <= 90) ||
  (c >= 97 && c <= 122) ||
  (!first && ((c >= 48 && c <= 57) || c === 46 || c === 95 || c === 45));

/**
 * The next tag-shaped token at or after `from`: `<NAME>`, `</NAME>` or `<NAME/>` (a name of at
 * most 40 letters, digits, `.`, `_`, `-`, starting with a letter; spaces before `>`). Each `<`
 * looks at most 50 characters ahead, so the scan is linear.
 */
export function nextTag(text: string, from: number): Tag | null {
  for (let at = text.indexOf('<', from); at >= 0; at = text.indexOf('<', at + 1)) {
    let i = at + 1;
    const closing = text.charCodeAt(i) === 47;
    if (closing) i++;
    const nameStart = i;
    while (i - nameStart < 41 && nameChar(text.charCodeAt(i), i === nameStart)) i++;
    const nameEnd = i;
    if (nameEnd === nameStart || nameEnd - nameStart > 40) continue;
    while (i - nameEnd < 8 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    const empty = !closing && text.charCodeAt(i) === 47;
    if (empty) i++;
    if (text.charCodeAt(i) !== 62) continue;
    const name = text.slice(nameStart, nameEnd);
    return { name: /[a-z]/.test(name) ? name.toUpperCase() : name, closing, empty, start: at, end: i + 1 };
  }
  return null;
}

/** A transaction's fields as written (PAYEENAME: the NAME inside its PAYEE). */
export type TrnFields = Partial<
  Record<'TRNTYPE' | 'DTPOSTED' | 'TRNAMT' | 'FITID' | 'MEMO' | 'NAME' | 'REFNUM' | 'PAYEENAME', string>
>;
/** A statement's head: CURDEF and its account's BANKID, BRANCHID, ACCTID as written. */
export type StatementHead = {
  card: boolean;
  fields: Partial<Record<'CURDEF' | 'BANKID' | 'BRANCHID' | 'ACCTID', string>>;
};
export type OfxSink = {
  /** A transaction as it ends; `cut`: the file ended inside it. */
  transaction(fields: TrnFields, cut: boolean): void;
  /** A statement (STMTRS, CCSTMTRS) as it ends, after its transactions. */
  statement(head: StatementHead): void;
};

const BLANK = (c: number) => c === 32 || c === 9;
const LINE = (c: number) => c === 10 || c === 13;

/** How many tags the reader reads between two pauses (a yield), so a long file does not hold the server. */
export const TAGS_PER_STEP = 10_000;

/**
 * Reads every OFX document in the text, telling the sink each transaction and statement in order.
 * A generator: it pauses every TAGS_PER_STEP tags, so the caller may let other work run.
 */
export function* scanOfx(text: string, sink: OfxSink): Generator<void, { documents: number; statements: number }> {
  let documents = 0;
  let statements = 0;
  let stmt: StatementHead | null = null;
  let inAcct = false;
  let trn: TrnFields | null = null;
  let sub: string | null = null;
  let leaf: { into: Record<string, string>; key: string } | null = null;
  let buf = '';
  /** What the value so far ends with, blanks aside: 0 nothing, 1 a line break, 2 text. */
  let tail = 0;
  let pos = 0;

  const append = (from: number, to: number) => {
    if (!leaf || to <= from) return;
    if (buf.length < MAX_VALUE) buf += text.slice(from, Math.min(to, from + MAX_VALUE - buf.length));
    let i = to - 1;
    while (i >= from && BLANK(text.charCodeAt(i))) i--;
    if (i >= from) tail = LINE(text.charCodeAt(i)) ? 1 : 2;
  };
  const capture = (into: Record<string, string>, key: string) => {
    leaf = { into, key };
    buf = '';
    tail = 0;
  };
  const commit = () => {
    if (leaf) leaf.into[leaf.key] = buf;
    leaf = null;
    buf = '';
  };
  const endTrn = (cut: boolean) => {
    const ended = trn;
    trn = null;
    sub = null;
    if (ended) sink.transaction(ended, cut);
  };
  const endStmt = (cut: boolean) => {
    endTrn(cut);
    inAcct = false;
    const ended = stmt;
    stmt = null;
    if (ended) {
      statements++;
      sink.statement(ended);
    }
  };

  const open = (name: string) => {
    if (name === 'OFX' || name === 'STMTRS' || name === 'CCSTMTRS' || name === 'INVSTMTRS') {
      endStmt(false);
      if (name === 'OFX') documents++;
      else if (name !== 'INVSTMTRS') stmt = { card: name === 'CCSTMTRS', fields: {} };
      return;
    }
    if (trn) {
      if (TRN_INSIDE.has(name)) {
        if (SUBS[name]) sub = name;
        else if (sub && SUBS[sub]?.has(name)) {
          if (sub === 'PAYEE' && name === 'NAME') capture(trn, 'PAYEENAME');
        } else {
          sub = null;
          if (TRN_CAPTURE.has(name)) capture(trn, name);
        }
        return;
      }
      if (!KNOWN.has(name)) return;
      endTrn(false);
    }
    if (!stmt) return;
    if (inAcct) {
      if (ACCT_CHILDREN.has(name)) {
        if (ACCT_CAPTURE.has(name)) capture(stmt.fields, name);
        return;
      }
      if (!KNOWN.has(name)) return;
      inAcct = false;
    }
    if (name === 'STMTTRN') trn = {};
    else if (name === 'BANKACCTFROM' || name === 'CCACCTFROM') inAcct = true;
    else if (name === 'CURDEF') capture(stmt.fields, name);
  };

  const close = (name: string) => {
    if (name === 'STMTTRN') endTrn(false);
    else if (trn && sub === name) sub = null;
    else if (trn && TRN_INSIDE.has(name)) return;
    else if (STMT_END.has(name)) endStmt(false);
    else if (name === 'BANKACCTFROM' || name === 'CCACCTFROM') inAcct = false;
    else if (trn && KNOWN.has(name)) endTrn(false);
  };

  let steps = 0;
  for (let tag = nextTag(text, pos); tag; tag = nextTag(text, pos)) {
    if (++steps % TAGS_PER_STEP === 0) yield;
    if (leaf && !KNOWN.has(tag.name)) {
      // An unknown tag inside a value: text, unless it starts a line (or the value).
      let i = tag.start - 1;
      while (i >= pos && BLANK(text.charCodeAt(i))) i--;
      const ends = i >= pos ? (LINE(text.charCodeAt(i)) ? 1 : 2) : tail;
      if (ends === 2) {
        append(pos, tag.end);
        pos = tag.end;
        continue;
      }
    }
    append(pos, tag.start);
    commit();
    pos = tag.end;
    if (tag.closing) close(tag.name);
    else {
      open(tag.name);
      if (tag.empty) {
        commit();
        close(tag.name);
      }
    }
  }
  // The value the file ends in may be cut short: it is dropped, and so is a transaction left without it.
  leaf = null;
  endStmt(true);
  return { documents, statements };
}
