import { addDays } from '@arena/shared/rules/dates';
import { monthLabel } from '@arena/shared/rules/hours';
import type { Deps } from '../../deps.ts';
import { localDate } from '../../lib/time.ts';
import { invoiceDueSoon, invoiceOverdue } from '../mail/mail.service.ts';
import { claimInvoiceMail } from './monthly-cycle.repository.ts';
import { invoicesToRemind } from './invoices.repository.ts';
import { issueMonth } from './invoices.service.ts';
import { paymentText } from './pix.service.ts';

/**
 * The monthly cycle (docs/operations.md#monthly-cycle), run by every process at start and every
 * INVOICE_CHECK_MINUTES: the month's invoices not yet issued (on the 1st, or at the first run
 * after a downtime that spanned it), then the e-mails of open invoices — a reminder 3 days before
 * the due day, an overdue notice from the day after it. Each is claimed and queued in one
 * transaction, so it leaves once whichever process runs it; a notice missed while the server was
 * down leaves on the next run (a reminder only while the invoice is not yet due).
 */
export async function runBilling(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>) {
  const today = localDate(deps.clock(), deps.config.SPACE_TIMEZONE);
  const issued = await issueMonth(deps, today.slice(0, 7));
  let mailed = 0;
  const kinds = [
    { kind: 'reminded_at' as const, from: today, to: addDays(today, 3), mail: invoiceDueSoon },
    { kind: 'overdue_notice_at' as const, from: '0000-01-01', to: addDays(today, -1), mail: invoiceOverdue },
  ];
  for (const { kind, from, to, mail } of kinds) {
    for (const invoice of await invoicesToRemind(deps.db, kind, from, to)) {
      const sent = await deps.db.transaction().execute(async (trx) => {
        if (!(await claimInvoiceMail(trx, invoice.id, kind, deps.clock().toISOString()))) return false;
        const facts = paymentText(deps.config, invoice);
        await deps.mailer.send(
          {
            to: invoice.email,
            ...mail({
              name: invoice.name,
              number: invoice.number,
              month: monthLabel(invoice.month),
              total_cents: invoice.total_cents,
              due_date: invoice.due_date,
              url: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/invoices/${invoice.id}`,
              pix_code: facts.pix_code,
              instructions: facts.payment_instructions,
              paid_notice: invoice.paid_notice_at !== null,
              block_from:
                deps.config.OVERDUE_BLOCK_DAYS > 0 ? addDays(invoice.due_date, deps.config.OVERDUE_BLOCK_DAYS) : null,
              fine_percent: deps.config.INVOICE_FINE_PERCENT,
              interest_month_percent: deps.config.INVOICE_INTEREST_MONTH_PERCENT,
            }),
            ...(facts.attachment ? { attachments: [facts.attachment] } : {}),
          },
          { db: trx },
        );
        return true;
      });
      if (sent) mailed += 1;
    }
  }
  if (mailed > 0) deps.mailer.nudge();
  return { ...issued, mailed };
}
