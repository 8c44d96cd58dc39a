import type { Db, Trx } from '../../db/connect.ts';

/**
 * A bank statement's credits (docs/product.md#financeiro), table `statement_lines`: each written
 * once by its FITID, applied to at most one invoice, and waiting for staff while it pays none.
 */

/** Writes a statement line unless its FITID is known: true when this import wrote it. */
export async function insertStatementLine(
  trx: Trx,
  line: {
    fitid: string;
    posted_on: string;
    amount_cents: number;
    memo: string;
    imported_at: string;
    imported_by: number;
  },
): Promise<boolean> {
  const rows = await trx
    .insertInto('statement_lines')
    .values({ ...line, invoice_id: null })
    .onConflict((oc) => oc.column('fitid').doNothing())
    .returning('fitid')
    .execute();
  return rows.length === 1;
}

export async function knownFitids(db: Db, fitids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < fitids.length; i += 500) {
    const rows = await db
      .selectFrom('statement_lines')
      .select('fitid')
      .where('fitid', 'in', fitids.slice(i, i + 500))
      .execute();
    for (const r of rows) known.add(r.fitid);
  }
  return known;
}

export async function applyStatementLine(trx: Trx, fitid: string, invoiceId: number): Promise<boolean> {
  const res = await trx
    .updateTable('statement_lines')
    .set({ invoice_id: invoiceId })
    .where('fitid', '=', fitid)
    .where('invoice_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A payment undone frees the statement line that made it, for staff to assign again. */
export async function releaseStatementLine(trx: Trx, invoiceId: number): Promise<void> {
  await trx.updateTable('statement_lines').set({ invoice_id: null }).where('invoice_id', '=', invoiceId).execute();
}

export function findStatementLine(db: Db, fitid: string) {
  return db.selectFrom('statement_lines').selectAll().where('fitid', '=', fitid).executeTakeFirst();
}

export function unassignedStatementLines(db: Db) {
  return db
    .selectFrom('statement_lines')
    .select(['fitid', 'posted_on', 'amount_cents', 'memo'])
    .where('invoice_id', 'is', null)
    .orderBy('posted_on')
    .orderBy('fitid')
    .execute();
}

export async function rewriteStatementMemo(db: Db, fitid: string, memo: string): Promise<void> {
  await db.updateTable('statement_lines').set({ memo }).where('fitid', '=', fitid).execute();
}
