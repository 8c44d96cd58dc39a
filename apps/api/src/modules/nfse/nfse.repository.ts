import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { isPostgres } from '../../db/migrations/dialect.ts';
import type { NfseState } from '../../db/schema-nfse.ts';

/**
 * The tables `nfse` and `nfse_series` (issue 35): one NFS-e per invoice, its DPS numbered once,
 * and the queue the NFS-e job works from, claimed under a lease as the Pix charges are
 * (invoices/pix/charges.repository.ts). The only place that queries them.
 */

/** Which invoices get an NFS-e: all issued ones (`issue`) or the paid ones (`paid`). */
export type NfseWhen = 'issue' | 'paid';

/** A code and message of the API's answer (provider.ts's NfseMessage, same shape). */
type NfseMessage = { code: string; description: string; complement?: string };

/**
 * Gives each invoice due an NFS-e (open or paid per `when`, not cancelled, without a number typed
 * by hand) its row, numbered from the series' counter in the same transaction: the row's unique
 * invoice id makes a second process's insert roll back with its number, so an invoice gets one
 * number and the series no gaps. Returns how many it queued.
 */
export async function queueNfse(
  db: Db,
  when: NfseWhen,
  serie: number,
  dpsIdOf: (serie: number, n: number) => string,
  now: string,
): Promise<number> {
  const due = await db
    .selectFrom('invoices')
    .leftJoin('nfse', 'nfse.invoice_id', 'invoices.id')
    .select('invoices.id')
    .where('invoices.status', 'in', when === 'paid' ? ['paga'] : ['aberta', 'paga'])
    .where('invoices.nfse_number', 'is', null)
    .where('nfse.id', 'is', null)
    .orderBy('invoices.id')
    .limit(5000)
    .execute();
  await db
    .insertInto('nfse_series')
    .values({ serie })
    .onConflict((oc) => oc.column('serie').doNothing())
    .execute();
  let queued = 0;
  for (const { id } of due) {
    const inserted = await db
      .transaction()
      .execute(async (trx) => {
        const { last } = await trx
          .updateTable('nfse_series')
          .set((eb) => ({ last: eb('last', '+', 1) }))
          .where('serie', '=', serie)
          .returning('last')
          .executeTakeFirstOrThrow();
        const res = await trx
          .insertInto('nfse')
          .values({
            invoice_id: id,
            serie,
            n_dps: last,
            dps_id: dpsIdOf(serie, last),
            next_attempt_at: now,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('invoice_id').doNothing())
          .executeTakeFirst();
        if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) throw new AlreadyQueued();
        return true;
      })
      .catch((e: unknown) => {
        if (e instanceof AlreadyQueued) return false;
        throw e;
      });
    if (inserted) queued += 1;
  }
  // A cancelled invoice: its accepted NFS-e is cancelled by the event; one never issued is simply closed.
  const cancelled = db.selectFrom('invoices').select('id').where('status', '=', 'cancelada');
  await db
    .updateTable('nfse')
    .set({ state: 'cancelando', next_attempt_at: now, attempts: 0, claimed_until: null, updated_at: now })
    .where('state', '=', 'aceita')
    .where('cancelled_at', 'is', null)
    .where('last_error', 'is', null)
    .where('invoice_id', 'in', cancelled)
    .execute();
  await db
    .updateTable('nfse')
    .set({ state: 'cancelada', cancelled_at: now, next_attempt_at: null, updated_at: now })
    .where('state', 'in', ['pendente', 'rejeitada'])
    .where('invoice_id', 'in', cancelled)
    .execute();
  return queued;
}

class AlreadyQueued extends Error {}

export type ClaimedNfse = {
  id: number;
  state: 'enviando' | 'cancelando';
  serie: number;
  n_dps: number;
  dps_id: string;
  attempts: number;
  access_key: string | null;
  invoice_id: number;
};

/**
 * Takes up to `limit` NFS-e with something to send, due now, until `leaseUntil`: pendente (and
 * enviando whose lease ran out: its process died) becomes enviando, cancelando stays. PostgreSQL
 * skips rows another process holds; SQLite runs the UPDATE under its write lock.
 */
export async function claimDueNfse(db: Db, now: string, leaseUntil: string, limit: number): Promise<ClaimedNfse[]> {
  let due = db
    .selectFrom('nfse')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'pendente'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('state', '=', 'enviando'), eb('claimed_until', '<', now)]),
        eb.and([
          eb('state', '=', 'cancelando'),
          eb('next_attempt_at', '<=', now),
          eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
        ]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('nfse')
    .set((eb) => ({
      state: sql<NfseState>`case when state = 'cancelando' then 'cancelando' else 'enviando' end`,
      claimed_until: leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returning(['id', 'state', 'serie', 'n_dps', 'dps_id', 'attempts', 'access_key', 'invoice_id'])
    .execute() as Promise<ClaimedNfse[]>;
}

/** The invoice a DPS is built from. */
export async function invoiceForDps(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'month', 'status', 'total_cents', 'issued_at', 'bill_to_name', 'bill_to_document'])
    .select('cancel_reason')
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
}

const json = (errors: NfseMessage[]) => JSON.stringify(errors);
const codes = (errors: NfseMessage[]) => errors.map((e) => e.code).join(',');

export async function markAccepted(
  db: Db,
  id: number,
  nfse: { accessKey: string; number: string | null; xml: string; danfseUrl: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('nfse')
    .set({
      state: 'aceita',
      access_key: nfse.accessKey,
      nfse_number: nfse.number,
      nfse_xml: nfse.xml,
      danfse_url: nfse.danfseUrl,
      accepted_at: now,
      sent_at: now,
      claimed_until: null,
      next_attempt_at: null,
      last_error: null,
      error_codes: null,
      error_messages: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'enviando')
    .execute();
}

/** A refusal by the API (or by the XSD before sending): kept for financeiro, not tried again. */
export async function markRejected(db: Db, id: number, errors: NfseMessage[], now: string): Promise<void> {
  await db
    .updateTable('nfse')
    .set({
      state: 'rejeitada',
      error_codes: codes(errors),
      error_messages: json(errors),
      last_error: errors
        .map((e) => `${e.code}: ${e.description}`)
        .join('; ')
        .slice(0, 500),
      claimed_until: null,
      next_attempt_at: null,
      sent_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'enviando')
    .execute();
}

/** Not reached: tried again from `next`, in the state it had (pendente, or cancelando). */
export async function markRetry(db: Db, id: number, error: string, next: string, now: string): Promise<void> {
  await db
    .updateTable('nfse')
    .set({
      state: sql<NfseState>`case when state = 'cancelando' then 'cancelando' else 'pendente' end`,
      last_error: error.slice(0, 500),
      next_attempt_at: next,
      claimed_until: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function markCancelled(db: Db, id: number, reason: string, now: string): Promise<void> {
  await db
    .updateTable('nfse')
    .set({ state: 'cancelada', cancel_reason: reason, cancelled_at: now, claimed_until: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'cancelando')
    .execute();
}

/** The cancellation was refused (or is past the deadline): stays aceita, financeiro told why. */
export async function markCancelRefused(db: Db, id: number, errors: NfseMessage[], now: string): Promise<void> {
  await db
    .updateTable('nfse')
    .set({
      state: 'aceita',
      error_codes: codes(errors),
      error_messages: json(errors),
      last_error: `Cancelamento não feito: ${errors.map((e) => `${e.code}: ${e.description}`).join('; ')}`.slice(
        0,
        500,
      ),
      claimed_until: null,
      next_attempt_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'cancelando')
    .execute();
}

/** Financeiro's "reenviar" after correcting: a rejected NFS-e is sent again with its number. */
export async function resendRejected(db: Db, invoiceId: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('nfse')
    .set({ state: 'pendente', next_attempt_at: now, attempts: 0, updated_at: now })
    .where('invoice_id', '=', invoiceId)
    .where('state', '=', 'rejeitada')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The rejected NFS-e, for financeiro's list. */
export async function rejectedNfse(db: Db) {
  return db
    .selectFrom('nfse')
    .innerJoin('invoices', 'invoices.id', 'nfse.invoice_id')
    .select([
      'nfse.invoice_id',
      'invoices.number',
      'nfse.serie',
      'nfse.n_dps',
      'nfse.error_messages',
      'nfse.updated_at',
    ])
    .where((eb) => eb.or([eb('nfse.state', '=', 'rejeitada'), eb('nfse.error_codes', 'is not', null)]))
    .orderBy('nfse.invoice_id')
    .execute();
}

/** The NFS-e XML kept with a row (São Paulo's ChaveNFeRPS, read for a cancellation). */
export async function keptNfseXml(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('nfse').select('nfse_xml').where('id', '=', id).executeTakeFirst();
  return row?.nfse_xml ?? null;
}

/** The invoices' NFS-e, for their screens and the CSV. */
export async function nfseOfInvoices(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('nfse')
    .select(['invoice_id', 'state', 'serie', 'n_dps', 'access_key', 'nfse_number', 'danfse_url', 'last_error'])
    .select('error_messages')
    .where('invoice_id', 'in', invoiceIds)
    .execute();
}
