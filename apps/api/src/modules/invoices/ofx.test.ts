import { describe, expect, it } from 'vitest';
import { credit, ofxDocument, ofxStatement } from '../../../test/invoices/ofx-files.ts';
import { AppError } from '../../errors.ts';
import { readStatement } from './ofx.ts';

/**
 * The statement reader with what real Brazilian banks' OFX files do (issue 29, items 1–7;
 * docs/product.md#financeiro), each trait in a file of our own making.
 */
const read = (text: string, encoding: BufferEncoding = 'utf8') => readStatement(Buffer.from(text, encoding));
const refusal = async (text: string | Buffer) => {
  const error = await readStatement(Buffer.isBuffer(text) ? text : Buffer.from(text)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, code, message } = error as AppError;
  return { statusCode, code, message };
};
const only = async (text: string, encoding?: BufferEncoding) => {
  const credits = await read(text, encoding);
  expect(credits).toHaveLength(1);
  return credits[0];
};

describe('the OFX statement reader', () => {
  it('returns every credit of a file that repeats FITIDs, numbering exact repeats (Inter, Unicred)', async () => {
    // Banco Inter: the FITID is the day plus the bank code; Unicred: a document label.
    const file = ofxDocument({
      account: { bank: '077', branch: '0001', acct: '1234567-8' },
      transactions: [
        credit('20261125077', '100.00', { MEMO: 'PIX RECEBIDO - ANA' }),
        credit('20261125077', '250.00', { MEMO: 'PIX RECEBIDO - BRUNO' }),
        credit('20261125077', '100.00', { MEMO: 'PIX RECEBIDO - ANA' }),
        credit('20261125077', '-30.00', { TRNTYPE: 'DEBIT', MEMO: 'PIX ENVIADO' }),
        credit('CRED PIX', '80.00', { MEMO: 'CRED PIX' }),
        credit('CRED PIX', '80.00', { MEMO: 'CRED PIX' }),
        credit('CRED PIX', '80.00', { MEMO: 'CRED PIX', DTPOSTED: '20261126120000[-3:BRT]' }),
      ],
    });
    const credits = await read(file);
    expect(credits.map((c) => [c.fitid, c.amount_cents, c.date, c.occurrence])).toEqual([
      ['20261125077', 10000, '2026-11-25', 1],
      ['20261125077', 25000, '2026-11-25', 1],
      ['20261125077', 10000, '2026-11-25', 2],
      ['CRED PIX', 8000, '2026-11-25', 1],
      ['CRED PIX', 8000, '2026-11-25', 2],
      ['CRED PIX', 8000, '2026-11-26', 1],
    ]);
    expect(credits[0]).toEqual({
      account: '077/0001/1234567-8',
      fitid: '20261125077',
      occurrence: 1,
      posted_at: '2026-11-25T15:00:00.000Z',
      date: '2026-11-25',
      amount_cents: 10000,
      memo: 'PIX RECEBIDO - ANA',
      name: '',
      refnum: '',
      kind: 'CREDIT',
    });
  });

  it('reads every OFX document of a file that holds several, each with its account (Bradesco)', async () => {
    const first = ofxDocument({
      account: { bank: '237', branch: '1234', acct: '55555-1' },
      transactions: [credit('A1', '10.00')],
    });
    const second = ofxDocument({
      account: { card: ' 4111 ' },
      transactions: [credit('A1', '10.00'), credit('C2', '20.00')],
    });
    const third = ofxDocument({
      account: { bank: '237', acct: '777' },
      format: 'xml',
      transactions: [credit('X', '5')],
    });
    const credits = await read(first + second + third);
    expect(credits.map((c) => [c.account, c.fitid, c.amount_cents, c.occurrence])).toEqual([
      ['237/1234/55555-1', 'A1', 1000, 1],
      ['cc//4111', 'A1', 1000, 1],
      ['cc//4111', 'C2', 2000, 1],
      ['237//777', 'X', 500, 1],
    ]);
  });

  it('reads a comma decimal, four decimals, padding and a plus sign; skips debits and zeros', async () => {
    const amounts = [
      '155063,06',
      '50.0000',
      '12.3400',
      '     -123.67',
      '+45.10',
      '  99.9  ',
      '0.500',
      '1234.000',
      '7',
      '0.00',
      ',5',
    ];
    const credits = await read(ofxDocument({ transactions: amounts.map((a, i) => credit(`V${i}`, a)) }));
    expect(credits.map((c) => [c.fitid, c.amount_cents])).toEqual([
      ['V0', 15_506_306],
      ['V1', 5_000],
      ['V2', 1_234],
      ['V4', 4_510],
      ['V5', 9_990],
      ['V6', 50],
      ['V7', 123_400],
      ['V8', 700],
      ['V10', 50],
    ]);
  });

  it('refuses a thousands separator, a fraction of a centavo and what is not a number, naming the line', async () => {
    for (const amount of [
      '1.234,56',
      '1,234.56',
      '1.500',
      '1,500',
      '12.345',
      '-0.001',
      'R$ 10,00',
      '10 00',
      '',
      '1e3',
      '--1',
    ]) {
      const file = ofxDocument({ transactions: [credit('BOM', '10.00'), credit('RUIM', amount)] });
      expect(await refusal(file)).toEqual({
        statusCode: 400,
        code: 'STATEMENT_AMOUNT_INVALID',
        message: `O valor “${amount.trim()}” do crédito RUIM não pode ser lido sem dúvida (separador de milhar ou fração de centavo). Exporte o extrato de novo. Nada foi importado.`,
      });
    }
  });

  it('takes BRC (old Santander) as reais and refuses any other currency', async () => {
    expect(await only(ofxDocument({ currency: 'BRC', transactions: [credit('S', '1.00')] }))).toMatchObject({
      amount_cents: 100,
    });
    expect(await only(ofxDocument({ currency: ' brl ', transactions: [credit('S', '1.00')] }))).toMatchObject({
      fitid: 'S',
    });
    expect(await refusal(ofxDocument({ currency: 'USD', transactions: [] }))).toMatchObject({
      code: 'STATEMENT_CURRENCY',
      message: expect.stringContaining('está em USD'),
    });
    const noCurrency = ofxStatement([{ fitid: 'S', amount: '1.00' }]).replace('<CURDEF>BRL', '');
    expect(await refusal(noCurrency)).toMatchObject({
      code: 'STATEMENT_CURRENCY',
      message: expect.stringContaining('está em ?'),
    });
  });

  it('reads a file without its closing tags, leaving out a last transaction the file cuts short', async () => {
    const whole = ofxDocument({ unclosed: true, transactions: [credit('W1', '10.00'), credit('W2', '20.00')] });
    expect((await read(whole)).map((c) => c.fitid)).toEqual(['W1', 'W2']);
    // Cut inside the last one's amount (`<TRNAMT>30` could be 30.00 or 3000.00): it is left out.
    const cut = `${ofxDocument({ unclosed: true, transactions: [credit('W1', '10.00')] })}<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261125<TRNAMT>30`;
    expect((await read(cut)).map((c) => c.fitid)).toEqual(['W1']);
    // Cut inside its memo, with the amount and the date whole: read, without the memo cut short.
    const inMemo = `${cut}.00\n<FITID>W3\n<MEMO>PIX RECEB`;
    expect((await read(inMemo)).map((c) => [c.fitid, c.amount_cents, c.memo])).toEqual([
      ['W1', 1000, 'PIX RECEBIDO'],
      ['W3', 3000, ''],
    ]);
    // A transaction the file closes without its date is a broken file, not a cut one.
    const broken = ofxDocument({ transactions: [{ TRNTYPE: 'CREDIT', TRNAMT: '5.00', FITID: 'SEMDATA' }] });
    expect(await refusal(broken)).toMatchObject({ statusCode: 400, code: 'STATEMENT_INVALID' });
  });

  it('reads valid UTF-8 as UTF-8 whatever the header says, else Windows-1252, and decodes references', async () => {
    const file = (memo: string, format: 'sgml' | 'xml' = 'sgml') =>
      ofxDocument({ charset: '1252', format, transactions: [credit('C', '1.00', { MEMO: memo })] });
    expect((await only(file('DEPÓSITO PIX'), 'utf8'))?.memo).toBe('DEPÓSITO PIX');
    expect((await only(file('DEPÓSITO PIX'), 'latin1'))?.memo).toBe('DEPÓSITO PIX');
    const quotes = Buffer.from(file('TED \u0093JOÃO\u0094 \u0080'), 'latin1');
    expect((await readStatement(quotes))[0]?.memo).toBe('TED “JOÃO” €');
    const refs = file('ANT&#212;NIO &amp; F&#xCA;LIX &lt;MEI&gt; &quot;X&quot; &bogus; &#0; & fim', 'xml');
    expect((await only(`\ufeff${refs}`))?.memo).toBe('ANTÔNIO & FÊLIX <MEI> "X" &bogus; &#0; & fim');
  });

  it('dates a moment by São Paulo, whatever offset it is written with; a date alone is that date', async () => {
    const at = async (dtposted: string) => {
      const c = await only(ofxDocument({ transactions: [credit('T', '1.00', { DTPOSTED: dtposted })] }));
      return [c?.date, c?.posted_at];
    };
    const lateOn30th = ['2026-11-30', '2026-12-01T01:30:00.000Z'];
    expect(await at('20261201013000[0:GMT]')).toEqual(lateOn30th);
    expect(await at('20261130223000[-3:BRT]')).toEqual(lateOn30th);
    expect(await at('20261130223000.000[-03]')).toEqual(lateOn30th);
    expect(await at('20261130223000[-3]')).toEqual(lateOn30th);
    expect(await at('20261130223000')).toEqual(lateOn30th);
    expect(await at('202611302230')).toEqual(lateOn30th);
    expect(await at('20261201013000.123[+0:UTC]')).toEqual(['2026-11-30', '2026-12-01T01:30:00.123Z']);
    expect(await at('20261130')).toEqual(['2026-11-30', null]);
    // 2018's summer time in São Paulo (UTC−2): 22:30 there was 00:30 UTC.
    expect(await at('20181201003000[0:GMT]')).toEqual(['2018-11-30', '2018-12-01T00:30:00.000Z']);
    for (const bad of ['2026-11-30', '20261331', '20260230', '2026113', '20261130256000', 'ontem']) {
      expect(await refusal(ofxDocument({ transactions: [credit('T', '1.00', { DTPOSTED: bad })] }))).toMatchObject({
        code: 'STATEMENT_INVALID',
      });
    }
  });

  it('gives the payer where the memo only says RECEBIMENTO PIX (Sicredi): NAME, REFNUM, kind', async () => {
    const file = ofxDocument({
      transactions: [
        {
          trntype: 'dep',
          dtposted: '20261125',
          trnamt: '450.00',
          fitid: 'PIX-E1234',
          refnum: '  98765  ',
          name: 'MARIA  DA\tSILVA',
          memo: 'RECEBIMENTO PIX',
        },
        {
          TRNTYPE: 'XFER',
          DTPOSTED: '20261125',
          TRNAMT: '10.00',
          FITID: 'P2',
          // The payer in a PAYEE aggregate, the other side's account in BANKACCTTO (not the statement's).
          PAYEE: '<NAME>EMPRESA X LTDA<CITY>SAO PAULO</PAYEE>',
          BANKACCTTO: '<BANKID>001<ACCTID>999</BANKACCTTO>',
          MEMO: 'TED',
        },
      ],
    });
    const credits = await read(file);
    expect(
      credits.map(({ account, fitid, name, refnum, kind, memo }) => ({ account, fitid, name, refnum, kind, memo })),
    ).toEqual([
      {
        account: '0341/0001/12345-6',
        fitid: 'PIX-E1234',
        name: 'MARIA DA SILVA',
        refnum: '98765',
        kind: 'DEP',
        memo: 'RECEBIMENTO PIX',
      },
      { account: '0341/0001/12345-6', fitid: 'P2', name: 'EMPRESA X LTDA', refnum: '', kind: 'XFER', memo: 'TED' },
    ]);
  });

  it('reads a < in a memo, empty elements, lower-case tags, CRLF and indented tags; a FITID keeps its spaces', async () => {
    const file = [
      'OFXHEADER:100\r\nDATA:OFXSGML\r\nCHARSET:1252\r\n\r\n<ofx>\r\n  <bankmsgsrsv1><stmttrnrs><stmtrs>\r\n',
      '    <curdef>BRL\r\n    <bankacctfrom><bankid>748<acctid>9999</bankacctfrom>\r\n    <banktranlist>\r\n',
      '      <stmttrn><trntype>CREDIT<dtposted>20261125<trnamt>1.00<fitid>M1<memo>PIX DE JOAO <MEI></stmttrn>\r\n',
      '      <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261125<TRNAMT>2.00<FITID>M2<MEMO></STMTTRN>\r\n',
      '      <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261125<TRNAMT>3.00<FITID>M3<MEMO/><NAME>ANA</STMTTRN>\r\n',
      '      <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261125<TRNAMT>4.00<FITID> M4  X\u0001 <MEMO>A <10 < B<<\u0000\r\n',
      '        <BANCO.ID>123\r\n      </STMTTRN>\r\n    </banktranlist>\r\n</stmtrs></stmttrnrs></bankmsgsrsv1></ofx>\r\n',
    ].join('');
    expect((await read(file)).map((c) => [c.account, c.fitid, c.amount_cents, c.memo, c.name])).toEqual([
      ['748//9999', 'M1', 100, 'PIX DE JOAO <MEI>', ''],
      ['748//9999', 'M2', 200, '', ''],
      ['748//9999', 'M3', 300, '', 'ANA'],
      ['748//9999', 'M4  X', 400, 'A <10 < B<<', ''],
    ]);
  });

  it('refuses what is not a bank statement', async () => {
    for (const text of [
      '',
      'isto não é um extrato',
      '<OFX></OFX>',
      '<STMTRS><CURDEF>BRL</STMTRS>',
      '%PDF-1.4 \u0000\u0001',
    ]) {
      expect(await refusal(text)).toEqual({
        statusCode: 400,
        code: 'STATEMENT_INVALID',
        message: 'O arquivo não é um extrato OFX válido: exporte-o de novo no site do banco, no formato OFX.',
      });
    }
  });
});
