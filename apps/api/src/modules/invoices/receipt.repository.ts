import type { Db } from '../../db/connect.ts';

/**
 * Who an account is on a receipt (docs/product.md#receipt): the manager's name and the account's
 * company (its razão social) and CPF or CNPJ, as they are now.
 */
export function accountPayer(db: Db, accountId: number) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .select(['users.name', 'users.lastname', 'companies.name as company', 'companies.document'])
    .where('users.id', '=', accountId)
    .executeTakeFirst();
}
