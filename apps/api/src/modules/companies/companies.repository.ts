import type { Db } from '../../db/connect.ts';

/** A manager's company (docs/product.md#statuses-and-levels), created with their registration; staff read it joined to the user. */
/** The company's name, as the invite e-mail names a manager's team (docs/product.md#team). */
export async function companyNameOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('companies').select('name').where('user_id', '=', userId).executeTakeFirst();
  return row?.name;
}

export async function insertCompany(
  db: Db,
  company: { userId: number; document: string; name: string; activity: string; phone: string; site: string },
): Promise<void> {
  const { userId, ...fields } = company;
  await db
    .insertInto('companies')
    .values({ user_id: userId, ...fields })
    .execute();
}

export function findCompany(db: Db, userId: number) {
  return db
    .selectFrom('companies')
    .select(['document', 'name', 'activity', 'phone', 'site'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Staff's correction, or an anonymisation (docs/product.md#privacy): the fields given, replaced. */
export async function updateCompany(
  db: Db,
  userId: number,
  changes: Partial<{ document: string; name: string; activity: string; phone: string; site: string }>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('companies').set(changes).where('user_id', '=', userId).execute();
}
