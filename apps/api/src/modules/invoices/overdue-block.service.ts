import { addDays, formatDay } from '@arena/shared/rules/dates';
import type { BookingBlock } from '@arena/shared/invoices/schemas';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { accountIdOf } from '../plans/hours.service.ts';
import { oldestOverdue } from './invoices.repository.ts';

/**
 * The overdue block (docs/product.md#overdue). With OVERDUE_BLOCK_DAYS (0, the default, is off), an
 * account with an invoice open that many days past its due day makes no new booking; its bookings
 * stay. The block is the account's: a team member booking on it is blocked too, told so without the
 * invoice (team members see no money). Read at each booking and on arrival on home and /room, so
 * a payment lifts it at once.
 */

const UNBLOCKED: BookingBlock = { blocked: false, number: null, due_date: null };

/** Whether the caller's account is blocked, with the invoice that blocks it for the account holder. */
export async function bookingBlockOf(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  caller: Pick<AuthUser, 'id' | 'manager_id'>,
): Promise<BookingBlock> {
  const days = deps.config.OVERDUE_BLOCK_DAYS;
  if (days === 0) return UNBLOCKED;
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const late = await oldestOverdue(deps.db, accountIdOf(caller), addDays(today, -days));
  if (!late) return UNBLOCKED;
  const holder = caller.manager_id === null;
  return { blocked: true, number: holder ? late.number : null, due_date: holder ? late.due_date : null };
}

/** Refuses a new booking on a blocked account: 422, naming the invoice to the account holder. */
export async function assertNotOverdue(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  caller: Pick<AuthUser, 'id' | 'manager_id'>,
): Promise<void> {
  const block = await bookingBlockOf(deps, caller);
  if (!block.blocked) return;
  if (block.number === null || block.due_date === null) throw new AppError(422, 'invoiceOverdueTeam');
  const due = block.due_date;
  throw AppError.with(422, 'invoiceOverdue', block.number, formatDay(due));
}
