import type { MemberNfse } from '@arena/shared/invoices/nfse-schemas';
import { nfseWords } from '@arena/shared/invoices/nfse-words';

/**
 * The invoice's NFS-e once accepted (issue 35): number, key and links; one São Paulo issued
 * (NFSE_MODE=sao-paulo) shows its verification code and the city's page instead.
 */
export function NfseBlock({ nfse }: { nfse: MemberNfse }) {
  return (
    <section className="invoice-nfse" aria-labelledby="invoice-nfse-title">
      <h2 id="invoice-nfse-title">{nfseWords.title}</h2>
      {nfse.number ? <p>{nfseWords.number(nfse.number)}</p> : null}
      <p className="invoice-nfse-key">
        {nfse.verification_code ? nfseWords.verificationCode : nfseWords.accessKey}:{' '}
        <span>{nfse.verification_code ?? nfse.access_key}</span>
      </p>
      <p>
        <a href={nfse.consult_url} target="_blank" rel="noreferrer">
          {nfse.verification_code ? nfseWords.consultSaoPaulo : nfseWords.consult}
        </a>
        {nfse.danfse_url ? (
          <>
            {' · '}
            <a href={nfse.danfse_url} target="_blank" rel="noreferrer">
              {nfseWords.danfse}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
