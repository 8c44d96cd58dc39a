import { describe, expect, it } from 'vitest';
import { credit, ofxDocument, ofxStatement } from '../../../test/invoices/ofx-files.ts';
import { AppError } from '../../errors.ts';
import { readStatement } from './ofx.ts';
import { MAX_VALUE } from './ofx-reader.ts';

/**
 * No input takes the server down (issue 29 item 8, decision 033): each file below answers with
 * credits or a 400 at once. The time bound is a guard against a hang, not a performance figure
 * (bench/statement-file.ts measures); ofx-js took 11 s on a memo of `<` and 28 digits.
 */
const HANG = 2_000;

async function timed(bytes: Buffer) {
  const start = performance.now();
  const outcome = await readStatement(bytes).then(
    (credits) => ({ credits, error: undefined }),
    (error: unknown) => ({ credits: undefined, error }),
  );
  const ms = performance.now() - start;
  if (outcome.error !== undefined) expect(outcome.error).toBeInstanceOf(AppError);
  if (outcome.error instanceof AppError) expect(outcome.error.statusCode).toBe(400);
  return { ...outcome, ms, code: outcome.error instanceof AppError ? outcome.error.code : undefined };
}
const withMemo = (memo: string) => Buffer.from(ofxStatement([{ fitid: 'ADV', amount: '12.34', memo }]));

describe('the statement reader under hostile input', () => {
  it('reads a memo of < and digits, however long, in linear time', async () => {
    for (const memo of ['<' + '1'.repeat(30), '<' + '9'.repeat(10_000), '<' + '7'.repeat(100_000)]) {
      const { credits, ms } = await timed(withMemo(memo));
      expect(ms).toBeLessThan(HANG);
      expect(credits?.map((c) => [c.fitid, c.amount_cents, c.memo.length])).toEqual([
        ['ADV', 1234, Math.min(memo.length, MAX_VALUE)],
      ]);
    }
  });

  it('reads 100,000-character memos built to trip a tokenizer', async () => {
    const memos = [
      '<a'.repeat(50_000),
      '<A' + 'A'.repeat(100_000),
      '&#'.repeat(50_000),
      '</'.repeat(50_000),
      '< '.repeat(50_000),
    ];
    for (const memo of memos) {
      const { credits, ms } = await timed(withMemo(memo));
      expect(ms).toBeLessThan(HANG);
      expect(credits?.map((c) => c.amount_cents)).toEqual([1234]);
      expect(credits?.[0]?.memo.length).toBeLessThanOrEqual(MAX_VALUE);
    }
  });

  it('answers 400 at once to 1 MB of <, unbalanced tags, garbage and an empty file', async () => {
    let seed = 29;
    const garbage = Buffer.from(
      new Uint8Array(2 ** 20).map(() => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23),
    );
    const cases: Array<[string, Buffer, string]> = [
      ['1 MB of <', Buffer.from('<'.repeat(2 ** 20)), 'STATEMENT_INVALID'],
      ['1 MB of < after <OFX>', Buffer.from('<OFX>' + '<'.repeat(2 ** 20)), 'STATEMENT_INVALID'],
      ['100,000 statements opened', Buffer.from('<OFX>' + '<STMTRS>'.repeat(100_000)), 'STATEMENT_CURRENCY'],
      [
        '100,000 transactions opened, none whole',
        Buffer.from('<OFX><STMTRS><CURDEF>BRL<BANKTRANLIST>' + '<STMTTRN><TRNAMT>1.00'.repeat(100_000)),
        'STATEMENT_INVALID',
      ],
      ['200,000 unknown tags nested', Buffer.from('<OFX>' + '<X><Y>'.repeat(100_000)), 'STATEMENT_INVALID'],
      ['100,000 closing tags', Buffer.from('<OFX>' + '</STMTRS></OFX>'.repeat(100_000)), 'STATEMENT_INVALID'],
      ['1 MB of binary garbage', garbage, 'STATEMENT_INVALID'],
      ['an empty file', Buffer.alloc(0), 'STATEMENT_INVALID'],
    ];
    for (const [what, bytes, code] of cases) {
      const outcome = await timed(bytes);
      expect({ what, code: outcome.code, fast: outcome.ms < HANG }).toEqual({ what, code, fast: true });
    }
  });

  it('reads garbage bytes inside a memo as text, without control characters', async () => {
    const head = Buffer.from(
      ofxStatement([{ fitid: 'BIN', amount: '5.00', memo: 'X' }]).split('<MEMO>X')[0] + '<MEMO>A',
    );
    const tail = Buffer.from('Z</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>');
    const bytes = Buffer.concat([head, Buffer.from([0, 1, 2, 0xff, 0xfe, 0x93, 0x3c, 0x31, 0x0b]), tail]);
    const { credits } = await timed(bytes);
    expect(credits?.map((c) => [c.fitid, c.memo])).toEqual([['BIN', 'A ÿþ“<1 Z']]);
  });

  it('reads a 10 MB statement, letting other work run while it does', async () => {
    const lines = Array.from({ length: 70_000 }, (_, i) =>
      credit(`F${i}`, i % 5 === 4 ? '-1.00' : `${(i % 900) + 1}.00`, { MEMO: `PIX RECEBIDO ${2026000000 + i} FULANO` }),
    );
    const file = Buffer.from(ofxDocument({ transactions: lines }));
    expect(file.length).toBeGreaterThan(10_000_000);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const { credits, ms } = await timed(file);
    clearInterval(timer);
    expect(credits).toHaveLength(56_000);
    expect(credits?.at(-1)).toMatchObject({ fitid: 'F69998', amount_cents: 69_900, occurrence: 1 });
    expect(ms).toBeLessThan(20_000);
    expect(ticks).toBeGreaterThan(0);
  });
});
