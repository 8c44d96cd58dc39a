import { messages } from '@arena/shared/messages';
import type { Supplier } from '@arena/shared/schemas/supplier';

/** Who supplies the service (CDC art. 42-A): razão social, CNPJ and address, on the invoice and its receipt. */
export function SupplierBlock({ supplier }: { supplier: Supplier }) {
  return (
    <address className="invoice-supplier">
      <span className="invoice-supplier-label">{messages.invoiceSupplier}</span>
      <strong>{supplier.name}</strong>
      {supplier.document ? <span>{messages.invoiceSupplierDocument(supplier.document)}</span> : null}
      {supplier.address ? <span>{supplier.address}</span> : null}
    </address>
  );
}
