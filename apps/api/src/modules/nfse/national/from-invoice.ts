import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Config } from '../../../config.ts';
import type { NfseMessage } from '../provider.ts';
import { buildDps, type DpsInput, dpsId } from './dps.ts';
import { signEnveloped } from './sign.ts';
import { validateDps } from './xsd.ts';

/** The series Arena's DPS are numbered in (its own, so a portal's by-hand DPS never collide). */
export const ARENA_DPS_SERIES = 900;

/**
 * The IBS/CBS group layout 1.01 asks (LC 214/2025): the operation indicator of a service given
 * where the provider is, the regular taxation CST and its classification. 2026 is the test year
 * (CBS 0.9%, IBS 0.1%, no amount due), so the codes are the same for every space.
 */
export const coworkingIbsCbs = { operationIndicator: '100301', cst: '000', classification: '000001' } as const;

export type NfseSettings = Pick<
  Config,
  | 'COMPANY_DOCUMENT'
  | 'NFSE_ENVIRONMENT'
  | 'NFSE_MUNICIPALITY_IBGE'
  | 'NFSE_MUNICIPAL_REGISTRATION'
  | 'NFSE_TAX_REGIME'
  | 'NFSE_SERVICE_CODE'
  | 'NFSE_NBS_CODE'
  | 'NFSE_ISS_RATE'
  | 'NFSE_SERVICE_DESCRIPTION'
  | 'SPACE_TIMEZONE'
> & { nfseCertificate: { privateKeyPem: string; certificatePem: string } | null };

export type DpsInvoice = {
  number: string;
  month: string;
  total_cents: number;
  bill_to_name: string;
  bill_to_document: string | null;
};

const digits = (s: string) => s.replace(/\D/g, '');

/** The DPS Id a series and number get with these settings. */
export function dpsIdFor(config: NfseSettings, serie: number, n: number): string {
  return dpsId({
    provider: {
      cnpj: config.COMPANY_DOCUMENT,
      municipalityIbge: config.NFSE_MUNICIPALITY_IBGE ?? '',
      simplesNacional: false,
    },
    series: serie,
    number: n,
  });
}

/** The layout's input for an invoice: provider from the settings, taker from its snapshot. */
export function dpsInputOf(config: NfseSettings, invoice: DpsInvoice, serie: number, n: number, now: Date): DpsInput {
  const doc = digits(invoice.bill_to_document ?? '');
  return {
    environment: config.NFSE_ENVIRONMENT,
    issuedAt: format(new TZDate(now.getTime(), config.SPACE_TIMEZONE), "yyyy-MM-dd'T'HH:mm:ssXXX"),
    competence: `${invoice.month}-01`,
    series: serie,
    number: n,
    provider: {
      cnpj: config.COMPANY_DOCUMENT,
      ...(config.NFSE_MUNICIPAL_REGISTRATION ? { municipalRegistration: config.NFSE_MUNICIPAL_REGISTRATION } : {}),
      municipalityIbge: config.NFSE_MUNICIPALITY_IBGE ?? '',
      simplesNacional: config.NFSE_TAX_REGIME === 'simples-nacional',
    },
    // The address is not collected (invoice-lines.ts), so the taker goes without one, as the layout allows.
    taker: { name: invoice.bill_to_name.slice(0, 300), document: doc },
    service: {
      nationalCode: config.NFSE_SERVICE_CODE ?? '',
      nbsCode: config.NFSE_NBS_CODE ?? '',
      description: `${config.NFSE_SERVICE_DESCRIPTION ?? ''} — fatura ${invoice.number}, ${invoice.month}`.slice(
        0,
        2000,
      ),
    },
    amountCentavos: invoice.total_cents,
    issRateBasisPoints: config.NFSE_ISS_RATE ?? 0,
    ibsCbs: coworkingIbsCbs,
    appVersion: 'Arena 1.0',
  };
}

export type BuiltDps = { ok: true; xml: string } | { ok: false; errors: NfseMessage[] };

/**
 * Builds, signs and validates the DPS of an invoice. A DPS the XSD refuses (or a taker with no
 * valid CPF/CNPJ) is never sent: it comes back as errors for financeiro, code `ARENA-XSD`.
 */
export async function signedDpsOf(
  config: NfseSettings,
  invoice: DpsInvoice,
  serie: number,
  n: number,
  now: Date,
): Promise<BuiltDps> {
  if (!config.nfseCertificate) throw new Error('NFS-e certificate not loaded (NFSE_MODE is off)');
  const doc = digits(invoice.bill_to_document ?? '');
  if (doc.length !== 11 && doc.length !== 14) {
    return {
      ok: false,
      errors: [{ code: 'ARENA-TOMADOR', description: 'Fatura sem CPF/CNPJ do tomador: corrija o cadastro e reenvie' }],
    };
  }
  const signed = signEnveloped(buildDps(dpsInputOf(config, invoice, serie, n, now)), 'infDPS', config.nfseCertificate);
  const check = await validateDps(signed);
  if (!check.valid) {
    return {
      ok: false,
      errors: check.errors
        .slice(0, 5)
        .map((e) => ({ code: 'ARENA-XSD', description: 'DPS fora do leiaute', complement: e })),
    };
  }
  return { ok: true, xml: signed };
}
