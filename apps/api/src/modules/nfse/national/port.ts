import type { NfseCertificate } from '../../../config-nfse.ts';
import type { NfseSendResult } from '../provider.ts';
import { type CancelResult, nationalApiUrls, nfseOfDps, sendCancel, sendDps } from './client.ts';

/** The national API as the NFS-e job uses it (tests give the fake's CA). */
export type NationalPort = {
  send(signedDps: string): Promise<NfseSendResult>;
  nfseOfDps(dpsId: string): Promise<NfseSendResult>;
  cancel(accessKey: string, signedRequest: string): Promise<CancelResult>;
  danfseUrl(accessKey: string): string;
};

const danfseBase = {
  'producao-restrita': 'https://adn.producaorestrita.nfse.gov.br/danfse',
  producao: 'https://adn.nfse.gov.br/danfse',
} as const;

export function nationalPort(
  config: { NFSE_ENVIRONMENT: 'producao' | 'producao-restrita'; NFSE_API_URL?: string | undefined },
  cert: NfseCertificate,
  options: { ca?: string[]; timeoutMs?: number } = {},
): NationalPort {
  const base = config.NFSE_API_URL ?? nationalApiUrls[config.NFSE_ENVIRONMENT];
  return {
    send: (xml) => sendDps(base, xml, cert, options),
    nfseOfDps: (id) => nfseOfDps(base, id, cert, options),
    cancel: (key, xml) => sendCancel(base, key, xml, cert, options),
    danfseUrl: (key) => `${danfseBase[config.NFSE_ENVIRONMENT]}/${key}`,
  };
}
