/**
 * The one small interface every NFS-e mode implements (issue 35): build the document of an invoice,
 * send it, read the answer, cancel. `national` is national/client.ts; `sao-paulo` is sao-paulo/port.ts (a batch per call).
 */
export type NfseMessage = { code: string; description: string; complement?: string };

export type NfseSendResult =
  | { kind: 'accepted'; accessKey: string; nfseXml: string; alerts: NfseMessage[] }
  | { kind: 'rejected'; errors: NfseMessage[] }
  | { kind: 'unreachable'; reason: string };
