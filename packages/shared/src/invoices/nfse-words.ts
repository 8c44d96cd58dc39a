/**
 * The NFS-e's words on the invoice screens (issue 35), apart from invoices/words.ts so that only
 * the screens showing an NFS-e carry them.
 */
export const nfseWords = {
  title: 'Nota fiscal',
  number: (n: string) => `NFS-e nº ${n}`,
  accessKey: 'Chave de acesso',
  consult: 'Consultar na NFS-e Nacional',
  danfse: 'DANFSe (PDF)',
  verificationCode: 'Código de verificação',
  consultSaoPaulo: 'Consultar na Prefeitura de São Paulo',
};
