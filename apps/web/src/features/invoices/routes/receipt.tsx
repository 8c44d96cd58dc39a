import { formatDay } from '@arena/shared/rules/dates';
import type { PaymentMethod } from '@arena/shared/invoices/schemas';
import { invoicesWords } from '@arena/shared/invoices/words';
import { monthLabel } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';

import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { invoicePath } from '../../../config/paths';
import { call, errorMessage } from '../../../lib/api-client';
import { SupplierBlock } from '../components/supplier-block';
import '../invoices.css';
import '../receipt.css';

const methodWord: Record<PaymentMethod, string> = {
  pix: invoicesWords.receiptMethodPix,
  transferencia: invoicesWords.receiptMethodTransferencia,
  boleto: invoicesWords.receiptMethodBoleto,
  dinheiro: invoicesWords.receiptMethodDinheiro,
  cartao: invoicesWords.receiptMethodCartao,
};

/**
 * `/invoices/:id/recibo` (docs/product.md#receipt): the receipt of an invoice's payments, to read
 * and print (Código Civil art. 319) — who paid, what, when and how, who received, and the
 * quitação; _Recibo de pagamento parcial_ while a balance is left. Printing keeps only the receipt.
 */
export default function ReceiptRoute() {
  return (
    <ManagersOnly title={invoicesWords.invoicesTitle} call="updateUser">
      <ReceiptScreen />
    </ManagersOnly>
  );
}

function ReceiptScreen() {
  const id = Number(useParams().id);
  const receipt = useQuery({
    queryKey: ['invoices', id, 'receipt'],
    queryFn: async () => (await call('getInvoiceReceipt', { params: { id } })).data,
  });
  const back = (
    <p className="receipt-tools">
      <Link to={invoicePath(id)}>{invoicesWords.receiptBack}</Link>
    </p>
  );
  if (receipt.isError) {
    return (
      <>
        <PageTitle>{invoicesWords.invoicesTitle}</PageTitle>
        <p className="card">{errorMessage(receipt.error)}</p>
        {back}
      </>
    );
  }
  const r = receipt.data;
  if (!r) return <p className="card">{invoicesWords.receiptLoading}</p>;
  const received = formatCents(r.received_cents);
  const payer = r.payer.document ? `${r.payer.name} (${r.payer.document})` : r.payer.name;
  const quitacao = r.partial ? invoicesWords.receiptQuitacaoPartial : invoicesWords.receiptQuitacao;
  return (
    <>
      <PageTitle>
        {r.partial ? invoicesWords.receiptPartialTitle(r.number) : invoicesWords.receiptTitle(r.number)}
      </PageTitle>
      <article className="card receipt">
        <section>
          <h2>{invoicesWords.receiptPayer}</h2>
          <p>
            <strong>{r.payer.name}</strong>
            {r.payer.document ? (
              <span className="receipt-document">{invoicesWords.receiptPayerDocument(r.payer.document)}</span>
            ) : null}
          </p>
        </section>
        <p>{invoicesWords.receiptWhat(r.number, monthLabel(r.month), formatCents(r.total_cents))}</p>
        <table className="invoice-lines receipt-payments">
          <caption>{invoicesWords.receiptPayments}</caption>
          <thead>
            <tr>
              <th scope="col">{invoicesWords.receiptDate}</th>
              <th scope="col">{invoicesWords.receiptMethod}</th>
              <th scope="col">{invoicesWords.receiptAmount}</th>
            </tr>
          </thead>
          <tbody>
            {r.payments.map((p, i) => (
              <tr key={`${i}-${p.paid_on}`}>
                <td>{formatDay(p.paid_on)}</td>
                <td>{methodWord[p.method]}</td>
                <td>{formatCents(p.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {invoicesWords.receiptReceived}
              </th>
              <td>
                <strong>{received}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
        {r.partial ? <p>{invoicesWords.receiptBalance(formatCents(r.total_cents - r.received_cents))}</p> : null}
        <p className="receipt-quitacao">{quitacao(r.supplier.name, payer, received, r.number)}</p>
        <SupplierBlock supplier={r.supplier} />
      </article>
      <p className="receipt-tools">
        <button type="button" className="button" onClick={() => window.print()}>
          {invoicesWords.receiptPrint}
        </button>
      </p>
      {back}
    </>
  );
}
