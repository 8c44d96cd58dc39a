import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { coworkingIbsCbs, type DpsInvoice, type NfseSettings } from '../national/from-invoice.ts';
import type { RpsInput } from './rps.ts';

/**
 * São Paulo's settings: the national ones (national/from-invoice.ts) plus the city's own service
 * code (its Lista de Serviços, 5 digits, not the national cTribNac) and the CCM, which the city
 * requires (NFSE_MUNICIPAL_REGISTRATION); config-nfse.ts requires both with NFSE_MODE=sao-paulo.
 */
export type SaoPauloSettings = NfseSettings & { NFSE_SP_SERVICE_CODE: string };

/** The series Arena's RPS are numbered in (the national module's 900, as text: tpSerieRPS is up to 5 characters). */
export const ARENA_RPS_SERIES = '900';

const digits = (s: string) => s.replace(/\D/g, '');

/** The RPS of an invoice: provider from the settings, taker from the invoice's snapshot. */
export function rpsInputOf(config: SaoPauloSettings, invoice: DpsInvoice, n: number, now: Date): RpsInput {
  if (!config.NFSE_MUNICIPAL_REGISTRATION)
    throw new Error('NFSE_MUNICIPAL_REGISTRATION (CCM) is required in São Paulo');
  return {
    municipalRegistration: digits(config.NFSE_MUNICIPAL_REGISTRATION),
    series: ARENA_RPS_SERIES,
    number: n,
    issueDate: format(new TZDate(now.getTime(), config.SPACE_TIMEZONE), 'yyyy-MM-dd'),
    serviceCode: config.NFSE_SP_SERVICE_CODE,
    issRateBasisPoints: config.NFSE_ISS_RATE ?? 0,
    taker: { name: invoice.bill_to_name, document: digits(invoice.bill_to_document ?? '') },
    description: `${config.NFSE_SERVICE_DESCRIPTION ?? ''} — fatura ${invoice.number}, ${invoice.month}`,
    amountCentavos: invoice.total_cents,
    nbsCode: config.NFSE_NBS_CODE ?? '',
    ibsCbs: { operationIndicator: coworkingIbsCbs.operationIndicator, classification: coworkingIbsCbs.classification },
  };
}
