import type { MemberNfse } from '@arena/shared/invoices/nfse-schemas';
import { nfseWords } from '@arena/shared/invoices/nfse-words';

/** The invoice's NFS-e once the NFS-e Nacional accepted it (issue 35): number, key and links. */
export function NfseBlock({ nfse }: { nfse: MemberNfse }) {
  return (
    <section className="invoice-nfse" aria-labelledby="invoice-nfse-title">
      <h2 id="invoice-nfse-title">{nfseWords.title}</h2>
      {nfse.number ? <p>{nfseWords.number(nfse.number)}</p> : null}
      <p className="invoice-nfse-key">
        {nfseWords.accessKey}: <span>{nfse.access_key}</span>
      </p>
      <p>
        <a href={nfse.consult_url} target="_blank" rel="noreferrer">
          {nfseWords.consult}
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
