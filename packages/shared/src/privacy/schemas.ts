import { z } from 'zod';

/**
 * GET /users/me/data (docs/product.md#my-data): everything held about the caller, as one JSON
 * file. Rows are kept as the database holds them, minus password hashes and token hashes.
 */
const rows = z.array(z.record(z.string(), z.unknown()));

export const myDataAnswer = z.object({
  generated_at: z.string(),
  user: z.record(z.string(), z.unknown()),
  company: z.record(z.string(), z.unknown()).nullable(),
  /** Each booking with its check-in, release, series and the excedente price recorded. */
  bookings: rows,
  /** The guests the person invited (kept until 30 days after the visit). */
  guests: rows,
  /** An account holder's invoices as issued, with the _Já paguei_ notice and the Pix txid; [] for a team member. */
  invoices: rows,
  /** The payments on those invoices, with the statement line that paid each (memo, payer). */
  payments: rows,
  /** The Pix side of those invoices (docs/product.md#pix-charges): each charge at the PSP, each Pix received with its payer, each refund. */
  pix_charges: rows,
  pix_received: rows,
  pix_refunds: rows,
  /** The NFS-e of those invoices (issue 35): number, access key, the XML the city holds. */
  nfse: rows,
  requests: rows,
  emails: rows,
  sessions: rows,
  devices: rows,
  registration_drafts: rows,
  calendar_feed: z.record(z.string(), z.unknown()).nullable(),
  audit: rows,
  /** Each version of the terms the person accepted: when and from which address (docs/product.md#terms). */
  terms_acceptances: rows,
});

export type MyData = z.output<typeof myDataAnswer>;
