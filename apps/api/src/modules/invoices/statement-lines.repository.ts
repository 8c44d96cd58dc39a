import { sql } from 'kysely';
import type { Db, Trx } from '../../db/connect.ts';
import { REMOVED } from '../../lib/mentions.ts';

/**
 * A bank statement's credits (docs/product.md#financeiro), table `statement_lines`: each written
 * once by its `line_key`, its amount applied to invoices (`applied_cents`, never above the amount)
 * by payments; the remainder waits for staff unless the line is set aside.
 */

export type NewStatementLine = {
  line_key: string;
  account: string;
  fitid: string;
  posted_on: string;
  posted_at: string | null;
  amount_cents: number;
  memo: string;
  name: string;
  refnum: string;
  kind: string;
  imported_at: string;
  imported_by: number;
  set_aside_at: string | null;
  set_aside_reason: string | null;
};

/** Writes a statement line unless its key is known: its id when this import wrote it, else null. */
export async function insertStatementLine(trx: Trx, line: NewStatementLine): Promise<number | null> {
  const rows = await trx
    .insertInto('statement_lines')
    .values(line)
    .onConflict((oc) => oc.column('line_key').doNothing())
    .returning('id')
    .execute();
  return rows[0]?.id ?? null;
}

/** Which of `keys` are known lines. */
export async function knownLineKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('statement_lines')
      .select('line_key')
      .where('line_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const r of rows) known.add(r.line_key);
  }
  return known;
}

/**
 * Lines imported before the payments ledger (`line_key = 'fitid:<FITID>'`), by FITID: a re-import
 * of an old file recognises the first credit of each FITID by its date and amount.
 */
export async function legacyLines(db: Db, fitids: string[]) {
  const byFitid = new Map<string, { posted_on: string; amount_cents: number }>();
  const keys = [...new Set(fitids)].map((f) => `fitid:${f}`);
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('statement_lines')
      .select(['fitid', 'posted_on', 'amount_cents'])
      .where('line_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const r of rows) byFitid.set(r.fitid, r);
  }
  return byFitid;
}

/** Applies `amount` of a line not set aside, within its amount. True when it did. */
export async function applyToLine(trx: Trx, id: number, amount: number): Promise<boolean> {
  const res = await trx
    .updateTable('statement_lines')
    .set({ applied_cents: sql<number>`applied_cents + ${amount}` })
    .where('id', '=', id)
    .where('set_aside_at', 'is', null)
    .where(sql<boolean>`applied_cents + ${amount} <= amount_cents`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A payment undone gives its amount back to the line, for staff to assign again. */
export async function releaseFromLine(trx: Trx, id: number, amount: number): Promise<void> {
  await trx
    .updateTable('statement_lines')
    .set({ applied_cents: sql<number>`applied_cents - ${amount}` })
    .where('id', '=', id)
    .execute();
}

export function findStatementLine(db: Db, id: number) {
  return db.selectFrom('statement_lines').selectAll().where('id', '=', id).executeTakeFirst();
}

const lineColumns = [
  'id',
  'account',
  'fitid',
  'posted_on',
  'amount_cents',
  'applied_cents',
  'memo',
  'name',
  'refnum',
  'kind',
  'set_aside_at',
  'set_aside_by',
  'set_aside_reason',
] as const;

/**
 * The lines waiting for staff (a remainder not applied, not set aside), or the set-aside ones,
 * newest first, a page at a time.
 */
export function statementLinesOf(db: Db, which: 'waiting' | 'set_aside', limit: number, offset: number) {
  let q = db.selectFrom('statement_lines').select(lineColumns);
  q =
    which === 'waiting'
      ? q.where('set_aside_at', 'is', null).where(sql<boolean>`applied_cents < amount_cents`)
      : q.where('set_aside_at', 'is not', null);
  return q.orderBy('posted_on', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countStatementLines(db: Db, which: 'waiting' | 'set_aside'): Promise<number> {
  let q = db.selectFrom('statement_lines').select((eb) => eb.fn.countAll<number | string>().as('n'));
  q =
    which === 'waiting'
      ? q.where('set_aside_at', 'is', null).where(sql<boolean>`applied_cents < amount_cents`)
      : q.where('set_aside_at', 'is not', null);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Sets a line aside with a reason (staff's, or the import's when `by` is null). True when it did. */
export async function setLineAside(
  trx: Trx,
  id: number,
  by: number | null,
  reason: string,
  now: string,
): Promise<boolean> {
  const res = await trx
    .updateTable('statement_lines')
    .set({ set_aside_at: now, set_aside_by: by, set_aside_reason: reason })
    .where('id', '=', id)
    .where('set_aside_at', 'is', null)
    .where(sql<boolean>`applied_cents < amount_cents`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Brings a set-aside line back to the waiting ones. True when it was set aside. */
export async function restoreLine(trx: Trx, id: number): Promise<boolean> {
  const res = await trx
    .updateTable('statement_lines')
    .set({ set_aside_at: null, set_aside_by: null, set_aside_reason: null })
    .where('id', '=', id)
    .where('set_aside_at', 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function rewriteStatementText(
  db: Db,
  id: number,
  text: { memo: string; name: string; refnum: string },
): Promise<void> {
  await db.updateTable('statement_lines').set(text).where('id', '=', id).execute();
}

/**
 * Retention (docs/product.md#retention): a credit imported before `before` that paid no member's
 * invoice (still waiting, or set aside) names a payer who is not a member; its memo and payer name
 * become `[removido]` (amount, date and bank identity stay, so a new import still knows the line).
 * Answers how many lines were cleared.
 */
export async function clearUnpaidMemosBefore(db: Db, before: string): Promise<number> {
  const cleared = (column: 'memo' | 'name') =>
    sql<string>`case when ${sql.ref(column)} = '' then '' else ${REMOVED} end`;
  const result = await db
    .updateTable('statement_lines')
    .set({ memo: cleared('memo'), name: cleared('name') })
    .where('imported_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.statement_line_id', '=', 'statement_lines.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('memo', '!=', ''), eb('memo', '!=', REMOVED)]),
        eb.and([eb('name', '!=', ''), eb('name', '!=', REMOVED)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How the audit log names statement credits: date, amount and who paid (docs/product.md#audit-log). */
export function statementLineLabels(db: Db, ids: number[]) {
  return ids.length
    ? db
        .selectFrom('statement_lines')
        .select(['id', 'posted_on', 'amount_cents', 'name'])
        .where('id', 'in', ids)
        .execute()
    : [];
}
