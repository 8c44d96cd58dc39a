import { create } from 'xmlbuilder2';
import { dpsLayoutVersion, nfseNamespace } from './dps.ts';

/** The cancellation event (e101101) and its request's Id: "PRE" + access key + event type + nPedRegEvento. */
export const CANCEL_EVENT = '101101';

export type CancelInput = {
  environment: 'producao' | 'producao-restrita';
  accessKey: string;
  authorCnpj: string;
  /** UTC-offset moment, e.g. 2026-11-28T10:00:00-03:00. */
  at: string;
  /** 1 erro na emissão, 2 serviço não prestado, 9 outros. */
  reasonCode: '1' | '2' | '9';
  /** 15 to 255 characters. */
  reason: string;
  appVersion: string;
};

export const cancelRequestId = (accessKey: string) => `PRE${accessKey}${CANCEL_EVENT}001`;

/** Builds the unsigned pedRegEvento of layout 1.01 asking the cancellation of an NFS-e. */
export function buildCancelRequest(input: CancelInput): string {
  const reason = input.reason.length >= 15 ? input.reason.slice(0, 255) : input.reason.padEnd(15, '.');
  const doc = {
    pedRegEvento: {
      '@xmlns': nfseNamespace,
      '@versao': dpsLayoutVersion,
      infPedReg: {
        '@Id': cancelRequestId(input.accessKey),
        tpAmb: input.environment === 'producao' ? '1' : '2',
        verAplic: input.appVersion,
        dhEvento: input.at,
        CNPJAutor: input.authorCnpj.replace(/\D/g, ''),
        chNFSe: input.accessKey,
        nPedRegEvento: '001',
        e101101: { xDesc: 'Cancelamento de NFS-e', cMotivo: input.reasonCode, xMotivo: reason },
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, doc).end({ headless: false });
}
