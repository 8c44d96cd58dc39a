import { describe, expect, it } from 'vitest';
import { invoicePaidWithNfse } from '../../src/modules/mail/nfse-templates.ts';

/** The paid invoice's e-mail names the nota as its mode issued it (docs/product.md#mail-messages). */
describe('the e-mail of a paid invoice with its nota', () => {
  const facts = {
    name: 'Ana',
    number: '2026-000123',
    month: 'novembro de 2026',
    total_cents: 150_000,
    url: 'https://app.arena.test/invoices/7',
  };

  it('national: the access key and the NFS-e Nacional consultation', () => {
    const mail = invoicePaidWithNfse({
      ...facts,
      nfse: { number: '42', access_key: 'K'.repeat(50), consult_url: 'https://nacional.test/c', danfse_url: null },
    });
    expect(mail.text).toContain(`Chave de acesso: ${'K'.repeat(50)}`);
    expect(mail.text).toContain('Consulte a nota na NFS-e Nacional: https://nacional.test/c');
  });

  it('São Paulo: the verification code and the city’s page, no national words', () => {
    const mail = invoicePaidWithNfse({
      ...facts,
      nfse: {
        number: '1234',
        access_key: '1234-ABCD2345',
        consult_url: 'https://nfe.prefeitura.sp.gov.br/contribuinte/notaprint.aspx?nf=1234&verificacao=ABCD2345',
        danfse_url: null,
        verification_code: 'ABCD2345',
      },
    });
    expect(mail.text).toContain('Código de verificação: ABCD2345');
    expect(mail.text).toContain('Consulte a nota na Prefeitura de São Paulo: https://nfe.prefeitura.sp.gov.br/');
    expect(mail.text).not.toContain('Chave de acesso');
    expect(mail.text).not.toContain('Nacional');
  });
});
