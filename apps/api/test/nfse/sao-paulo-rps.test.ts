import { X509Certificate } from 'node:crypto';
import { rpsString, verifyAscii, verifyMessage, parseXml, type El } from '@arena/testing/fake-nfse-sp/verify';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '../../src/modules/nfse/sao-paulo/client.ts';
import { rpsInputOf, type SaoPauloSettings } from '../../src/modules/nfse/sao-paulo/from-invoice.ts';
import { buildBatch, buildCancel } from '../../src/modules/nfse/sao-paulo/message.ts';
import { accessKeyOf, nfeKeyOfXml } from '../../src/modules/nfse/sao-paulo/port.ts';
import {
  buildRps,
  cancelSignatureString,
  rpsSignatureString,
  type RpsInput,
} from '../../src/modules/nfse/sao-paulo/rps.ts';
import { validateBatch, validateBatchAnswer, validateCancel } from '../../src/modules/nfse/sao-paulo/xsd.ts';
import { makeTestPki, type TestPki } from './test-pki.ts';

const base: RpsInput = {
  municipalRegistration: '1234567',
  series: '900',
  number: 42,
  issueDate: '2026-11-28',
  serviceCode: '3158',
  issRateBasisPoints: 500,
  taker: { name: 'Maria da Silva & Filhos <Ltda>', document: '529.982.247-25', email: 'maria@example.com' },
  description: 'Uso de espaço de coworking — novembro de 2026\nfatura 2026-000042',
  amountCentavos: 123456,
  nbsCode: '110011200',
  ibsCbs: { operationIndicator: '100301', classification: '000001' },
};

/** Every RPS shape the app builds: CPF and CNPJ takers, whole reais, centavos, a long name, no e-mail. */
const variants: RpsInput[] = [
  base,
  { ...base, number: 1, taker: { name: 'Empresa Exemplo Ltda', document: '11.222.333/0001-81' } },
  { ...base, number: 999_999_999_999, amountCentavos: 100 },
  { ...base, number: 7, amountCentavos: 5, issRateBasisPoints: 200, serviceCode: '02919' },
  { ...base, number: 8, taker: { name: 'N'.repeat(120), document: '52998224725' }, description: 'x'.repeat(2500) },
];

const header = { senderCnpj: '12.345.678/0001-95', from: '2026-11-28', to: '2026-11-28' };

describe('São Paulo RPS, layout version 2', () => {
  let pki: TestPki;
  let cert: X509Certificate;
  beforeAll(() => {
    pki = makeTestPki();
    cert = new X509Certificate(pki.certificatePem);
  });

  it('signs the 90-position string the manual lays out', () => {
    expect(rpsSignatureString(base)).toBe(
      '000001234567' +
        '900  ' +
        '000000000042' +
        '20261128' +
        'T' +
        'N' +
        'N' +
        '000000000123456' +
        '000000000000000' +
        '03158' +
        '1' +
        '00052998224725',
    );
    expect(cancelSignatureString('1234567', '88')).toBe('000001234567000000000088');
  });

  it('every RPS built passes the XSD, its own signature and the batch XMLDSig (independent verifier)', async () => {
    const rps = variants.map((v) => buildRps(v, pki.privateKeyPem));
    const batch = buildBatch(header, rps, pki);
    expect(await validateBatch(batch)).toEqual({ valid: true });
    const check = verifyMessage(batch, pki.caPem);
    expect(check.ok).toBe(true);
    const parsed = Array.from((check.ok ? check.root : parseXml(batch)).getElementsByTagName('RPS')) as El[];
    expect(parsed).toHaveLength(variants.length);
    for (const [i, el] of parsed.entries()) {
      // The fake's own rendering of the string equals the builder's, and the signature checks.
      expect(rpsString(el)).toBe(rpsSignatureString(variants[i] as RpsInput));
      const signature = el.getElementsByTagName('Assinatura')[0]?.textContent ?? '';
      expect(verifyAscii(rpsString(el), signature, cert)).toBe(true);
    }
    for (const v of variants) {
      expect(await validateBatch(buildBatch(header, [buildRps(v, pki.privateKeyPem)], pki))).toEqual({ valid: true });
    }
  });

  it('a changed amount breaks both the RPS signature and the message digest', () => {
    const batch = buildBatch(header, [buildRps(base, pki.privateKeyPem)], pki);
    const tampered = batch.replace('<ValorFinalCobrado>1234.56<', '<ValorFinalCobrado>1.00<');
    expect(tampered).not.toBe(batch);
    const check = verifyMessage(tampered, pki.caPem);
    expect(check).toEqual({ ok: false, reason: 'resumo (DigestValue) não confere' });
    const el = parseXml(tampered).getElementsByTagName('RPS')[0] as El;
    expect(verifyAscii(rpsString(el), el.getElementsByTagName('Assinatura')[0]?.textContent ?? '', cert)).toBe(false);
  });

  it('the XSD refuses a slip, naming the line of the RPS at fault', async () => {
    const good = buildRps(base, pki.privateKeyPem);
    const bad = buildRps({ ...base, number: 43, nbsCode: '1100' }, pki.privateKeyPem);
    const result = await validateBatch(buildBatch(header, [good, bad], pki));
    expect(result.valid).toBe(false);
    expect(result.valid ? [] : result.lines).toEqual([3]);
    expect(() => buildRps({ ...base, taker: { name: 'X', document: '123' } }, pki.privateKeyPem)).toThrow(/CPF\/CNPJ/);
  });

  it('the cancellation request passes its XSD and both signatures', async () => {
    const xml = buildCancel(
      '12345678000195',
      { municipalRegistration: '1234567', number: '88', verificationCode: 'ABCD1234' },
      pki,
    );
    expect(await validateCancel(xml)).toEqual({ valid: true });
    const check = verifyMessage(xml, pki.caPem);
    expect(check.ok).toBe(true);
    const signature = parseXml(xml).getElementsByTagName('AssinaturaCancelamento')[0]?.textContent ?? '';
    expect(verifyAscii('000001234567000000000088', signature, cert)).toBe(true);
  });

  it('reads the answer: alerts, errors naming their RPS, ChaveNFe with number and verification code', async () => {
    const retorno =
      '<p1:RetornoEnvioLoteRPS xmlns:p1="http://www.prefeitura.sp.gov.br/nfe"><Cabecalho Versao="2"><Sucesso>true</Sucesso></Cabecalho>' +
      '<Alerta><Codigo>208</Codigo><Descricao>Alíquota difere da vigente</Descricao><ChaveRPS><InscricaoPrestador>1234567</InscricaoPrestador><SerieRPS>900</SerieRPS><NumeroRPS>42</NumeroRPS></ChaveRPS></Alerta>' +
      '<Erro><Codigo>1206</Codigo><Descricao>Assinatura Digital do RPS incorreta.</Descricao><ChaveRPS><InscricaoPrestador>1234567</InscricaoPrestador><SerieRPS>900</SerieRPS><NumeroRPS>43</NumeroRPS></ChaveRPS></Erro>' +
      '<ChaveNFeRPS><ChaveNFe><InscricaoPrestador>1234567</InscricaoPrestador><NumeroNFe>88</NumeroNFe><CodigoVerificacao>ABCD1234</CodigoVerificacao></ChaveNFe><ChaveRPS><InscricaoPrestador>1234567</InscricaoPrestador><SerieRPS>900</SerieRPS><NumeroRPS>42</NumeroRPS></ChaveRPS></ChaveNFeRPS>' +
      '</p1:RetornoEnvioLoteRPS>';
    expect(await validateBatchAnswer(retorno)).toEqual({ valid: true });
    const answer = readAnswer(retorno);
    expect(answer.success).toBe(true);
    expect(answer.alerts).toEqual([
      {
        code: '208',
        description: 'Alíquota difere da vigente',
        rps: { municipalRegistration: '1234567', series: '900', number: '42' },
      },
    ]);
    expect(answer.errors[0]).toMatchObject({ code: '1206', rps: { number: '43' } });
    const issued = answer.issued[0];
    expect(issued?.nfe).toEqual({
      municipalRegistration: '1234567',
      number: '88',
      verificationCode: 'ABCD1234',
      nationalKey: '',
    });
    expect(accessKeyOf(issued?.nfe ?? { number: '', verificationCode: '', nationalKey: '' })).toBe('88-ABCD1234');
    expect(nfeKeyOfXml(issued?.xml ?? '')).toEqual({
      municipalRegistration: '1234567',
      number: '88',
      verificationCode: 'ABCD1234',
    });
  });

  it('the RPS of an invoice: CCM, the city service code, São Paulo date, the taker snapshot', () => {
    const config = {
      COMPANY_DOCUMENT: '12345678000195',
      NFSE_ENVIRONMENT: 'producao-restrita',
      NFSE_MUNICIPALITY_IBGE: '3550308',
      NFSE_MUNICIPAL_REGISTRATION: '1.234.567',
      NFSE_TAX_REGIME: 'normal',
      NFSE_SERVICE_CODE: '030301',
      NFSE_NBS_CODE: '110011200',
      NFSE_ISS_RATE: 200,
      NFSE_SERVICE_DESCRIPTION: 'Uso de espaço de coworking',
      SPACE_TIMEZONE: 'America/Sao_Paulo',
      NFSE_SP_SERVICE_CODE: '03158',
      nfseCertificate: null,
    } as SaoPauloSettings;
    const invoice = {
      number: '2026-000042',
      month: '2026-11',
      total_cents: 45000,
      bill_to_name: 'Maria',
      bill_to_document: '529.982.247-25',
    };
    // 01:30 UTC on the 1st is still the 30th in São Paulo.
    const input = rpsInputOf(config, invoice, 42, new Date('2026-12-01T01:30:00Z'));
    expect(input).toMatchObject({
      municipalRegistration: '1234567',
      series: '900',
      number: 42,
      issueDate: '2026-11-30',
      serviceCode: '03158',
    });
    expect(input.taker.document).toBe('52998224725');
    expect(input.description).toBe('Uso de espaço de coworking — fatura 2026-000042, 2026-11');
  });
});
