import type { StatementAnswer } from '@arena/shared/schemas/invoices';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { openInvoices, payInvoice } from './invoices.repository.ts';
import { type Credit, readStatement } from './ofx.ts';
import { mustFind, type StaffDeps, staffItem } from './payments.service.ts';
import { txidOf } from './pix.service.ts';
import {
  applyStatementLine,
  findStatementLine,
  insertStatementLine,
  knownFitids,
  unassignedStatementLines,
} from './statement-lines.repository.ts';

/**
 * Bank statements (docs/product.md#financeiro): an imported statement pays the open invoices its
 * credits match, each once, and what matches none waits for staff to assign it by hand. A
 * payment is the same conditional write as staff's own (payments.service.ts), audited alike.
 */

/** The method a statement's credit is recorded with: Pix when its memo says so. */
function methodOf(memo: string) {
  return /\bpix\b/i.test(memo) ? ('pix' as const) : ('transferencia' as const);
}

/**
 * Imports a statement (docs/product.md#financeiro). Each credit, in its own transaction: its line
 * is written by FITID (a known one is `already`, never applied again), then matched — the open
 * invoice whose txid (its number without the dash) the memo carries, else the one open invoice
 * of exactly that amount — and that invoice paid with the credit's date. Several invoices of the
 * amount: `ambiguous`; none, or one paid meanwhile by someone else: `unmatched`. Both wait for
 * staff to assign them.
 */
export async function importStatement(deps: StaffDeps, staff: AuthUser, file: Buffer): Promise<StatementAnswer> {
  const credits = await readStatement(file);
  const answer: StatementAnswer = { matched: [], already: [], unmatched: [], ambiguous: [] };
  const known = await knownFitids(
    deps.db,
    credits.map((c) => c.fitid),
  );
  const open = await openInvoices(deps.db);
  const byTxid = new Map(open.map((i) => [txidOf(i.number), i.id]));
  const byAmount = new Map<number, Set<number>>();
  for (const i of open) byAmount.set(i.total_cents, (byAmount.get(i.total_cents) ?? new Set()).add(i.id));
  const taken = new Set<number>();
  const now = deps.clock().toISOString();
  const seen = new Set<string>();

  for (const [index, credit] of credits.entries()) {
    // SQLite answers without I/O, so a long file would hold the event loop: let other requests in.
    if (index % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    if (known.has(credit.fitid) || seen.has(credit.fitid)) {
      answer.already.push(credit.fitid);
      continue;
    }
    seen.add(credit.fitid);
    const txid = (credit.memo.replace(/[^A-Za-z0-9]/g, ' ').match(/\d{10}/g) ?? []).find((t) => byTxid.has(t));
    const byTx = txid ? byTxid.get(txid) : undefined;
    const sameAmount = [...(byAmount.get(credit.amount_cents) ?? [])].filter((id) => !taken.has(id));
    const target = byTx !== undefined && !taken.has(byTx) ? byTx : sameAmount.length === 1 ? sameAmount[0] : undefined;
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const { fitid, amount_cents, memo } = credit;
      const row = { fitid, amount_cents, memo, posted_on: credit.date, imported_at: now, imported_by: staff.id };
      if (!(await insertStatementLine(trx, row))) return 'already' as const;
      if (target === undefined) return 'open' as const;
      const paid = await payInvoice(trx, target, {
        paid_on: credit.date,
        paid_method: methodOf(credit.memo),
        paid_note: credit.memo.slice(0, 500) || null,
        paid_by: staff.id,
        paid_fitid: credit.fitid,
        paid_at: now,
      });
      if (!paid) return 'open' as const;
      await applyStatementLine(trx, credit.fitid, target);
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'invoice.pay',
        target: `invoice:${target}`,
        before: { status: 'aberta' },
        after: { status: 'paga', paid_on: credit.date, fitid: credit.fitid, amount_cents: credit.amount_cents },
        now,
      });
      return 'matched' as const;
    });
    if (outcome === 'already') answer.already.push(credit.fitid);
    else if (outcome === 'matched' && target !== undefined) {
      taken.add(target);
      answer.matched.push({ fitid: credit.fitid, invoice_id: target });
    } else if (byTx === undefined && sameAmount.length > 1) {
      answer.ambiguous.push({ fitid: credit.fitid, amount_cents: credit.amount_cents, invoice_ids: sameAmount });
    } else {
      answer.unmatched.push(unmatchedOf(credit));
    }
  }
  if (credits.length > 0) {
    const after = {
      credits: credits.length,
      matched: answer.matched.length,
      already: answer.already.length,
      unmatched: answer.unmatched.length,
      ambiguous: answer.ambiguous.length,
    };
    await deps.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actorId: staff.id,
        action: 'statement.import',
        target: 'statement',
        before: null,
        after,
        now,
      }),
    );
  }
  return answer;
}

function unmatchedOf(c: Credit) {
  return { fitid: c.fitid, amount_cents: c.amount_cents, date: c.date, memo: c.memo };
}

/** The credits waiting for staff, each with the open invoices of its amount. */
export async function waitingLines(deps: StaffDeps) {
  const open = await openInvoices(deps.db);
  return (await unassignedStatementLines(deps.db)).map((l) => ({
    fitid: l.fitid,
    amount_cents: l.amount_cents,
    date: l.posted_on,
    memo: l.memo,
    invoice_ids: open.filter((i) => i.total_cents === l.amount_cents).map((i) => i.id),
  }));
}

/** Staff apply a waiting credit to an open invoice: it is paid with the credit's date. */
export async function assignLine(deps: StaffDeps, staff: AuthUser, fitid: string, invoiceId: number) {
  await mustFind(deps, invoiceId);
  const line = await findStatementLine(deps.db, fitid);
  if (!line) throw new AppError(404, 'statementLineNotFound');
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await applyStatementLine(trx, fitid, invoiceId))) throw new AppError(409, 'statementLineUsed');
    const paid = await payInvoice(trx, invoiceId, {
      paid_on: line.posted_on,
      paid_method: methodOf(line.memo),
      paid_note: line.memo.slice(0, 500) || null,
      paid_by: staff.id,
      paid_fitid: fitid,
      paid_at: now,
    });
    if (!paid) throw new AppError(409, 'invoiceNotOpen');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'invoice.pay',
      target: `invoice:${invoiceId}`,
      before: { status: 'aberta' },
      after: { status: 'paga', paid_on: line.posted_on, fitid, amount_cents: line.amount_cents, by_hand: true },
      now,
    });
  });
  return staffItem(deps, invoiceId);
}
