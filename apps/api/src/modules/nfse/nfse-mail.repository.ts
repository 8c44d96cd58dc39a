import type { Db, Trx } from '../../db/connect.ts';

/**
 * The queries of the e-mail carrying a paid invoice's nota (issue 35, item 4), on the table
 * `nfse` (nfse.repository.ts holds its queue): which notas are due one, and the claim that lets
 * one process queue it.
 */

/** Accepted notas of paid invoices not yet e-mailed, with what the e-mail says, oldest first. */
export async function paidNfseToMail(db: Db, limit: number) {
  return (
    db
      .selectFrom('nfse')
      .innerJoin('invoices', 'invoices.id', 'nfse.invoice_id')
      .innerJoin('users', 'users.id', 'invoices.account_id')
      .select([
        'nfse.id',
        'nfse.invoice_id',
        'invoices.number',
        'invoices.month',
        'invoices.total_cents',
        'users.email',
        'users.name',
      ])
      .where('nfse.state', '=', 'aceita')
      .where('nfse.access_key', 'is not', null)
      .where('nfse.mailed_at', 'is', null)
      .where('invoices.status', '=', 'paga')
      // An anonymised account has no address left to write to (docs/product.md#privacy).
      .where('users.anonymized_at', 'is', null)
      .orderBy('nfse.id')
      .limit(limit)
      .execute()
  );
}

/**
 * Marks the nota as e-mailed unless another process did, while it is still accepted and its
 * invoice paid: true for the one transaction that may queue the e-mail. On PostgreSQL a second
 * process waits on the row and then finds `mailed_at` set; SQLite writes one at a time.
 */
export async function claimNfseMail(trx: Trx, id: number, now: string): Promise<boolean> {
  const paid = trx.selectFrom('invoices').select('id').where('status', '=', 'paga');
  const res = await trx
    .updateTable('nfse')
    .set({ mailed_at: now })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .where('state', '=', 'aceita')
    .where('invoice_id', 'in', paid)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
