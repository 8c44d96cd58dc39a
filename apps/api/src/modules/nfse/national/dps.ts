import { create } from 'xmlbuilder2';

export const nfseNamespace = 'http://www.sped.fazenda.gov.br/nfse';
export const dpsLayoutVersion = '1.01';

export type DpsAddress = {
  municipalityIbge: string;
  cep: string;
  street: string;
  number: string;
  complement?: string;
  district: string;
};

export type DpsInput = {
  environment: 'producao' | 'producao-restrita';
  /** Issue moment as São Paulo local time with offset, e.g. 2026-11-28T10:00:00-03:00. */
  issuedAt: string;
  /** Competence date (the invoice's month), YYYY-MM-DD. */
  competence: string;
  series: number;
  number: number;
  provider: {
    cnpj: string;
    municipalRegistration?: string;
    municipalityIbge: string;
    simplesNacional: boolean;
  };
  taker: { name: string; document: string; address?: DpsAddress; email?: string };
  service: { nationalCode: string; nbsCode: string; description: string };
  amountCentavos: number;
  /** ISS rate in hundredths of a percent (500 = 5.00%). */
  issRateBasisPoints: number;
  ibsCbs: { operationIndicator: string; cst: string; classification: string };
  appVersion: string;
};

const digits = (s: string) => s.replace(/\D/g, '');
const pad = (n: number | string, width: number) => String(n).padStart(width, '0');

function money(centavos: number): string {
  if (!Number.isInteger(centavos) || centavos < 0) throw new Error(`valor inválido: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${pad(centavos % 100, 2)}`;
}

function rate(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${pad(basisPoints % 100, 2)}`;
}

function personId(document: string): Record<string, string> {
  const d = digits(document);
  if (d.length === 11) return { CPF: d };
  if (d.length === 14) return { CNPJ: d };
  throw new Error(`CPF/CNPJ inválido: ${document}`);
}

/** The DPS Id: "DPS" + cLocEmi(7) + tipo de inscrição(1) + inscrição(14) + série(5) + nDPS(15). */
export function dpsId(input: Pick<DpsInput, 'provider' | 'series' | 'number'>): string {
  const cnpj = digits(input.provider.cnpj);
  return `DPS${input.provider.municipalityIbge}2${pad(cnpj, 14)}${pad(input.series, 5)}${pad(input.number, 15)}`;
}

/** Builds the unsigned DPS XML of layout 1.01, elements in the schema's order. */
export function buildDps(input: DpsInput): string {
  const { provider, taker, service } = input;
  const toma: Record<string, unknown> = { ...personId(taker.document), xNome: taker.name };
  if (taker.address) {
    const a = taker.address;
    toma.end = {
      endNac: { cMun: a.municipalityIbge, CEP: digits(a.cep) },
      xLgr: a.street,
      nro: a.number,
      ...(a.complement ? { xCpl: a.complement } : {}),
      xBairro: a.district,
    };
  }
  if (taker.email) toma.email = taker.email;
  const doc = {
    DPS: {
      '@xmlns': nfseNamespace,
      '@versao': dpsLayoutVersion,
      infDPS: {
        '@Id': dpsId(input),
        tpAmb: input.environment === 'producao' ? '1' : '2',
        dhEmi: input.issuedAt,
        verAplic: input.appVersion,
        serie: String(input.series),
        nDPS: String(input.number),
        dCompet: input.competence,
        tpEmit: '1',
        cLocEmi: provider.municipalityIbge,
        prest: {
          CNPJ: digits(provider.cnpj),
          ...(provider.municipalRegistration ? { IM: provider.municipalRegistration } : {}),
          regTrib: { opSimpNac: provider.simplesNacional ? '3' : '1', regEspTrib: '0' },
        },
        toma,
        serv: {
          locPrest: { cLocPrestacao: provider.municipalityIbge },
          cServ: { cTribNac: service.nationalCode, xDescServ: service.description, cNBS: service.nbsCode },
        },
        valores: {
          vServPrest: { vServ: money(input.amountCentavos) },
          trib: {
            tribMun: { tribISSQN: '1', tpRetISSQN: '1', pAliq: rate(input.issRateBasisPoints) },
            totTrib: { indTotTrib: '0' },
          },
        },
        IBSCBS: {
          finNFSe: '0',
          cIndOp: input.ibsCbs.operationIndicator,
          indDest: '0',
          valores: {
            trib: { gIBSCBS: { CST: input.ibsCbs.cst, cClassTrib: input.ibsCbs.classification } },
          },
        },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, doc).end({ headless: false });
}
