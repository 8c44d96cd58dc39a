import { formatCents } from '@arena/shared/rules/money';
import { type Rendered, render } from './layout.ts';

/**
 * The e-mail of a paid invoice, carrying its nota fiscal (issue 35, item 4; docs/product.md#mail-messages):
 * sent once the invoice is paid and its NFS-e accepted, whichever comes last.
 */
export type PaidNfseFacts = {
  name: string;
  /** The invoice's number. */
  number: string;
  /** `novembro de 2026`. */
  month: string;
  total_cents: number;
  /** The invoice's screen in the app. */
  url: string;
  nfse: {
    /** The NFS-e's number, when the API's answer carried it. */
    number: string | null;
    access_key: string;
    consult_url: string;
    danfse_url: string | null;
    /** São Paulo's (NFSE_MODE=sao-paulo): the nota is then the city's, with its verification code. */
    verification_code?: string;
  };
};

export const invoicePaidWithNfse = (f: PaidNfseFacts): Rendered =>
  render(
    `Fatura ${f.number} paga: nota fiscal ${f.nfse.number ? `nº ${f.nfse.number}` : 'emitida'}`,
    [
      `Olá, ${f.name}!`,
      `Recebemos o pagamento da fatura ${f.number} (${f.month}), de ${formatCents(f.total_cents)}. Obrigado!`,
      [
        'A nota fiscal de serviço eletrônica (NFS-e) desta fatura foi emitida:',
        ...(f.nfse.number ? [`Número: ${f.nfse.number}`] : []),
        f.nfse.verification_code
          ? `Código de verificação: ${f.nfse.verification_code}`
          : `Chave de acesso: ${f.nfse.access_key}`,
      ].join('\n'),
      f.nfse.verification_code
        ? `Consulte a nota na Prefeitura de São Paulo: ${f.nfse.consult_url}`
        : `Consulte a nota na NFS-e Nacional: ${f.nfse.consult_url}`,
      ...(f.nfse.danfse_url ? [`DANFSe (PDF da nota): ${f.nfse.danfse_url}`] : []),
    ],
    { label: 'Ver a fatura', url: f.url },
  );
