import {
  STATEMENT_ANSWER_LINES,
  type StatementAnswer,
  type StatementLine,
} from '@arena/shared/invoices/statement-schemas';
import { adminMessages } from '@arena/shared/contract/all-words';

import { localDate } from '../../lib/time.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { existingNumbers, openInvoices } from './invoice-payments.repository.ts';
import { type Credit, invoiceFor, lineKeys, notPaymentReason, type OpenInvoice, txidsIn } from './matching.ts';
import { readStatement } from './ofx.ts';
import { recordPayment } from './payment-step.ts';
import { numberOfTxid } from './pix.service.ts';
import type { StaffDeps } from './payments.service.ts';
import { countStatementLines, insertStatementLine, knownLineKeys, legacyLines } from './statement-lines.repository.ts';
import { letOthersIn } from '../../lib/let-others-in.ts';

export { clearUnpaidMemosBefore } from './statement-lines.repository.ts';
/**
 * Bank statements (docs/product.md#financeiro): each credit of an imported statement is written
 * once, by its line key (matching.ts), and pays the open invoice the matching rules name — all of
 * its balance or, by txid, part of it — with the one payment step (payment-step.ts). A credit
 * that is not a member's payment is set aside by the import, with the reason; the rest waits for
 * staff (waiting-lines.service.ts).
 */

/** The method a statement's credit is recorded with: Pix when its memo says so. */
function methodOf(c: Pick<Credit, 'memo' | 'name' | 'kind'>) {
  return /\bpix\b/i.test(`${c.memo} ${c.name} ${c.kind}`) ? ('pix' as const) : ('transferencia' as const);
}

export function toLine(
  row: {
    id: number;
    account: string;
    fitid: string;
    posted_on: string;
    amount_cents: number;
    applied_cents: number;
    memo: string;
    name: string;
    refnum: string;
    kind: string;
    set_aside_at: string | null;
    set_aside_reason: string | null;
  },
  asideBy: string | null,
): StatementLine {
  return {
    id: row.id,
    date: row.posted_on,
    account: row.account,
    fitid: row.fitid,
    name: row.name,
    memo: row.memo,
    refnum: row.refnum,
    kind: row.kind,
    amount_cents: row.amount_cents,
    left_cents: row.amount_cents - row.applied_cents,
    set_aside: row.set_aside_at ? { at: row.set_aside_at, by: asideBy, reason: row.set_aside_reason ?? '' } : null,
  };
}

/**
 * Imports a statement, each credit in its own transaction: its line written unless its key is
 * known (then `already`, never applied again; a line imported before the ledger is known by its
 * FITID, date and amount), set aside when it is not a member's payment, else paid to the invoice
 * the matching rules name; what is left waits for staff. The answer counts each kind and lists the
 * first STATEMENT_ANSWER_LINES of each: a list of every credit of a 10 MB file overran the heap.
 */
export async function importStatement(deps: StaffDeps, staff: AuthUser, file: Buffer): Promise<StatementAnswer> {
  const credits = await readStatement(file);
  const keys = lineKeys(credits);
  const tz = deps.config.SPACE_TIMEZONE;
  const today = localDate(deps.clock(), tz);
  const now = deps.clock().toISOString();
  const known = await knownLineKeys(deps.db, keys);
  const legacy = await legacyLines(
    deps.db,
    credits.map((c) => c.fitid),
  );
  const named = credits.map((c) => txidsIn(c));
  const numbers = await existingNumbers(deps.db, [...new Set(named.flat().map((t) => numberOfTxid(t)))]);
  const open: OpenInvoice[] = (await openInvoices(deps.db)).map((i) => ({
    id: i.id,
    number: i.number,
    issued_on: localDate(new Date(i.issued_at), tz),
    balance_cents: i.total_cents - i.received_cents,
  }));
  const answer: StatementAnswer = {
    matched: [],
    already: [],
    waiting: [],
    set_aside: [],
    counts: { matched: 0, already: 0, waiting: 0, set_aside: 0 },
    waiting_count: 0,
  };
  /** Counts a credit of that kind; lists it (`item()` is built only then) while the list is short. */
  const tell = <K extends keyof StatementAnswer['counts']>(kind: K, item: () => StatementAnswer[K][number]) => {
    answer.counts[kind] += 1;
    const list = answer[kind] as Array<StatementAnswer[K][number]>;
    if (list.length < STATEMENT_ANSWER_LINES) list.push(item());
  };
  const legacySeen = new Set<string>();

  for (const [n, credit] of credits.entries()) {
    // SQLite answers without I/O, so a long file would hold the event loop: let other requests in.
    if (n % 100 === 99) await letOthersIn();
    if (known.has(keys[n] ?? '')) {
      tell('already', () => credit.fitid);
      continue;
    }
    const old = legacy.get(credit.fitid);
    if (
      old &&
      !legacySeen.has(credit.fitid) &&
      old.posted_on === credit.date &&
      old.amount_cents === credit.amount_cents
    ) {
      legacySeen.add(credit.fitid);
      tell('already', () => credit.fitid);
      continue;
    }
    const aside = notPaymentReason(credit);
    const txids = (named[n] ?? []).filter((t) => numbers.has(numberOfTxid(t)));
    const target = aside ? null : invoiceFor(credit, txids, open, today);
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const id = await insertStatementLine(trx, {
        line_key: keys[n] ?? '',
        account: credit.account,
        fitid: credit.fitid,
        posted_on: credit.date,
        posted_at: credit.posted_at,
        amount_cents: credit.amount_cents,
        memo: credit.memo,
        name: credit.name,
        refnum: credit.refnum,
        kind: credit.kind,
        imported_at: now,
        imported_by: staff.id,
        set_aside_at: aside ? now : null,
        set_aside_reason: aside ? adminMessages[aside] : null,
      });
      if (id === null) return null;
      if (!target) return { id, paid: 0 };
      const paid = await recordPayment(trx, {
        invoiceId: target.invoice.id,
        amount_cents: target.amount_cents,
        paid_on: credit.date,
        method: methodOf(credit),
        note: [credit.name, credit.memo].filter(Boolean).join(' — ').slice(0, 500) || null,
        line: { id, fitid: credit.fitid },
        staffId: staff.id,
        now,
      });
      return { id, paid: paid ? target.amount_cents : 0 };
    });
    if (!outcome) {
      tell('already', () => credit.fitid);
      continue;
    }
    const line = () =>
      toLine(
        {
          ...credit,
          id: outcome.id,
          posted_on: credit.date,
          applied_cents: outcome.paid,
          set_aside_at: aside ? now : null,
          set_aside_reason: aside ? adminMessages[aside] : null,
        },
        null,
      );
    if (target && outcome.paid > 0) {
      const { invoice } = target;
      invoice.balance_cents -= outcome.paid;
      tell('matched', () => ({
        line_id: outcome.id,
        fitid: credit.fitid,
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        amount_cents: outcome.paid,
      }));
    }
    if (aside) tell('set_aside', line);
    else if (credit.amount_cents - outcome.paid > 0) tell('waiting', line);
  }
  answer.waiting_count = await countStatementLines(deps.db, 'waiting');
  if (credits.length > 0) {
    await deps.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actorId: staff.id,
        action: 'statement.import',
        target: 'statement',
        before: null,
        after: { credits: credits.length, ...answer.counts },
        now,
      }),
    );
  }
  return answer;
}
