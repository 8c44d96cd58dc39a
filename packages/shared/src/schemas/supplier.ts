import { z } from 'zod';

/**
 * Who supplies the service an invoice bills (docs/product.md#invoices; CDC art. 42-A): the space's
 * razão social, CNPJ and address (COMPANY_NAME, COMPANY_DOCUMENT, COMPANY_ADDRESS). The document
 * is formatted (`12.345.678/0001-95`); empty when unset.
 */
export const supplier = z.object({ name: z.string(), document: z.string(), address: z.string() });
export type Supplier = z.output<typeof supplier>;
