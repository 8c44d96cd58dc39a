import { createSign } from 'node:crypto';

/**
 * São Paulo's RPS (Recibo Provisório de Serviços), web service layout version 2 (TiposNFe_v02.xsd,
 * tpRPS, with the tax reform's IBSCBS group). The RPS carries its own signature (<Assinatura>):
 * RSA-SHA1 (PKCS#1 v1.5) over a fixed-layout ASCII string of its fields, base64. The batch around
 * it is signed again with XMLDSig (message.ts).
 */
export const SAO_PAULO_IBGE = '3550308';

export type RpsInput = {
  /** The provider's CCM (Cadastro de Contribuintes Mobiliários), up to 12 digits. */
  municipalRegistration: string;
  series: string;
  number: number;
  /** Issue date, YYYY-MM-DD (São Paulo's calendar day). */
  issueDate: string;
  /** The city's own service code (Lista de Serviços do Município), 4 or 5 digits. */
  serviceCode: string;
  /** ISS rate in hundredths of a percent (500 = 5.00%); sent as a fraction (0.05). */
  issRateBasisPoints: number;
  taker: { name: string; document: string; email?: string };
  description: string;
  amountCentavos: number;
  nbsCode: string;
  ibsCbs: { operationIndicator: string; classification: string };
};

const digits = (s: string) => s.replace(/\D/g, '');

/** tpValor: "0", or integer part without leading zeros and two decimals. */
export function money(centavos: number): string {
  if (!Number.isInteger(centavos) || centavos < 0) throw new Error(`valor inválido: ${centavos}`);
  if (centavos === 0) return '0';
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** tpAliquota: the rate as a fraction with up to 4 decimals (500 basis points → 0.05). */
export function aliquota(basisPoints: number): string {
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints >= 10_000) {
    throw new Error(`alíquota inválida: ${basisPoints}`);
  }
  return (basisPoints / 10_000).toFixed(4);
}

function takerDocument(document: string): { tag: 'CPF' | 'CNPJ'; value: string; indicator: '1' | '2' } {
  const d = digits(document);
  if (d.length === 11) return { tag: 'CPF', value: d, indicator: '1' };
  if (d.length === 14) return { tag: 'CNPJ', value: d, indicator: '2' };
  throw new Error(`CPF/CNPJ inválido: ${document}`);
}

/**
 * The string the RPS signature covers, layout version 2 (90 positions for a CPF/CNPJ taker with
 * no intermediary): CCM (12, zeros left) + série (5, spaces right) + número (12, zeros left) +
 * date AAAAMMDD (8) + tributação (1) + status (1) + ISS retido S/N (1) + valor (15, centavos, zeros
 * left) + deduções (15) + código do serviço (5, zeros left) + taker's indicator (1: CPF 1, CNPJ 2)
 * + CPF/CNPJ (14, zeros left). The schema's own annotation still describes version 1's 86
 * positions (CCM of 8, no indicator); version 2's CCM has 12 digits: see docs/decisions/037-nfse.md.
 */
export function rpsSignatureString(input: RpsInput): string {
  const taker = takerDocument(input.taker.document);
  const s =
    digits(input.municipalRegistration).padStart(12, '0') +
    input.series.padEnd(5, ' ') +
    String(input.number).padStart(12, '0') +
    input.issueDate.replace(/-/g, '') +
    'T' + // tributado em São Paulo
    'N' + // RPS normal
    'N' + // ISS não retido
    String(input.amountCentavos).padStart(15, '0') +
    '0'.repeat(15) + // sem deduções
    digits(input.serviceCode).padStart(5, '0') +
    taker.indicator +
    taker.value.padStart(14, '0');
  if (s.length !== 90) throw new Error(`cadeia de assinatura do RPS com ${s.length} posições (esperado 90)`);
  return s;
}

/** The cancellation's signature string, version 2: CCM (12, zeros left) + número da NFS-e (12, zeros left). */
export function cancelSignatureString(municipalRegistration: string, nfeNumber: string): string {
  return digits(municipalRegistration).padStart(12, '0') + digits(nfeNumber).padStart(12, '0');
}

/** RSA-SHA1 (PKCS#1 v1.5) over the ASCII bytes of `text`, base64. */
export function signAscii(text: string, privateKeyPem: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error('a cadeia de assinatura deve ser ASCII');
  return createSign('RSA-SHA1').update(Buffer.from(text, 'ascii')).sign(privateKeyPem, 'base64');
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, value: string) => `<${name}>${escape(value)}</${name}>`;

/** tpDiscriminacao collapses white space: line breaks and control characters become one space. */
function discriminacao(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 2000);
}

/** The <RPS> element (tpRPS, in the schema's order), signed with the provider's key. */
export function buildRps(input: RpsInput, privateKeyPem: string): string {
  const taker = takerDocument(input.taker.document);
  const amount = money(input.amountCentavos);
  const parts = [
    el('Assinatura', signAscii(rpsSignatureString(input), privateKeyPem)),
    '<ChaveRPS>',
    el('InscricaoPrestador', digits(input.municipalRegistration)),
    el('SerieRPS', input.series),
    el('NumeroRPS', String(input.number)),
    '</ChaveRPS>',
    el('TipoRPS', 'RPS'),
    el('DataEmissao', input.issueDate),
    el('StatusRPS', 'N'),
    el('TributacaoRPS', 'T'),
    el('ValorDeducoes', '0'),
    el('ValorPIS', '0'),
    el('ValorCOFINS', '0'),
    el('ValorINSS', '0'),
    el('ValorIR', '0'),
    el('ValorCSLL', '0'),
    el('CodigoServico', digits(input.serviceCode)),
    el('AliquotaServicos', aliquota(input.issRateBasisPoints)),
    el('ISSRetido', 'false'),
    `<CPFCNPJTomador>${el(taker.tag, taker.value)}</CPFCNPJTomador>`,
    el('RazaoSocialTomador', input.taker.name.replace(/\s+/g, ' ').trim().slice(0, 75)),
    input.taker.email ? el('EmailTomador', input.taker.email.slice(0, 75)) : '',
    el('Discriminacao', discriminacao(input.description)),
    // What the member pays, taxes included: the city computes the taxes "from the end".
    el('ValorFinalCobrado', amount),
    el('ValorIPI', '0'),
    el('ExigibilidadeSuspensa', '0'),
    el('PagamentoParceladoAntecipado', '0'),
    el('NBS', digits(input.nbsCode)),
    el('cLocPrestacao', SAO_PAULO_IBGE),
    '<IBSCBS>',
    el('finNFSe', '0'),
    el('indFinal', '0'),
    el('cIndOp', input.ibsCbs.operationIndicator),
    el('indDest', '0'),
    `<valores><trib><gIBSCBS>${el('cClassTrib', input.ibsCbs.classification)}</gIBSCBS></trib></valores>`,
    '</IBSCBS>',
  ];
  return `<RPS>${parts.join('')}</RPS>`;
}
