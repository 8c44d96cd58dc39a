import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/20261121090000_initial.ts';
import * as roomPictures from './migrations/20261121120000_room_pictures.ts';
import * as accountAbuse from './migrations/20261124090000_account_abuse.ts';
import * as roomBookingsVersion from './migrations/20261125080000_room_bookings_version.ts';
import * as mailQueue from './migrations/20261125090000_mail_queue.ts';
import * as calendarFeed from './migrations/20261125100000_calendar_feed.ts';
import * as plans from './migrations/20261125110000_plans.ts';
import * as bookingUid from './migrations/20261126140000_booking_uid.ts';
import * as draftPerBrowser from './migrations/20261127070000_draft_per_browser.ts';
import * as emailConfirmed from './migrations/20261127071000_email_confirmed.ts';
import * as planPrices from './migrations/20261127080000_plan_prices.ts';
import * as invoices from './migrations/20261127081000_invoices.ts';
import * as statementLines from './migrations/20261127082000_statement_lines.ts';
import * as bookingGuests from './migrations/20261127100000_booking_guests.ts';
import * as bookingSeries from './migrations/20261127101000_booking_series.ts';
import * as checkin from './migrations/20261127110000_checkin.ts';
import * as removedTeamMembers from './migrations/20261127120000_removed_team_members.ts';
import * as staffRoles from './migrations/20261127120100_staff_roles.ts';
import * as sessionEndReason from './migrations/20261127131000_session_end_reason.ts';
import * as termsAcceptances from './migrations/20261127140000_terms_acceptances.ts';
import * as erasure from './migrations/20261127141000_erasure.ts';
import * as invoiceCorrections from './migrations/20261127160000_invoice_corrections.ts';
import * as billedOverage from './migrations/20261128090000_billed_overage.ts';
import * as paymentsLedger from './migrations/20261128090000_payments_ledger.ts';
import * as invoiceBillTo from './migrations/20261128091000_invoice_bill_to.ts';
import * as moneyIndexes from './migrations/20261128100000_money_indexes.ts';
import * as termsVersions from './migrations/20261128160000_terms_versions.ts';
import * as pixCharges from './migrations/20261128200000_pix_charges.ts';
import * as scaleIndexes from './migrations/20261128210000_scale_indexes.ts';
import * as jobTicks from './migrations/20261128211000_job_ticks.ts';
import * as overlapSameDay from './migrations/20261128230000_overlap_same_day.ts';
import * as roomVersionPerStatement from './migrations/20261129000000_room_version_per_statement.ts';
import * as nfse from './migrations/20261129001000_nfse.ts';
import * as nfseMailed from './migrations/20261129010000_nfse_mailed.ts';
import * as erasures from './migrations/20261129030000_erasures.ts';
import * as overageIndex from './migrations/20261129100000_overage_index.ts';

/** Migrations listed here in order (a static list survives bundling, unlike a folder scan). */
const migrations: Record<string, Migration> = {
  '20261121090000_initial': initial,
  '20261121120000_room_pictures': roomPictures,
  '20261124090000_account_abuse': accountAbuse,
  '20261125080000_room_bookings_version': roomBookingsVersion,
  '20261125090000_mail_queue': mailQueue,
  '20261125100000_calendar_feed': calendarFeed,
  '20261125110000_plans': plans,
  '20261126140000_booking_uid': bookingUid,
  '20261127070000_draft_per_browser': draftPerBrowser,
  '20261127071000_email_confirmed': emailConfirmed,
  '20261127080000_plan_prices': planPrices,
  '20261127081000_invoices': invoices,
  '20261127082000_statement_lines': statementLines,
  '20261127100000_booking_guests': bookingGuests,
  '20261127101000_booking_series': bookingSeries,
  '20261127110000_checkin': checkin,
  '20261127120000_removed_team_members': removedTeamMembers,
  '20261127120100_staff_roles': staffRoles,
  '20261127131000_session_end_reason': sessionEndReason,
  '20261127140000_terms_acceptances': termsAcceptances,
  '20261127141000_erasure': erasure,
  '20261127160000_invoice_corrections': invoiceCorrections,
  '20261128090000_billed_overage': billedOverage,
  '20261128090000_payments_ledger': paymentsLedger,
  '20261128091000_invoice_bill_to': invoiceBillTo,
  '20261128100000_money_indexes': moneyIndexes,
  '20261128160000_terms_versions': termsVersions,
  '20261128200000_pix_charges': pixCharges,
  '20261128210000_scale_indexes': scaleIndexes,
  '20261128211000_job_ticks': jobTicks,
  '20261128230000_overlap_same_day': overlapSameDay,
  '20261129000000_room_version_per_statement': roomVersionPerStatement,
  '20261129001000_nfse': nfse,
  '20261129010000_nfse_mailed': nfseMailed,
  '20261129030000_erasures': erasures,
  '20261129100000_overage_index': overageIndex,
};

/** Their names, in the order they run. */
export const migrationNames = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
