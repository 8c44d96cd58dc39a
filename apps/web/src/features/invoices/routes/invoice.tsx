import { formatDay } from '@arena/shared/rules/dates';
import { invoicesWords } from '@arena/shared/invoices/words';
import { monthLabel } from '@arena/shared/rules/hours';
import { formatCents } from '@arena/shared/rules/money';
import { formatDocument } from '@arena/shared/rules/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { useModal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';
import { invoiceReceiptPath, paths } from '../../../config/paths';
import { call, errorMessage } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { NfseBlock } from '../components/nfse-block';
import { SupplierBlock } from '../components/supplier-block';
import { statusWord } from '../invoice-words';
import '../invoices.css';

/**
 * `/invoices/:id` (docs/product.md#invoices): one invoice's lines, and how to pay it — the Pix QR
 * code and its "copia e cola" text with `Copiar código Pix`, or the space's instructions — and
 * `Já paguei`, which tells staff (the invoice shows _pagamento informado_ until they confirm it).
 */
export default function InvoiceRoute() {
  return (
    // Money is the account holder's, as Cadastro is (docs/product.md#team-gerente): a team gerente is told so.
    <ManagersOnly title={invoicesWords.invoicesTitle} call="updateUser">
      <InvoiceScreen />
    </ManagersOnly>
  );
}

function InvoiceScreen() {
  const id = Number(useParams().id);
  const modal = useModal();
  const client = useQueryClient();
  const invoice = useQuery({
    queryKey: ['invoices', id],
    queryFn: async () => (await call('getInvoice', { params: { id } })).data,
    // With a Pix charge the PSP notifies the payment (docs/product.md#pix-charges): shown at once.
    refetchInterval: (query) => (query.state.data?.pix_charge === 'ativa' ? 5_000 : false),
  });
  // Once it is paid (or partly), the list and the overdue block are read again.
  const state = invoice.data ? `${invoice.data.status}:${invoice.data.received_cents}` : undefined;
  useEffect(() => {
    if (state === undefined) return;
    void client.invalidateQueries({ queryKey: ['invoices'], exact: true });
    void client.invalidateQueries({ queryKey: ['booking-block'] });
  }, [state, client]);
  const notice = useMutation({
    mutationFn: async () => (await call('sendPaidNotice', { params: { id } })).data,
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: ['invoices'] });
      await modal.show(answer.message);
    },
    onError: (error) => modal.show(errorMessage(error)),
  });
  // Said quietly beside the button, not in a dialog to dismiss (walk P3).
  const { said: copied, copy } = useCopy({
    copied: invoicesWords.invoicePixCopied,
    failed: invoicesWords.invoicePixNotCopied,
  });
  if (invoice.isError) {
    return (
      <>
        <PageTitle>{invoicesWords.invoicesTitle}</PageTitle>
        <p className="card">{errorMessage(invoice.error)}</p>
      </>
    );
  }
  const data = invoice.data;
  if (!data) return <p className="card">{invoicesWords.invoiceLoading}</p>;
  return (
    <>
      <PageTitle>{invoicesWords.invoiceTitle(data.number)}</PageTitle>
      <section className="card invoice-detail">
        <p className="invoice-row-head">
          <span>{monthLabel(data.month)}</span>
          <span className={`invoice-status invoice-status-${data.overdue ? 'vencida' : data.status}`}>
            {statusWord(data)}
          </span>
        </p>
        {data.replaced_by ? (
          <p className="invoice-link-note">{invoicesWords.invoiceReplacedBy(data.replaced_by)}</p>
        ) : null}
        {data.replaces ? <p className="invoice-link-note">{invoicesWords.invoiceReplaces(data.replaces)}</p> : null}
        <p>
          {invoicesWords.invoiceBillTo(
            data.bill_to_name,
            data.bill_to_document ? formatDocument(data.bill_to_document) : '',
          )}
        </p>
        <table className="invoice-lines">
          <caption>{invoicesWords.invoiceLines}</caption>
          <thead>
            <tr>
              <th scope="col">{invoicesWords.invoiceLines}</th>
              <th scope="col">{invoicesWords.invoiceQuantity}</th>
              <th scope="col">{invoicesWords.invoiceTotal}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line, i) => (
              <tr key={`${i}-${line.description}`}>
                <td>
                  {line.description}
                  <span className="invoice-unit">
                    {invoicesWords.invoiceUnit}: {formatCents(line.unit_cents)}
                  </span>
                </td>
                <td>{String(line.quantity).replace('.', ',')}</td>
                <td>{formatCents(line.total_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {invoicesWords.invoiceTotal}
              </th>
              <td>
                <strong>{formatCents(data.total_cents)}</strong>
              </td>
            </tr>
            {data.status === 'aberta' && data.received_cents > 0 ? (
              <>
                <tr>
                  <th scope="row" colSpan={2}>
                    {invoicesWords.invoiceReceived}
                  </th>
                  <td>{formatCents(data.received_cents)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2}>
                    {invoicesWords.invoiceBalance}
                  </th>
                  <td>
                    <strong>{formatCents(data.balance_cents)}</strong>
                  </td>
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
        <p>
          {invoicesWords.invoiceDue}: <strong>{formatDay(data.due_date)}</strong>
          {data.paid_on ? ` · ${invoicesWords.invoicePaidOn(formatDay(data.paid_on))}` : ''}
        </p>
        {data.received_cents > 0 ? (
          // docs/product.md#receipt: the quitação of what was received, partial while a balance is left.
          <p>
            <Link className="button button-ghost" to={invoiceReceiptPath(data.id)}>
              {data.status === 'paga' ? invoicesWords.receiptLink : invoicesWords.receiptPartialLink}
            </Link>
          </p>
        ) : null}
        <SupplierBlock supplier={data.supplier} />
        {data.nfse ? <NfseBlock nfse={data.nfse} /> : null}
      </section>
      {data.pix_code && data.pix_qr ? (
        <section className="card invoice-pix" aria-labelledby="invoice-pix-title">
          <h2 id="invoice-pix-title">{invoicesWords.invoicePixTitle}</h2>
          <p>{invoicesWords.invoicePixHelp}</p>
          <img className="invoice-qr" src={data.pix_qr} alt={invoicesWords.invoicePixAlt} width={240} height={240} />
          <p className="invoice-pix-code">{data.pix_code}</p>
          <button type="button" className="button" onClick={() => void copy(data.pix_code ?? '')}>
            {invoicesWords.invoiceCopyPix}
          </button>
          <p role="status" className="invoice-copied">
            {copied}
          </p>
        </section>
      ) : null}
      {data.payment_instructions ? <p className="card invoice-instructions">{data.payment_instructions}</p> : null}
      {data.status === 'aberta' && !data.paid_notice ? (
        <button
          type="button"
          className="button button-ghost"
          disabled={notice.isPending}
          onClick={() => notice.mutate()}
        >
          {invoicesWords.invoiceAlreadyPaid}
        </button>
      ) : null}
      <p>
        <Link to={paths.invoices}>{invoicesWords.invoiceBack}</Link>
      </p>
    </>
  );
}
