import { addDays, formatDayMonth } from '@arena/shared/rules/dates';
import { formatHours, monthLabel, nextMonth } from '@arena/shared/rules/hours';
import { documentKind } from '@arena/shared/rules/documents';
import { minutesPrice, mulDivRound } from '@arena/shared/rules/money';
import type { InvoiceLine } from '@arena/shared/invoices/schemas';
import { invoicesWords } from '@arena/shared/invoices/words';
import type { Db } from '../../db/connect.ts';
import { type lockAccountForBilling, unbilledOverage } from './monthly-cycle.repository.ts';

/**
 * What an invoice bills (docs/product.md#invoices): its lines — the plan and seats of its month,
 * pro rata from a day when given; every excedente not yet billed of bookings ended before the
 * month began, as each booking recorded it — and who is billed, as at issue.
 */

function daysIn(month: string): number {
  return Number(addDays(`${nextMonth(month)}-01`, -1).slice(8, 10));
}

export type Account = NonNullable<Awaited<ReturnType<typeof lockAccountForBilling>>>;

/**
 * Who is billed (docs/product.md#invoices): a company (CNPJ) by its razão social, an individual
 * (CPF) by their name; the address is not collected yet.
 */
export type BillTo = { bill_to_name: string; bill_to_document: string | null; bill_to_address: string | null };

export function billToOf(account: Account): BillTo {
  const document = account.document ? account.document : null;
  const company = document !== null && documentKind(document) === 'cnpj' && account.company ? account.company : null;
  return {
    bill_to_name: company ?? `${account.name} ${account.lastname}`.trim(),
    bill_to_document: document,
    bill_to_address: null,
  };
}

/**
 * The lines of `account`'s invoice of `month`, the plan and seats pro rata from `from` when given,
 * and the bookings whose excedente they bill: every one not yet billed that ended before `month`.
 */
export async function invoiceLines(
  db: Db,
  account: Account,
  month: string,
  from?: string,
): Promise<{ lines: InvoiceLine[]; billed: number[] }> {
  const lines: InvoiceLine[] = [];
  const days = daysIn(month);
  const left = from ? days - Number(from.slice(8, 10)) + 1 : days;
  const period = from
    ? invoicesWords.invoiceLinePeriod(
        formatDayMonth(from),
        formatDayMonth(`${month}-${String(days).padStart(2, '0')}`),
        left,
        days,
      )
    : monthLabel(month);
  const plan = account.monthly_price_cents ?? 0;
  if (plan > 0) {
    const unit = mulDivRound(plan, left, days);
    lines.push({
      description: invoicesWords.invoiceLinePlan(String(account.plan), period),
      quantity: 1,
      unit_cents: unit,
      total_cents: unit,
    });
  }
  const seat = account.seat_price_cents ?? 0;
  if (seat > 0 && account.qtd_team > 0) {
    const unit = mulDivRound(seat, left, days);
    lines.push({
      description: invoicesWords.invoiceLineSeats(period),
      quantity: account.qtd_team,
      unit_cents: unit,
      total_cents: unit * account.qtd_team,
    });
  }
  const overage = await unbilledOverage(db, account.id, `${month}-01 00:00:00`);
  const groups = new Map<string, { month: string; unit: number; minutes: number }>();
  for (const o of overage) {
    const key = `${o.month} ${String(o.unit).padStart(12, '0')}`;
    const group = groups.get(key) ?? { month: o.month, unit: o.unit, minutes: 0 };
    group.minutes += o.minutes;
    groups.set(key, group);
  }
  const byMonthAndPrice = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [, { month: booked, unit, minutes }] of byMonthAndPrice) {
    lines.push({
      description: invoicesWords.invoiceLineOverage(monthLabel(booked), formatHours(minutes)),
      quantity: Math.round((minutes / 60) * 100) / 100,
      unit_cents: unit,
      total_cents: minutesPrice(minutes, unit),
      minutes,
    });
  }
  return { lines, billed: overage.map((o) => o.id) };
}

export function totalOf(lines: InvoiceLine[]): number {
  return lines.reduce((sum, l) => sum + l.total_cents, 0);
}
