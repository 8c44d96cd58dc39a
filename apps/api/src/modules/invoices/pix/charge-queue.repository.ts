import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { newTxid } from './charges.repository.ts';

/**
 * What the charge job has to tell the PSP, queued on `pix_charges` (docs/product.md#pix-charges):
 * charges to create, to put back, to revise and to remove. charges.repository.ts claims and marks them.
 */

/**
 * Gives every open invoice without a charge one, to be created by the job (`pending = 'criar'`),
 * and asks the removal of the charge of every invoice cancelled since. Both are conditional writes
 * (a unique invoice id, a state), so two processes doing it at once write each once. Returns how
 * many rows it queued.
 */
export async function queueCharges(db: Db, now: string): Promise<number> {
  const open = await db
    .selectFrom('invoices')
    .leftJoin('pix_charges', 'pix_charges.invoice_id', 'invoices.id')
    .select('invoices.id')
    .where('invoices.status', '=', 'aberta')
    .where('pix_charges.id', 'is', null)
    .orderBy('invoices.id')
    .limit(1000)
    .execute();
  let queued = 0;
  for (const { id } of open) {
    const res = await db
      .insertInto('pix_charges')
      .values({
        invoice_id: id,
        txid: newTxid(),
        pending: 'criar',
        next_attempt_at: now,
        claimed_until: null,
        last_error: null,
        copia_e_cola: null,
        amount_cents: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('invoice_id').doNothing())
      .executeTakeFirst();
    queued += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  const cancelled = await db
    .updateTable('pix_charges')
    .set({ pending: 'remover', next_attempt_at: now, attempts: 0, updated_at: now })
    .where('state', '!=', 'removida')
    .where('state', '!=', 'concluida')
    .where((eb) => eb.or([eb('pending', 'is', null), eb('pending', '=', 'criar')]))
    // Cancelled, or paid some other way (a statement, by hand): nobody should pay the charge again.
    .where('invoice_id', 'in', (eb) =>
      eb.selectFrom('invoices').select('id').where('status', 'in', ['cancelada', 'paga']),
    )
    .executeTakeFirst();
  // Open with another balance than the charge asks (part paid some other way): revised.
  const stale = await db
    .selectFrom('pix_charges')
    .innerJoin('invoices', 'invoices.id', 'pix_charges.invoice_id')
    .select('pix_charges.id')
    .where('pix_charges.state', '=', 'ativa')
    .where('pix_charges.pending', 'is', null)
    .where('invoices.status', '=', 'aberta')
    .where(sql<boolean>`pix_charges.amount_cents <> invoices.total_cents - invoices.received_cents`)
    .execute();
  let revised = 0;
  if (stale.length > 0) {
    const res = await db
      .updateTable('pix_charges')
      .set({ pending: 'revisar', next_attempt_at: now, attempts: 0, updated_at: now })
      .where(
        'id',
        'in',
        stale.map((c) => c.id),
      )
      .where('pending', 'is', null)
      .executeTakeFirst();
    revised = Number(res.numUpdatedRows);
  }
  return queued + (await queueReopened(db, now)) + Number(cancelled.numUpdatedRows) + revised;
}

/**
 * An invoice open again whose charge is over (docs/product.md#pix-charges): removed while it was
 * paid some other way, or concluded by a Pix that staff then undid. A cobv removed or concluded
 * cannot be paid again, so the charge is put back under a new txid, to be created at the PSP for
 * the balance and the invoice's due date (with its fine and interest once past it). A concluded
 * charge only once its Pix is kept here (a reconcile that read CONCLUIDA before the Pix itself
 * must not lose the txid that Pix will name). Conditional on the state it read, so of two
 * processes one puts it back, once.
 */
async function queueReopened(db: Db, now: string): Promise<number> {
  const over = await db
    .selectFrom('pix_charges')
    .innerJoin('invoices', 'invoices.id', 'pix_charges.invoice_id')
    .select(['pix_charges.id', 'pix_charges.state', 'pix_charges.txid'])
    .where('invoices.status', '=', 'aberta')
    .where('pix_charges.pending', 'is', null)
    .where((eb) =>
      eb.or([
        eb('pix_charges.state', '=', 'removida'),
        eb.and([
          eb('pix_charges.state', '=', 'concluida'),
          eb.exists(
            eb
              .selectFrom('pix_received')
              .select('pix_received.id')
              .whereRef('pix_received.txid', '=', 'pix_charges.txid'),
          ),
        ]),
      ]),
    )
    .orderBy('pix_charges.id')
    .limit(1000)
    .execute();
  let put = 0;
  for (const charge of over) {
    const res = await db
      .updateTable('pix_charges')
      .set({
        txid: newTxid(),
        state: 'criada',
        pending: 'criar',
        revision: 0,
        attempts: 0,
        next_attempt_at: now,
        claimed_until: null,
        last_error: null,
        copia_e_cola: null,
        amount_cents: null,
        updated_at: now,
      })
      .where('id', '=', charge.id)
      .where('txid', '=', charge.txid)
      .where('state', '=', charge.state)
      .where('pending', 'is', null)
      .executeTakeFirst();
    put += Number(res.numUpdatedRows);
  }
  return put;
}
