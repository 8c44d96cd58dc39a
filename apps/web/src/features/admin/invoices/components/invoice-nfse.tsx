import type { AdminInvoiceItem } from '@arena/shared/invoices/schemas';
import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { call } from '../../../../lib/api-client';
import type { Run } from './invoice-card';

/**
 * The invoice's NFS-e (issue 35): its state, DPS (São Paulo's: RPS) and number, the API's
 * rejection (codes and messages) and, while rejected, "Reenviar nota fiscal" once it is corrected.
 */
export function InvoiceNfse({ invoice, run, busy }: { invoice: AdminInvoiceItem; run?: Run; busy?: boolean }) {
  const nfse = invoice.nfse;
  if (!nfse) return null;
  const sp = nfse.verification_code !== undefined;
  return (
    <div className="finance-nfse">
      <p>
        {invoicesStaffWords.nfseLabel}:{' '}
        <strong className={`finance-nfse-${nfse.state}`}>{invoicesStaffWords.nfseStates[nfse.state]}</strong>{' '}
        <span className="finance-memo">
          {(sp ? invoicesStaffWords.nfseRps : invoicesStaffWords.nfseDps)(nfse.serie, nfse.n_dps)}
        </span>
        {nfse.number ? <span> · {invoicesStaffWords.nfseNumber(nfse.number)}</span> : null}
        {nfse.verification_code ? <span> · {invoicesStaffWords.nfseVerification(nfse.verification_code)}</span> : null}
        {nfse.consult_url ? (
          <>
            {' · '}
            <a href={nfse.consult_url} target="_blank" rel="noreferrer">
              {sp ? invoicesStaffWords.nfseConsultSaoPaulo : invoicesStaffWords.nfseConsult}
            </a>
          </>
        ) : null}
      </p>
      {nfse.errors.length > 0 ? (
        <ul aria-label={invoicesStaffWords.nfseRejections}>
          {nfse.errors.map((e) => (
            <li key={e.code}>
              <strong>{e.code}</strong>: {e.description}
              {e.complement ? ` (${e.complement})` : null}
            </li>
          ))}
        </ul>
      ) : nfse.last_error ? (
        <p>{nfse.last_error}</p>
      ) : null}
      {run && nfse.state === 'rejeitada' ? (
        <button
          type="button"
          className="button button-ghost"
          disabled={busy}
          onClick={() => run(() => call('resendInvoiceNfse', { params: { id: invoice.id } }))}
        >
          {invoicesStaffWords.nfseResend}
        </button>
      ) : null}
    </div>
  );
}
