import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * The payments ledger (docs/product.md#financeiro, issue 29 items 1, 9–13).
 *
 * - `payments`: one row per amount received on an invoice — by a statement's credit
 *   (`statement_line_id`) or recorded by hand by staff (`recorded_by`). An invoice may have several
 *   (partial payments); their sum is `invoices.received_cents`, which only the one conditional
 *   write of a payment moves (`received_cents + x <= total_cents`, status `paga` once it reaches
 *   the total), so racing payments never exceed the total. `paid_on`/`paid_method`/`paid_note`/
 *   `paid_by`/`paid_at` on the invoice stay as the payment that settled it; `paid_fitid` goes
 *   (the line is the payment's `statement_line_id`).
 * - `statement_lines` rebuilt with a surrogate `id` and `line_key`, the line's identity (sha256 of
 *   account, FITID, date, amount, memo, name and its occurrence in the file): a FITID repeated in
 *   one file (Banco Inter, Unicred) is several lines. `applied_cents` is how much of the credit paid
 *   invoices; the rest waits for staff unless it is set aside (`set_aside_at`, by staff or, when
 *   `set_aside_by` is null, by the import, with `set_aside_reason`).
 *
 * Existing data: each paid invoice gets one payment of its total (from its paid_* columns,
 * linked to the line of its paid_fitid) and `received_cents = total_cents`. An old line keeps
 * `line_key = 'fitid:' || fitid` (the import recognises it by FITID, date and amount: see
 * statement-lines.repository.ts); what is lost: the old table kept one line per FITID, so the
 * repeats an old import dropped are not there (a re-import of that file now records them as new
 * lines), and the account, NAME, REFNUM and kind of an old line are unknown (''). A line that paid
 * an invoice is applied up to the invoice's total: the surplus of an old overpayment now waits for
 * staff; an old underpayment (a small credit that settled a larger invoice by txid, review H1)
 * stays recorded as a payment of the whole total, to be undone by staff if wrong.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  await db.schema
    .alterTable('invoices')
    .addColumn('received_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('statement_lines_v2')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('line_key', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fitid', 'text', (c) => c.notNull())
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('applied_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refnum', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'integer', (c) => c.references('users.id'))
    .addColumn('set_aside_at', 'text')
    .addColumn('set_aside_by', 'integer', (c) => c.references('users.id'))
    .addColumn('set_aside_reason', 'text')
    .addCheckConstraint('statement_lines_applied', sql`applied_cents >= 0 and applied_cents <= amount_cents`)
    .execute();
  await sql`
    insert into statement_lines_v2
      (line_key, account, fitid, posted_on, amount_cents, applied_cents, memo, imported_at, imported_by)
    select 'fitid:' || s.fitid, '', s.fitid, s.posted_on, s.amount_cents,
      case when i.id is null then 0 when s.amount_cents < i.total_cents then s.amount_cents else i.total_cents end,
      s.memo, s.imported_at, s.imported_by
    from statement_lines s left join invoices i on i.id = s.invoice_id and i.status = 'paga'
    order by s.imported_at, s.fitid`.execute(db);
  await db.schema.dropTable('statement_lines').execute();
  await db.schema.alterTable('statement_lines_v2').renameTo('statement_lines').execute();
  await db.schema.createIndex('statement_lines_line_key').on('statement_lines').column('line_key').unique().execute();
  await db.schema.createIndex('statement_lines_fitid').on('statement_lines').column('fitid').execute();
  await db.schema
    .createIndex('statement_lines_waiting')
    .on('statement_lines')
    .columns(['posted_on', 'id'])
    .where(sql.ref('set_aside_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('statement_line_id', 'integer', (c) => c.references('statement_lines.id'))
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint('payments_amount', sql`amount_cents > 0`)
    .addCheckConstraint('payments_method', sql`method in ('pix', 'transferencia', 'boleto', 'dinheiro', 'cartao')`)
    .execute();
  await db.schema.createIndex('payments_invoice').on('payments').column('invoice_id').execute();
  await db.schema.createIndex('payments_statement_line').on('payments').column('statement_line_id').execute();
  await sql`
    insert into payments (invoice_id, amount_cents, paid_on, method, note, statement_line_id, recorded_by, recorded_at)
    select i.id, i.total_cents, coalesce(i.paid_on, substr(coalesce(i.paid_at, i.issued_at), 1, 10)),
      coalesce(i.paid_method, 'transferencia'), i.paid_note,
      (select s.id from statement_lines s where s.line_key = 'fitid:' || i.paid_fitid),
      i.paid_by, coalesce(i.paid_at, i.issued_at)
    from invoices i where i.status = 'paga' and i.total_cents > 0
    order by i.id`.execute(db);
  await sql`update invoices set received_cents = total_cents where status = 'paga'`.execute(db);
  await db.schema.alterTable('invoices').dropColumn('paid_fitid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('paid_fitid', 'text').execute();
  await sql`
    update invoices set paid_fitid = (
      select s.fitid from payments p join statement_lines s on s.id = p.statement_line_id
      where p.invoice_id = invoices.id order by p.id desc limit 1)
    where status = 'paga'`.execute(db);
  await db.schema.dropTable('payments').execute();
  await db.schema
    .createTable('statement_lines_v1')
    .addColumn('fitid', 'text', (c) => c.primaryKey())
    .addColumn('posted_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'integer', (c) => c.references('users.id'))
    .execute();
  // One line per FITID again: a repeated FITID keeps its first line.
  await sql`
    insert into statement_lines_v1 (fitid, posted_on, amount_cents, memo, invoice_id, imported_at, imported_by)
    select s.fitid, s.posted_on, s.amount_cents, s.memo,
      (select i.id from invoices i where i.paid_fitid = s.fitid limit 1), s.imported_at, s.imported_by
    from statement_lines s where s.id = (select min(o.id) from statement_lines o where o.fitid = s.fitid)`.execute(db);
  await db.schema.dropTable('statement_lines').execute();
  await db.schema.alterTable('statement_lines_v1').renameTo('statement_lines').execute();
  await db.schema.createIndex('statement_lines_invoice').on('statement_lines').column('invoice_id').execute();
  await db.schema.alterTable('invoices').dropColumn('received_cents').execute();
}
