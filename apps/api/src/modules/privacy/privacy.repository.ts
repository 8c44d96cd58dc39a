import type { Db } from '../../db/connect.ts';

/**
 * The reads behind _Meus dados_ (docs/product.md#my-data): every row that is about one person,
 * each table asked by that person's id or e-mail only, never a hash of a password or token.
 */

export function findUserRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('plans', 'plans.id', 'users.plan_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.lastname',
      'users.phone',
      'users.status',
      'users.level',
      'users.role',
      'users.staff_role',
      'users.plan_id',
      'plans.name as plan',
      'users.qtd_team',
      'users.manager_id',
      'users.created_at',
      'users.updated_at',
      'users.removed_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export function findCompanyRow(db: Db, userId: number) {
  return db
    .selectFrom('companies')
    .select(['document', 'name', 'activity', 'phone', 'site'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every booking of the person: cancelled too, with its check-in, release, series and recorded price. */
export function listBookingRows(db: Db, userId: number) {
  return db
    .selectFrom('appointments')
    .innerJoin('rooms', 'rooms.id', 'appointments.room_id')
    .select([
      'appointments.id',
      'rooms.name as room',
      'appointments.date_initial',
      'appointments.date_final',
      'appointments.created_at',
      'appointments.cancelled_at',
      'appointments.overage_minutes',
      'appointments.overage_hour_cents',
      'appointments.plan_id',
      'appointments.series_id',
      'appointments.billed_invoice_id',
      'appointments.checked_in_at',
      'appointments.released_at',
      'appointments.reminded_at',
    ])
    .where('appointments.user_id', '=', userId)
    .orderBy('appointments.date_initial')
    .orderBy('appointments.id')
    .execute();
}

/** The guests the person invited to their bookings (until the visitors' purge, 30 days after the visit). */
export function listGuestRows(db: Db, userId: number) {
  return db
    .selectFrom('booking_guests')
    .innerJoin('appointments', 'appointments.id', 'booking_guests.appointment_id')
    .select([
      'booking_guests.id',
      'booking_guests.appointment_id',
      'booking_guests.name',
      'booking_guests.email',
      'booking_guests.created_at',
      'booking_guests.arrived_at',
    ])
    .where('appointments.user_id', '=', userId)
    .orderBy('booking_guests.id')
    .execute();
}

/**
 * An account holder's invoices as issued (lines, amounts, bill-to), with their state, the _Já
 * paguei_ notice, how they were paid and any NFS-e; no staff member's identity.
 */
export function listInvoiceRows(db: Db, accountId: number) {
  return db
    .selectFrom('invoices')
    .select([
      'id',
      'month',
      'number',
      'status',
      'issued_at',
      'due_date',
      'period_from',
      'total_cents',
      'received_cents',
      'lines',
      'bill_to_name',
      'bill_to_document',
      'bill_to_address',
      'paid_notice_at',
      'paid_on',
      'paid_method',
      'paid_note',
      'paid_at',
      'reminded_at',
      'overdue_notice_at',
      'cancelled_at',
      'cancel_reason',
      'replaces_id',
      'nfse_number',
    ])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** The payments on those invoices, with the bank statement's line that paid each (its memo and payer). */
/** The NFS-e of an account's invoices (issue 35): the document the city holds, with the taker's name and CPF/CNPJ. */
export function listNfseRows(db: Db, accountId: number) {
  return db
    .selectFrom('nfse')
    .select(['invoice_id', 'state', 'serie', 'n_dps', 'nfse_number', 'access_key', 'danfse_url', 'nfse_xml'])
    .select(['accepted_at', 'cancelled_at', 'cancel_reason', 'error_messages'])
    .where('invoice_id', 'in', db.selectFrom('invoices').select('id').where('account_id', '=', accountId))
    .orderBy('id')
    .execute();
}

/** An account's Pix charges, the Pix received on its invoices (payer as the PSP sent it) and their refunds. */
export function listPixRows(db: Db, accountId: number) {
  const ofAccount = db.selectFrom('invoices').select('id').where('account_id', '=', accountId);
  return Promise.all([
    db
      .selectFrom('pix_charges')
      .select(['invoice_id', 'txid', 'state', 'copia_e_cola', 'amount_cents', 'created_at', 'updated_at'])
      .where('invoice_id', 'in', ofAccount)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('pix_received')
      .select(['invoice_id', 'end_to_end_id', 'txid', 'amount_cents', 'applied_cents', 'refunded_cents'])
      .select(['payer_name', 'payer_document', 'received_at'])
      .where('invoice_id', 'in', ofAccount)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('pix_refunds')
      .select(['invoice_id', 'end_to_end_id', 'amount_cents', 'state', 'reason', 'requested_at', 'updated_at'])
      .where('invoice_id', 'in', ofAccount)
      .orderBy('requested_at')
      .execute(),
  ]);
}

export function listPaymentRows(db: Db, accountId: number) {
  return db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .leftJoin('statement_lines', 'statement_lines.id', 'payments.statement_line_id')
    .select([
      'payments.id',
      'payments.invoice_id',
      'invoices.number as invoice_number',
      'payments.amount_cents',
      'payments.paid_on',
      'payments.method',
      'payments.note',
      'payments.recorded_at',
      'statement_lines.posted_on as statement_posted_on',
      'statement_lines.amount_cents as statement_amount_cents',
      'statement_lines.memo as statement_memo',
      'statement_lines.name as statement_payer',
      'statement_lines.refnum as statement_reference',
    ])
    .where('invoices.account_id', '=', accountId)
    .orderBy('payments.id')
    .execute();
}

/** Requests sent signed in, and those sent from the public forms with the person's e-mail. */
export function listRequestRows(db: Db, userId: number, email: string) {
  return db
    .selectFrom('requests')
    .select(['id', 'type', 'status', 'name', 'email', 'phone', 'subject', 'message', 'created_at', 'updated_at'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb.and([eb('user_id', 'is', null), eb('email', '=', email)])]))
    .orderBy('id')
    .execute();
}

/**
 * E-mails sent to the person, at any address they had (the current one and those before, from
 * their audited changes): the copies kept, whose live links were never stored (mailer.ts).
 */
export function listEmailRows(db: Db, emails: string[]) {
  return db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'text', 'status', 'created_at', 'sent_at'])
    .where('recipient', 'in', emails)
    .orderBy('id')
    .execute();
}

export function listSessionRows(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'revoked_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function listDeviceRows(db: Db, userId: number) {
  return db
    .selectFrom('trusted_devices')
    .select(['id', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function listDraftRows(db: Db, email: string) {
  return db
    .selectFrom('registration_drafts')
    .select([
      'email',
      'firstname',
      'lastname',
      'phone',
      'document',
      'name_company',
      'activity',
      'phone_company',
      'site',
      'created_at',
      'updated_at',
    ])
    .where('email', '=', email)
    .execute();
}

/** Each version of the terms the person accepted (docs/product.md#terms). */
export function listTermsRows(db: Db, userId: number) {
  return db
    .selectFrom('terms_acceptances')
    .select(['version', 'accepted_at', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .execute();
}

export function findCalendarFeedRow(db: Db, userId: number) {
  return db.selectFrom('calendar_feeds').select(['created_at']).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Entries about the person (docs/product.md#audit-log): their account (`user:<id>`), their
 * bookings and, for an account holder, their invoices.
 */
export async function listAuditRows(db: Db, targets: string[]) {
  const out = [];
  for (let i = 0; i < targets.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('audit')
        .select(['id', 'action', 'target', 'detail', 'created_at'])
        .where('target', 'in', targets.slice(i, i + 500))
        .execute()),
    );
  }
  return out.sort((a, b) => a.id - b.id);
}

/**
 * The audit targets that are about the person (docs/product.md#audit-log): their account, their
 * bookings, and an account holder's invoices. `account` is the account whose invoices count
 * (null for a team member, whose bookings are billed to their manager).
 */
export async function auditTargetsOf(db: Db, userId: number, account: number | null): Promise<string[]> {
  const [bookings, invoices] = await Promise.all([
    db.selectFrom('appointments').select('id').where('user_id', '=', userId).execute(),
    account === null
      ? Promise.resolve([])
      : db.selectFrom('invoices').select('id').where('account_id', '=', account).execute(),
  ]);
  return [`user:${userId}`, ...bookings.map((b) => `appointment:${b.id}`), ...invoices.map((i) => `invoice:${i.id}`)];
}
