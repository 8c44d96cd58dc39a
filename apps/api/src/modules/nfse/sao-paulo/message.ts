import { SignedXml } from 'xml-crypto';
import { signatureAlgorithms, type SigningKey } from '../national/sign.ts';
import { cancelSignatureString, signAscii } from './rps.ts';

/**
 * The request messages of São Paulo's web service, layout version 2: PedidoEnvioLoteRPS (a batch
 * of 1–50 RPS) and PedidoCancelamentoNFe. The schemas leave local elements unqualified, so the
 * root is prefixed and its children are in no namespace. Each message is signed with XMLDSig as
 * the manual asks: enveloped, the whole document (Reference URI=""), inclusive C14N 1.0, RSA-SHA1,
 * SHA-1 digest, the certificate in X509Data; the Signature is the root's last child.
 */
export const spNamespace = 'http://www.prefeitura.sp.gov.br/nfe';
export const SP_LAYOUT_VERSION = 2;
/** The most RPS PedidoEnvioLoteRPS_v02.xsd takes in one batch. */
export const SP_BATCH_MAX = 50;

const digits = (s: string) => s.replace(/\D/g, '');

function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/** Signs the whole message (enveloped, URI=""), appending the Signature as the root's last child. */
export function signMessage(xml: string, key: SigningKey): string {
  const sig = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    canonicalizationAlgorithm: signatureAlgorithms.canonicalization,
    signatureAlgorithm: signatureAlgorithms.signature,
    getKeyInfoContent: () =>
      `<X509Data><X509Certificate>${certificateBody(key.certificatePem)}</X509Certificate></X509Data>`,
  });
  sig.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [signatureAlgorithms.enveloped, signatureAlgorithms.canonicalization],
    digestAlgorithm: signatureAlgorithms.digest,
  });
  sig.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}

function sender(cnpj: string): string {
  return `<CPFCNPJRemetente><CNPJ>${digits(cnpj)}</CNPJ></CPFCNPJRemetente>`;
}

export type BatchHeader = {
  senderCnpj: string;
  /** The first and last RPS issue dates of the batch, YYYY-MM-DD. */
  from: string;
  to: string;
};

/**
 * The signed PedidoEnvioLoteRPS of signed <RPS> elements (rps.ts). `transacao` false: the city
 * turns the valid RPS into NFS-e even when others of the batch have errors, each error naming its
 * RPS (ChaveRPS), so one member's bad CPF never holds the month's other notas back. Each RPS is
 * on a line of its own (line 2 is the first RPS), so an XSD error's line names the RPS at fault.
 */
export function buildBatch(header: BatchHeader, rps: string[], key: SigningKey): string {
  if (rps.length < 1 || rps.length > SP_BATCH_MAX) throw new Error(`lote com ${rps.length} RPS (1 a 50)`);
  const xml =
    `<p1:PedidoEnvioLoteRPS xmlns:p1="${spNamespace}">` +
    `<Cabecalho Versao="${SP_LAYOUT_VERSION}">${sender(header.senderCnpj)}<transacao>false</transacao>` +
    `<dtInicio>${header.from}</dtInicio><dtFim>${header.to}</dtFim><QtdRPS>${rps.length}</QtdRPS></Cabecalho>` +
    rps.map((r) => `\n${r}`).join('') +
    `\n</p1:PedidoEnvioLoteRPS>`;
  return signMessage(xml, key);
}

export type NfeKey = { municipalRegistration: string; number: string; verificationCode?: string };

/** The signed PedidoCancelamentoNFe of one NFS-e, with its cancellation signature (AssinaturaCancelamento). */
export function buildCancel(senderCnpj: string, nfe: NfeKey, key: SigningKey): string {
  const ccm = digits(nfe.municipalRegistration);
  const number = digits(nfe.number);
  const signature = signAscii(cancelSignatureString(ccm, number), key.privateKeyPem);
  const xml =
    `<p1:PedidoCancelamentoNFe xmlns:p1="${spNamespace}">` +
    `<Cabecalho Versao="${SP_LAYOUT_VERSION}">${sender(senderCnpj)}<transacao>true</transacao></Cabecalho>` +
    `<Detalhe><ChaveNFe><InscricaoPrestador>${ccm}</InscricaoPrestador><NumeroNFe>${number}</NumeroNFe>` +
    (nfe.verificationCode ? `<CodigoVerificacao>${nfe.verificationCode}</CodigoVerificacao>` : '') +
    `</ChaveNFe><AssinaturaCancelamento>${signature}</AssinaturaCancelamento></Detalhe>` +
    `</p1:PedidoCancelamentoNFe>`;
  return signMessage(xml, key);
}

/**
 * The signed PedidoConsultaNFe of up to 50 RPS by their ChaveRPS (CCM, série, número): what the
 * job asks before resending an RPS whose earlier send may have reached the city.
 */
export function buildConsult(
  senderCnpj: string,
  rps: { municipalRegistration: string; series: string; number: number }[],
  key: SigningKey,
): string {
  if (rps.length < 1 || rps.length > SP_BATCH_MAX) throw new Error(`consulta com ${rps.length} RPS (1 a 50)`);
  const xml =
    `<p1:PedidoConsultaNFe xmlns:p1="${spNamespace}">` +
    `<Cabecalho Versao="${SP_LAYOUT_VERSION}">${sender(senderCnpj)}</Cabecalho>` +
    rps
      .map(
        (r) =>
          `<Detalhe><ChaveRPS><InscricaoPrestador>${digits(r.municipalRegistration)}</InscricaoPrestador>` +
          `<SerieRPS>${r.series}</SerieRPS><NumeroRPS>${r.number}</NumeroRPS></ChaveRPS></Detalhe>`,
      )
      .join('') +
    `</p1:PedidoConsultaNFe>`;
  return signMessage(xml, key);
}
