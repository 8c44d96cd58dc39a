import { type Kysely, sql } from 'kysely';

/**
 * Who was billed stays with the invoice (docs/product.md#invoices, #anonymize): the name and
 * CPF/CNPJ at issue — a company's razão social and CNPJ, an individual's name and CPF — and the
 * address when known, kept for the fiscal years however the account changes or is anonymised
 * (LGPD art. 7 II and 16 I). Existing invoices take them from the account as it is now (an account
 * already anonymised has no document left to take).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('bill_to_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('invoices').addColumn('bill_to_document', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('bill_to_address', 'text').execute();
  const accounts = await sql<{
    id: number;
    name: string;
    lastname: string;
    company: string | null;
    document: string | null;
  }>`
    select users.id, users.name, users.lastname, companies.name as company, companies.document
    from users left join companies on companies.user_id = users.id
    where users.id in (select account_id from invoices)`.execute(db);
  for (const a of accounts.rows) {
    const document = a.document ? a.document : null;
    // The seed's rule (docs/product.md#validation): more than 11 characters is a CNPJ.
    const cnpj = document !== null && document.length > 11;
    const name = cnpj && a.company ? a.company : `${a.name} ${a.lastname}`.trim();
    await sql`update invoices set bill_to_name = ${name}, bill_to_document = ${document} where account_id = ${a.id}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('bill_to_address').execute();
  await db.schema.alterTable('invoices').dropColumn('bill_to_document').execute();
  await db.schema.alterTable('invoices').dropColumn('bill_to_name').execute();
}
