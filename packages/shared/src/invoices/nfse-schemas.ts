import { z } from 'zod';

/** An invoice's NFS-e (issue 35, national mode): as its member and as financeiro see it. */

export const nfseStates = ['pendente', 'enviando', 'aceita', 'rejeitada', 'cancelando', 'cancelada'] as const;

export type NfseStateName = (typeof nfseStates)[number];

/**
 * The member's: the NFS-e once the national API accepted it (null before, after a rejection or
 * once cancelled). `consult_url` opens it on the NFS-e Nacional's public consultation.
 */
export const memberNfse = z.object({
  number: z.string().nullable(),
  access_key: z.string(),
  consult_url: z.string(),
  danfse_url: z.string().nullable(),
  /** Only an NFS-e São Paulo issued (NFSE_MODE=sao-paulo): its verification code; consult_url opens the city's page. */
  verification_code: z.string().optional(),
});

export type MemberNfse = z.output<typeof memberNfse>;

/** A rejection's message from the national API (code, description, complement). */
export const nfseRejection = z.object({
  code: z.string(),
  description: z.string(),
  complement: z.string().optional(),
});

/** Financeiro's: its state and, when the API refused it, why (codes and messages). */
export const staffNfse = z.object({
  state: z.enum(nfseStates),
  serie: z.number(),
  n_dps: z.number(),
  number: z.string().nullable(),
  access_key: z.string().nullable(),
  consult_url: z.string().nullable(),
  danfse_url: z.string().nullable(),
  /** Only an NFS-e São Paulo issued: its verification code (the row's série/número are then an RPS's). */
  verification_code: z.string().optional(),
  /** The last error (the API down, a refused cancellation), or null. */
  last_error: z.string().nullable(),
  /** The last rejection's messages; empty when none. */
  errors: z.array(nfseRejection),
});

export type StaffNfse = z.output<typeof staffNfse>;
