import type { MemberNfse, StaffNfse } from '@arena/shared/invoices/nfse-schemas';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { nfseOfInvoices, resendRejected } from './nfse.repository.ts';
import { SP_NFE_PAGE } from './sao-paulo/port.ts';

/**
 * An invoice's NFS-e as its screens and the accountant's CSV show it (issue 35, item 4): the
 * member sees it once accepted; financeiro sees its state and why the API refused it.
 */

/** The NFS-e Nacional's public consultation of an NFS-e by its access key (the DANFSe's QR code). */
const consultBase = {
  'producao-restrita': 'https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=',
  producao: 'https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=',
} as const;

export type NfseEnvironment = keyof typeof consultBase;

export function consultUrl(environment: NfseEnvironment, accessKey: string): string {
  return `${consultBase[environment]}${accessKey}`;
}

function rejections(json: string | null): StaffNfse['errors'] {
  if (!json) return [];
  const list = JSON.parse(json) as StaffNfse['errors'];
  return list.map((e) => ({
    code: e.code,
    description: e.description,
    ...(e.complement ? { complement: e.complement } : {}),
  }));
}

/**
 * Where an NFS-e is consulted: a national one on the NFS-e Nacional by its access key; one São
 * Paulo issued (NFSE_MODE=sao-paulo) on the city's own page, kept at acceptance with its CCM,
 * number and verification code (it is also the city's print of the nota, so no separate PDF link).
 */
function links(environment: NfseEnvironment, accessKey: string | null, kept: string | null) {
  if (kept?.startsWith(SP_NFE_PAGE)) {
    const code = new URL(kept).searchParams.get('verificacao');
    return { consult_url: kept, danfse_url: null, ...(code ? { verification_code: code } : {}) };
  }
  return { consult_url: accessKey ? consultUrl(environment, accessKey) : null, danfse_url: kept };
}

/** The staff view of each invoice's NFS-e, by invoice id (none without one). */
export async function staffNfseOf(
  db: Db,
  environment: NfseEnvironment,
  invoiceIds: number[],
): Promise<Map<number, StaffNfse>> {
  const rows = await nfseOfInvoices(db, invoiceIds);
  return new Map(
    rows.map((r) => [
      r.invoice_id,
      {
        state: r.state,
        serie: r.serie,
        n_dps: r.n_dps,
        number: r.nfse_number,
        access_key: r.access_key,
        ...links(environment, r.access_key, r.danfse_url),
        last_error: r.last_error,
        errors: rejections(r.error_messages),
      },
    ]),
  );
}

/** The member's: only an accepted NFS-e (not one pending, refused or cancelled). */
export async function memberNfseOf(
  db: Db,
  environment: NfseEnvironment,
  invoiceId: number,
): Promise<MemberNfse | null> {
  const nfse = (await staffNfseOf(db, environment, [invoiceId])).get(invoiceId);
  if (!nfse || nfse.state !== 'aceita' || !nfse.access_key || !nfse.consult_url) return null;
  return {
    number: nfse.number,
    access_key: nfse.access_key,
    consult_url: nfse.consult_url,
    danfse_url: nfse.danfse_url,
    ...(nfse.verification_code ? { verification_code: nfse.verification_code } : {}),
  };
}

/**
 * Financeiro's "Reenviar nota fiscal" (issue 35): a rejected NFS-e back to `pendente`, sent again
 * by the job with its série and número. The conditional write lets one of many clicks through;
 * the others, and any on an NFS-e not rejected, are told there is nothing to resend.
 */
export async function resendNfse(deps: Pick<Deps, 'db' | 'clock'>, staff: AuthUser, invoiceId: number) {
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await resendRejected(trx, invoiceId, now))) throw new AppError(409, 'nfseNotRejected');
    await recordAudit(trx, {
      actorId: staff.id,
      action: 'invoice.nfse_resend',
      target: `invoice:${invoiceId}`,
      before: { nfse_state: 'rejeitada' },
      after: { nfse_state: 'pendente' },
      now,
    });
  });
}
