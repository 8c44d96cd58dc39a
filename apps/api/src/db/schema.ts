import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SessionEndReason } from '@arena/shared/contract/session-end';
import type { MoneyTables } from './schema-money.ts';
import type { JobTables } from './schema-jobs.ts';

export type * from './schema-money.ts';
export type * from './schema-jobs.ts';

/**
 * Table types. Timestamps are ISO-8601 UTC text, except appointment times, which are the
 * space's local `YYYY-MM-DD HH:MM:SS` (text on SQLite, timestamp(0) on PostgreSQL read back
 * as text) so the exclusion constraint can compare them.
 */
export type UserTable = {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  name: string;
  lastname: string;
  phone: string;
  status: string;
  level: number;
  role: string;
  /** The account's plan (docs/product.md#plans); a team member carries their manager's. */
  plan_id: number | null;
  qtd_team: number;
  manager_id: number | null;
  created_at: string;
  updated_at: string;
  /** A removed team member, kept anonymised with their bookings (docs/product.md#privacy). */
  removed_at: string | null;
  /** A staff account's role (docs/product.md#staff-roles); null on members. */
  staff_role: 'recepcao' | 'financeiro' | 'admin' | null;
  /**
   * When the address was proven: the registration's confirmation link, a recovery or an invite
   * link (docs/product.md#registration-proof); null until then. Approval needs it.
   */
  email_confirmed_at: string | null;
  /** When staff anonymised the person (docs/product.md#privacy): the row keeps no personal data. */
  anonymized_at: string | null;
  /** When the registration was refused; the retention job anonymises it 180 days later. */
  refused_at: string | null;
  /** The last version of the terms the person accepted (docs/product.md#terms); null before any. */
  terms_version: string | null;
};

/** Each version of the terms a person accepted: when and from which address (docs/product.md#terms). */
export type TermsAcceptanceTable = {
  user_id: number;
  version: string;
  accepted_at: string;
  ip: string;
};

export type CompanyTable = {
  user_id: number;
  document: string;
  name: string;
  activity: string;
  phone: string;
  site: string;
};

export type SessionTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Why it was revoked, told to its token's holder (docs/product.md#sessions); null before it was kept. */
  ended_reason: SessionEndReason | null;
  /** Refreshed at most hourly; a session unused for SESSION_IDLE_MS ends (docs/product.md#api). */
  last_seen_at: string | null;
};

/** A browser the user signed in from, known by its device cookie (docs/product.md#api). */
export type TrustedDeviceTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
};

export type RegistrationDraftTable = {
  email: string;
  browser_hash: string;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  document: string | null;
  name_company: string | null;
  activity: string | null;
  phone_company: string | null;
  site: string | null;
  password_hash: string | null;
  created_at: string;
  updated_at: string;
};

export type OneTimeTokenTable = {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: 'recovery' | 'invite' | 'confirm';
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export type RoomTable = {
  id: Generated<number>;
  name: string;
  img: string;
  capacity: number;
  active: number;
  created_at: string;
  /** Bumped by a trigger on every change to the room's bookings (the list cache's key). */
  bookings_version: Generated<number>;
};

/**
 * A room's picture, kept in the database (docs/decisions/012-room-pictures-in-the-database.md);
 * `etag` is the sha256 of `data` in hex.
 */
export type RoomPictureTable = {
  room_id: number;
  content_type: string;
  data: Buffer;
  etag: string;
  updated_at: string;
};

export type AppointmentTable = {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  date_initial: string;
  date_final: string;
  /** Its event's UID in every calendar: the invitations' and the feed's (modules/calendar). */
  uid: string;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  /** When its reminder was queued (docs/product.md#my-bookings); set once, by the process that sends it. */
  reminded_at: string | null;
  /** The minutes of it beyond what the plan had left when it was booked (docs/product.md#plans). */
  overage_minutes: Generated<number>;
  /** The account's plan when it was booked (docs/product.md#plan-prices); null without one. */
  plan_id: number | null;
  /** The price of an excedente hour the member was shown when booking, centavos. */
  overage_hour_cents: Generated<number>;
  /** The weekly series it belongs to (docs/product.md#series); null for a single booking. */
  series_id: string | null;
  /** The invoice that billed its excedente (docs/product.md#invoices); free again if it is cancelled. */
  billed_invoice_id: number | null;
  /** When its owner said `Cheguei` (docs/product.md#checkin). */
  checked_in_at: string | null;
  /** When the release job freed it, nobody having checked in by the deadline; then also cancelled. */
  released_at: string | null;
};

/** A guest of a room booking (docs/product.md#visitors); deleted 30 days after the visit. */
export type BookingGuestTable = {
  id: Generated<number>;
  appointment_id: number;
  name: string;
  email: string | null;
  created_at: string;
  /** When reception marked the guest arrived (Convidados de hoje). */
  arrived_at: string | null;
};

/** A plan: room minutes included each month, and `block` or `charge` beyond them (docs/product.md#plans). */
export type PlanTable = {
  id: Generated<number>;
  name: string;
  monthly_minutes: number;
  overage: 'block' | 'charge';
  active: number;
  /** Prices in centavos (docs/product.md#plan-prices). */
  monthly_price_cents: Generated<number>;
  seat_price_cents: Generated<number>;
  overage_hour_cents: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** A member's private calendar address (docs/product.md#my-bookings): the secret, and its SHA-256 to find it by. */
export type CalendarFeedTable = {
  user_id: number;
  token: string;
  token_hash: string;
  created_at: string;
};

export type ClosedDayTable = {
  date: string;
  reason: string;
  created_at: string;
};

export type RequestTable = {
  id: Generated<number>;
  type: 'plan' | 'studio' | 'support' | 'privacy';
  status: 'open' | 'done';
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
};

export type OutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  /** The mail queue (migration 20261125090000_mail_queue, docs/operations.md "E-mail"). */
  status: Generated<'queued' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  /** ISO instant from which the worker may (re)try it. */
  next_attempt_at: string;
  /** The lease of the worker sending it; past it, another may take the message over. */
  claimed_until: string | null;
  /** The same Message-ID on every attempt, so a repeat after a crash is recognisable. */
  message_id: string | null;
  /** JSON {text, html} with the live links, while a redacted copy waits; cleared once sent. */
  live_body: string | null;
};

export type AuditTable = {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target: string;
  detail: string;
  created_at: string;
};

/** Each text of the terms put in force, by its fingerprint (docs/product.md#terms). */
export type TermsVersionTable = {
  version: string;
  fingerprint: string;
  /** The sections of the text, as JSON (TermsSection[]). */
  text: string;
  recorded_at: string;
};

export type Database = MoneyTables &
  JobTables & {
    users: UserTable;
    companies: CompanyTable;
    sessions: SessionTable;
    registration_drafts: RegistrationDraftTable;
    one_time_tokens: OneTimeTokenTable;
    trusted_devices: TrustedDeviceTable;
    rooms: RoomTable;
    room_pictures: RoomPictureTable;
    appointments: AppointmentTable;
    booking_guests: BookingGuestTable;
    plans: PlanTable;
    closed_days: ClosedDayTable;
    requests: RequestTable;
    outbox: OutboxTable;
    audit: AuditTable;
    calendar_feeds: CalendarFeedTable;
    terms_acceptances: TermsAcceptanceTable;
    terms_versions: TermsVersionTable;
  };

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Room = Selectable<RoomTable>;
export type Appointment = Selectable<AppointmentTable>;
export type RequestRow = Selectable<RequestTable>;
