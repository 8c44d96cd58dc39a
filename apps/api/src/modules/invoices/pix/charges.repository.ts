import { randomBytes } from 'node:crypto';
import { type Generated, sql } from 'kysely';
import type { Db, Trx } from '../../../db/connect.ts';
import { isPostgres } from '../../../db/migrations/dialect.ts';
import type { PixChargeTable } from '../../../db/schema.ts';

/**
 * The table `pix_charges` (docs/product.md#pix-charges): one charge per invoice, and the queue the
 * charge job works from, claimed under a lease as the mail outbox is (mail.repository.ts). The only
 * place that queries it.
 */

export type ChargeState = PixChargeTable['state'] extends Generated<infer S> ? S : never;

/** 32 letters and digits, drawn once per charge (the standard asks 26–35 for a cobv's txid). */
export function newTxid(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(32);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/** A claimed charge with what the PSP needs of its invoice. */
export type ClaimedCharge = {
  id: number;
  txid: string;
  pending: 'criar' | 'revisar' | 'remover';
  attempts: number;
  state: ChargeState;
  invoice: {
    id: number;
    number: string;
    status: 'aberta' | 'paga' | 'cancelada';
    total_cents: number;
    received_cents: number;
    due_date: string;
    bill_to_name: string;
    bill_to_document: string | null;
  };
};

/**
 * Takes up to `limit` charges with something to tell the PSP, due now, until `leaseUntil`,
 * counting the attempt: PostgreSQL skips rows another process holds, SQLite runs the one UPDATE
 * under its write lock, so each goes to one process; a lease that ran out is due again.
 */
export async function claimDueCharges(
  db: Db,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<ClaimedCharge[]> {
  let due = db
    .selectFrom('pix_charges')
    .select('id')
    .where('pending', 'is not', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('pix_charges')
    .set((eb) => ({ claimed_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('pix_charges')
    .innerJoin('invoices', 'invoices.id', 'pix_charges.invoice_id')
    .select([
      'pix_charges.id',
      'pix_charges.txid',
      'pix_charges.pending',
      'pix_charges.attempts',
      'pix_charges.state',
      'invoices.id as invoice_id',
      'invoices.number',
      'invoices.status',
      'invoices.total_cents',
      'invoices.received_cents',
      'invoices.due_date',
      'invoices.bill_to_name',
      'invoices.bill_to_document',
    ])
    .where(
      'pix_charges.id',
      'in',
      claimed.map((c) => c.id),
    )
    .orderBy('pix_charges.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    txid: r.txid,
    pending: r.pending ?? 'criar',
    attempts: r.attempts,
    state: r.state,
    invoice: {
      id: r.invoice_id,
      number: r.number,
      status: r.status,
      total_cents: r.total_cents,
      received_cents: r.received_cents,
      due_date: r.due_date,
      bill_to_name: r.bill_to_name,
      bill_to_document: r.bill_to_document,
    },
  }));
}

/**
 * What the PSP answered: the charge's state and code. The pending step is done unless another was
 * asked meanwhile (a removal queued while the creation was in flight stays). One statement: were
 * the lease let go before the step is cleared, another process could claim it and send it again.
 */
export async function markCharged(
  db: Db,
  id: number,
  did: 'criar' | 'revisar' | 'remover',
  psp: { state: ChargeState; copia_e_cola?: string | null; revision?: number; amount_cents?: number },
  now: string,
): Promise<void> {
  await db
    .updateTable('pix_charges')
    .set({
      state: psp.state,
      ...(psp.copia_e_cola !== undefined ? { copia_e_cola: psp.copia_e_cola } : {}),
      ...(psp.revision !== undefined ? { revision: psp.revision } : {}),
      ...(psp.amount_cents !== undefined ? { amount_cents: psp.amount_cents } : {}),
      last_error: null,
      claimed_until: null,
      attempts: 0,
      updated_at: now,
      pending: sql<PixChargeTable['pending']>`case when pending = ${did} then null else pending end`,
      next_attempt_at: sql<string | null>`case when pending = ${did} then null else next_attempt_at end`,
    })
    .where('id', '=', id)
    .execute();
}

/** Not done this time: tried again from `next` (null: never, a permanent refusal kept for staff). */
export async function markChargeRetry(db: Db, id: number, error: string, next: string | null, now: string) {
  await db
    .updateTable('pix_charges')
    .set({
      last_error: error.slice(0, 500),
      next_attempt_at: next,
      claimed_until: null,
      updated_at: now,
      ...(next === null ? { pending: null } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A charge the PSP refused (its creation, not tried again) back to the queue, by one conditional
 * write: of many clicks at once one finds it refused and queues it. Its txid and the refusal it
 * had, or undefined when it was not refused (or its invoice is not open).
 */
export async function requeueRefused(trx: Trx, invoiceId: number, now: string) {
  return trx
    .updateTable('pix_charges')
    .set({ pending: 'criar', next_attempt_at: now, attempts: 0, claimed_until: null, updated_at: now })
    .where('invoice_id', '=', invoiceId)
    .where('state', '=', 'criada')
    .where('pending', 'is', null)
    .where('last_error', 'is not', null)
    .where('invoice_id', 'in', (eb) =>
      eb.selectFrom('invoices').select('id').where('id', '=', invoiceId).where('status', '=', 'aberta'),
    )
    .returning(['txid', 'last_error'])
    .executeTakeFirst();
}

/** The charge of a txid, for a received Pix. */
export async function chargeByTxid(trx: Trx | Db, txid: string) {
  return trx
    .selectFrom('pix_charges')
    .select(['id', 'invoice_id', 'state'])
    .where('txid', '=', txid)
    .executeTakeFirst();
}

/** An invoice's charge, for its screens and e-mails. */
export async function chargeOfInvoice(db: Db, invoiceId: number) {
  return db
    .selectFrom('pix_charges')
    .select(['txid', 'state', 'copia_e_cola', 'last_error', 'updated_at'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

/** Charges of open invoices past `today` (their due date), for the reconcile's GET /cobv. */
export async function openChargesPastDue(db: Db, today: string) {
  return db
    .selectFrom('pix_charges')
    .innerJoin('invoices', 'invoices.id', 'pix_charges.invoice_id')
    .select(['pix_charges.id', 'pix_charges.txid'])
    .where('invoices.status', '=', 'aberta')
    .where('invoices.due_date', '<', today)
    .where('pix_charges.state', '=', 'ativa')
    .execute();
}

/** The state the PSP reports for a charge, as read by the reconcile. */
export async function setChargeState(db: Db, id: number, state: ChargeState, now: string): Promise<void> {
  await db.updateTable('pix_charges').set({ state, updated_at: now }).where('id', '=', id).execute();
}

/** The charges and received Pix of many invoices at once, for staff's list. */
export async function pixOfMany(db: Db, invoiceIds: number[]) {
  const charges = new Map<number, { state: ChargeState; txid: string; last_error: string | null; refused: boolean }>();
  const received = new Map<number, ReceivedRow[]>();
  if (invoiceIds.length === 0) return { charges, received };
  for (const c of await db
    .selectFrom('pix_charges')
    .select(['invoice_id', 'state', 'txid', 'last_error', 'pending'])
    .where('invoice_id', 'in', invoiceIds)
    .execute())
    charges.set(c.invoice_id, {
      state: c.state,
      txid: c.txid,
      last_error: c.last_error,
      // As requeueRefused finds it (a PSP down is tried again by itself: pending stays).
      refused: c.state === 'criada' && c.pending === null && c.last_error !== null,
    });
  for (const r of await db
    .selectFrom('pix_received')
    .select([
      'invoice_id',
      'end_to_end_id',
      'txid',
      'amount_cents',
      'applied_cents',
      'refunded_cents',
      'payer_name',
      'payer_document',
      'received_at',
    ])
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('received_at')
    .orderBy('id')
    .execute()) {
    const { invoice_id, ...row } = r;
    if (invoice_id === null) continue;
    received.set(invoice_id, [...(received.get(invoice_id) ?? []), row]);
  }
  return { charges, received };
}

type ReceivedRow = {
  end_to_end_id: string;
  txid: string | null;
  amount_cents: number;
  applied_cents: number;
  refunded_cents: number;
  payer_name: string | null;
  payer_document: string | null;
  received_at: string;
};
