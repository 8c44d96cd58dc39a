import type { Generated } from 'kysely';

/** NFS-e's tables (issue 35, migrations/20261129001000_nfse.ts); schema.ts joins them in. */

export type NfseState = 'pendente' | 'enviando' | 'aceita' | 'rejeitada' | 'cancelando' | 'cancelada';

/** The NFS-e of an invoice: its DPS (numbered once), the queue's columns, the API's answer. */
export type NfseTable = {
  id: Generated<number>;
  invoice_id: number;
  state: Generated<NfseState>;
  serie: number;
  n_dps: number;
  /** The DPS's Id attribute ("DPS" + city + CNPJ + série + número), the API's key for it. */
  dps_id: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  claimed_until: string | null;
  last_error: string | null;
  /** JSON [{code, description, complement?}] of the last rejection. */
  error_messages: string | null;
  /** The codes of the last rejection, comma-separated, for lists. */
  error_codes: string | null;
  access_key: string | null;
  nfse_number: string | null;
  nfse_xml: string | null;
  danfse_url: string | null;
  sent_at: string | null;
  accepted_at: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  /** When the paid invoice's e-mail carrying this nota was queued (migrations/20261129010000_nfse_mailed.ts). */
  mailed_at: string | null;
  created_at: string;
  updated_at: string;
};

export type NfseSeriesTable = { serie: number; last: Generated<number> };

export type NfseTables = { nfse: NfseTable; nfse_series: NfseSeriesTable };
