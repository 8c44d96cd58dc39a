/** OFX statements as Brazilian banks export them (SGML 1.02, CHARSET 1252), for the tests and the bench. */
export type OfxLine = { fitid: string; amount: string; date?: string; memo?: string };

export function ofxStatement(lines: OfxLine[], currency = 'BRL'): string {
  const transactions = lines
    .map(
      (l) =>
        `<STMTTRN><TRNTYPE>${l.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${(l.date ?? '2026-11-25').replace(/-/g, '')}120000[-3:BRT]<TRNAMT>${l.amount}<FITID>${l.fitid}<MEMO>${l.memo ?? 'TED RECEBIDA'}</STMTTRN>`,
    )
    .join('\n');
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261126120000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>${currency}<BANKACCTFROM><BANKID>0341<ACCTID>12345<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261101<DTEND>20261130
${transactions}
</BANKTRANLIST><LEDGERBAL><BALAMT>1000.00<DTASOF>20261126</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
}

/** A transaction's elements in the order written, values as the bank writes them (escapes included). */
export type OfxTransaction = Record<string, string>;

export type OfxDocument = {
  /** SGML 1.02 (leaf elements left open, as most Brazilian banks write) or XML 2.x (every element closed). */
  format?: 'sgml' | 'xml';
  /** The header's CHARSET (SGML). */
  charset?: string;
  currency?: string;
  /** BANKACCTFROM's parts, or a card's CCACCTFROM. */
  account?: { bank?: string; branch?: string; acct: string } | { card: string };
  transactions: OfxTransaction[];
  /** Leave out `</BANKTRANLIST>` and every closing tag after it, as some exports do. */
  unclosed?: boolean;
};

/** One OFX document as a bank exports it, for the reader's tests (ofx.test.ts) and the API's. */
export function ofxDocument(doc: OfxDocument): string {
  const xml = doc.format === 'xml';
  const leaf = (name: string, value: string) => (xml ? `<${name}>${value}</${name}>` : `<${name}>${value}`);
  const account = doc.account ?? { bank: '0341', branch: '0001', acct: '12345-6' };
  const from =
    'card' in account
      ? `<CCACCTFROM>${leaf('ACCTID', account.card)}</CCACCTFROM>`
      : `<BANKACCTFROM>${account.bank === undefined ? '' : leaf('BANKID', account.bank)}${account.branch === undefined ? '' : leaf('BRANCHID', account.branch)}${leaf('ACCTID', account.acct)}${leaf('ACCTTYPE', 'CHECKING')}</BANKACCTFROM>`;
  const list = doc.transactions
    .map(
      (t) =>
        `<STMTTRN>\n${Object.entries(t)
          .map(([k, v]) => `  ${leaf(k, v)}`)
          .join('\n')}\n</STMTTRN>`,
    )
    .join('\n');
  const [rs, trnrs, msgs] =
    'card' in account ? ['CCSTMTRS', 'CCSTMTTRNRS', 'CREDITCARDMSGSRSV1'] : ['STMTRS', 'STMTTRNRS', 'BANKMSGSRSV1'];
  const head = xml
    ? '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n'
    : `OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:${doc.charset ?? '1252'}\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n`;
  const body = `<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS>${leaf('CODE', '0')}${leaf('SEVERITY', 'INFO')}</STATUS>${leaf('DTSERVER', '20261126120000[-3:BRT]')}${leaf('LANGUAGE', 'POR')}</SONRS></SIGNONMSGSRSV1>
<${msgs}><${trnrs}>${leaf('TRNUID', '1')}<STATUS>${leaf('CODE', '0')}${leaf('SEVERITY', 'INFO')}</STATUS>
<${rs}>${leaf('CURDEF', doc.currency ?? 'BRL')}${from}
<BANKTRANLIST>${leaf('DTSTART', '20261101')}${leaf('DTEND', '20261130')}
${list}
`;
  const tail = `</BANKTRANLIST><LEDGERBAL>${leaf('BALAMT', '1000.00')}${leaf('DTASOF', '20261126')}</LEDGERBAL></${rs}></${trnrs}></${msgs}></OFX>\n`;
  return head + body + (doc.unclosed ? '' : tail);
}

/** A credit's usual elements: a Pix received on 2026-11-25 at noon in Brasília. */
export const credit = (fitid: string, amount: string, more: OfxTransaction = {}): OfxTransaction => ({
  TRNTYPE: 'CREDIT',
  DTPOSTED: '20261125120000[-3:BRT]',
  TRNAMT: amount,
  FITID: fitid,
  MEMO: 'PIX RECEBIDO',
  ...more,
});

/** A statement of credits and debits just under `mb` MiB, each line with a Pix memo and a payer. */
export function statementOfSize(mb: number): string {
  const empty = ofxStatement([]).length;
  const line = ofxStatement([
    { fitid: 'BENCH000000', amount: '1234.56', memo: 'PIX RECEBIDO 2026000000 FULANO' },
  ]).length;
  const count = Math.floor((mb * 2 ** 20 - empty) / (line - empty + 1));
  return ofxStatement(
    Array.from({ length: count }, (_, i) => ({
      fitid: `BENCH${String(i).padStart(6, '0')}`,
      amount: i % 7 === 6 ? `-${(i % 900) + 1}.00` : `${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')}`,
      memo: `PIX RECEBIDO ${String(2026000000 + (i % 10_000))} FULANO`,
    })),
  );
}
