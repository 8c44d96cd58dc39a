import type { Supplier } from '@arena/shared/invoices/schemas';
import { invoicesWords } from '@arena/shared/invoices/words';

/** Who supplies the service (CDC art. 42-A): razão social, CNPJ and address, on the invoice and its receipt. */
export function SupplierBlock({ supplier }: { supplier: Supplier }) {
  return (
    <address className="invoice-supplier">
      <span className="invoice-supplier-label">{invoicesWords.invoiceSupplier}</span>
      <strong>{supplier.name}</strong>
      {supplier.document ? <span>{invoicesWords.invoiceSupplierDocument(supplier.document)}</span> : null}
      {supplier.address ? <span>{supplier.address}</span> : null}
    </address>
  );
}
