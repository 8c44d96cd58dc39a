/**
 * A manager's company (docs/product.md#registration-data): created with their registration, in its
 * transaction; staff read it joined to its user (users.repository.ts).
 */
export { companyNameOf, findCompany, insertCompany, updateCompany } from './companies.repository.ts';
