import { z } from 'zod';
import { invoicesStaffWords } from './staff-words.ts';

/** Bank statements (docs/product.md#financeiro): their credits as staff see them, the import's answer, the waiting credits. */

/** A credit of a statement as staff see it: the whole line, and what of it is left to apply. */
export const statementLine = z.object({
  id: z.number(),
  date: z.string(),
  account: z.string(),
  fitid: z.string(),
  name: z.string(),
  memo: z.string(),
  refnum: z.string(),
  kind: z.string(),
  amount_cents: z.number(),
  /** What of it no invoice took yet. */
  left_cents: z.number(),
  set_aside: z.object({ at: z.string(), by: z.string().nullable(), reason: z.string() }).nullable(),
});

export type StatementLine = z.output<typeof statementLine>;

/**
 * How many of each kind the import's answer lists in full; the counts say how many there were. A
 * 10 MB statement holds some 66,000 credits, and an answer listing each (14 MB of JSON, written
 * from ~1.5 million string pieces) overran `npm start`'s 128 MB heap. The waiting lines are read
 * a page at a time from GET /admin/statements.
 */
export const STATEMENT_ANSWER_LINES = 100;

/** POST /admin/statements: what the import did with the credits of the file, the first of each kind. */
export const statementAnswer = z.object({
  /** Payments recorded: the credit's line, the invoice, the amount (partial when below its balance). */
  matched: z.array(
    z.object({
      line_id: z.number(),
      fitid: z.string(),
      invoice_id: z.number(),
      invoice_number: z.string(),
      amount_cents: z.number(),
    }),
  ),
  /** FITIDs of the credits imported before (each line is applied once). */
  already: z.array(z.string()),
  /** Credits (or what is left of them) waiting for staff. */
  waiting: z.array(statementLine),
  /** Credits that are not a member's payment, set aside with the reason. */
  set_aside: z.array(statementLine),
  /** How many credits of the file went each way; the lists above stop at STATEMENT_ANSWER_LINES. */
  counts: z.object({ matched: z.number(), already: z.number(), waiting: z.number(), set_aside: z.number() }),
  /** How many lines wait for staff in all, after this import. */
  waiting_count: z.number(),
});

export type StatementAnswer = z.output<typeof statementAnswer>;

const lineId = z.number({ error: invoicesStaffWords.statementLineNotFound }).int().positive();

/** POST /admin/statements/assign {line_id, invoice_number, amount_cents?} */
export const assignBody = z.object({
  line_id: lineId,
  invoice_number: z
    .string({ error: invoicesStaffWords.invoiceNumberInvalid })
    .trim()
    .regex(/^\d{4}-\d{6}$/, invoicesStaffWords.invoiceNumberInvalid),
  /** Centavos; what is left of the line, up to the invoice's balance, when absent. */
  amount_cents: z
    .number({ error: invoicesStaffWords.paymentAmountInvalid })
    .int(invoicesStaffWords.paymentAmountInvalid)
    .positive(invoicesStaffWords.paymentAmountInvalid)
    .optional(),
});

/** POST /admin/statements/set-aside {line_id, reason} */
export const setAsideBody = z.object({
  line_id: lineId,
  reason: z
    .string({ error: invoicesStaffWords.setAsideReasonInvalid })
    .trim()
    .min(1, invoicesStaffWords.setAsideReasonInvalid)
    .max(200, invoicesStaffWords.setAsideReasonInvalid),
});

/** POST /admin/statements/restore {line_id} */
export const restoreBody = z.object({ line_id: lineId });

/** GET /admin/statements?list=waiting|set_aside&page=N */
export const statementLinesQuery = z.object({
  list: z.enum(['waiting', 'set_aside'], { error: invoicesStaffWords.statementListInvalid }).default('waiting'),
  page: z.coerce
    .number({ error: invoicesStaffWords.statementPageInvalid })
    .int(invoicesStaffWords.statementPageInvalid)
    .min(1, invoicesStaffWords.statementPageInvalid)
    .max(100_000, invoicesStaffWords.statementPageInvalid)
    .default(1),
});

/** An open invoice a waiting line may pay: same balance, or its account named in the line. */
export const lineSuggestion = z.object({
  invoice_id: z.number(),
  number: z.string(),
  who: z.string(),
  balance_cents: z.number(),
  /** Why: the balance equals the line's amount, or the account's name/company/document is in it. */
  reason: z.enum(['amount', 'name']),
});

export const STATEMENT_PAGE_SIZE = 50;

/** GET /admin/statements: a page of the lines, each with its suggestions, and the counts. */
export const statementLinesAnswer = z.object({
  lines: z.array(statementLine.extend({ suggestions: z.array(lineSuggestion) })),
  waiting_count: z.number(),
  set_aside_count: z.number(),
  page: z.number(),
  page_size: z.number(),
});

export type StatementLinesAnswer = z.output<typeof statementLinesAnswer>;

/** The answer of set-aside and restore: the line as it is now. */
export const statementLineAnswer = z.object({ message: z.string(), line: statementLine });

/** The upload of a statement: OFX as banks export it, up to 10 MB. */
export const STATEMENT_TYPES = [
  'application/x-ofx',
  'application/ofx',
  'text/plain',
  'application/octet-stream',
] as const;

export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
