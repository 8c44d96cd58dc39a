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
