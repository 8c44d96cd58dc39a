import {
  registerCompanyBody,
  registerEmailBody,
  registerPassBody,
  registerPeopleBody,
  registerTermsBody,
} from './schemas.ts';
import { registrationWords } from './words.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// The registration calls (docs/product.md#api) refuse input with the words of docs/product.md#validation.
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues[0]?.message;
}

const email = 'ana@exemplo.com.br';

describe('registerEmailBody', () => {
  it('asks for the e-mail when it is blank or missing', () => {
    expect(firstMessage(registerEmailBody, { email: '' })).toBe('O campo é obrigatório');
    expect(firstMessage(registerEmailBody, { email: '   ' })).toBe('O campo é obrigatório');
    expect(firstMessage(registerEmailBody, {})).toBe('O campo é obrigatório');
  });

  it('refuses a malformed e-mail', () => {
    expect(firstMessage(registerEmailBody, { email: 'ana@' })).toBe('O e\u2011mail digitado é inválido');
  });

  it('trims and lower-cases the e-mail', () => {
    expect(registerEmailBody.parse({ email: '  Ana@Exemplo.COM.br ' })).toEqual({ email });
  });
});

describe('registerPeopleBody', () => {
  const people = { email, firstname: 'Ana', lastname: 'Souza', phone: '(11) 91234-5678' };

  it('accepts complete personal data and strips unknown fields', () => {
    expect(registerPeopleBody.parse({ ...people, email: ' ANA@exemplo.com.br', admin: true })).toEqual(people);
  });

  it('asks to fill every field when one is missing or blank', () => {
    expect(firstMessage(registerPeopleBody, { ...people, lastname: undefined })).toBe('Preencha todos os campos');
    expect(firstMessage(registerPeopleBody, { ...people, firstname: '  ' })).toBe('Preencha todos os campos');
    expect(firstMessage(registerPeopleBody, { ...people, phone: '' })).toBe('Preencha todos os campos');
  });

  it('says a name past its limit is too long, naming the limit', () => {
    expect(firstMessage(registerPeopleBody, { ...people, firstname: 'A'.repeat(300) })).toBe(
      'Use no máximo 80 caracteres.',
    );
    expect(firstMessage(registerPeopleBody, { ...people, phone: '1'.repeat(31) })).toBe(
      'Informe um celular válido, com DDD. Ex.: (11) 91234-5678',
    );
  });

  it('refuses a phone that is not a Brazilian mobile', () => {
    expect(firstMessage(registerPeopleBody, { ...people, phone: '(20) 91234-5678' })).toBe(
      'Informe um celular válido, com DDD. Ex.: (11) 91234-5678',
    );
  });
});

describe('registerCompanyBody', () => {
  const company = { email, document: '11.222.333/0001-81', name_company: 'Arena Ltda' };

  it('accepts a CPF, a CNPJ and an alphanumeric CNPJ', () => {
    expect(registerCompanyBody.safeParse({ ...company, document: '529.982.247-25' }).success).toBe(true);
    expect(registerCompanyBody.safeParse(company).success).toBe(true);
    expect(registerCompanyBody.safeParse({ ...company, document: '12.abc.345/01de-35' }).success).toBe(true);
  });

  it('keeps activity, business phone and site optional, and strips unknown fields', () => {
    expect(registerCompanyBody.parse({ ...company, phone_company: '', extra: 'x' })).toEqual({
      ...company,
      phone_company: '',
    });
  });

  it('asks for the required fields', () => {
    expect(firstMessage(registerCompanyBody, { ...company, document: '' })).toBe(
      'Preencha todos os campos obrigatórios',
    );
    expect(firstMessage(registerCompanyBody, { ...company, name_company: ' ' })).toBe(
      'Preencha todos os campos obrigatórios',
    );
  });

  it('refuses a document with wrong check digits', () => {
    const message = 'CPF ou CNPJ inválido. Verifique os números digitados.';
    expect(firstMessage(registerCompanyBody, { ...company, document: '529.982.247-24' })).toBe(message);
    expect(firstMessage(registerCompanyBody, { ...company, document: '12.ABC.345/01DE-36' })).toBe(message);
  });

  it('refuses a business phone without its area code, off the mask, or one that cannot exist', () => {
    const message = registrationWords.companyPhoneInvalid;
    expect(firstMessage(registerCompanyBody, { ...company, phone_company: '123-45' })).toBe(message);
    expect(firstMessage(registerCompanyBody, { ...company, phone_company: '(00) 0000-0000' })).toBe(message);
    expect(firstMessage(registerCompanyBody, { ...company, phone_company: '3123-4567' })).toBe(message);
    expect(registerCompanyBody.safeParse({ ...company, phone_company: '(11) 3123-4567' }).success).toBe(true);
    expect(registerCompanyBody.safeParse({ ...company, phone_company: '(11) 98765-4321' }).success).toBe(true);
  });
});

describe('registerPassBody', () => {
  const pass = { email, password: 'abc123', confirm_password: 'abc123' };

  it('accepts two equal passwords that follow the checklist', () => {
    expect(registerPassBody.parse(pass)).toEqual(pass);
  });

  it('asks to fill both fields', () => {
    expect(firstMessage(registerPassBody, { ...pass, password: '' })).toBe('Preencha todos os campos');
    expect(firstMessage(registerPassBody, { ...pass, confirm_password: '' })).toBe('Preencha todos os campos');
    expect(firstMessage(registerPassBody, { email })).toBe('Preencha todos os campos');
  });

  it('refuses a password that fails the checklist', () => {
    const message = 'A senha deve ter no mínimo 6 caracteres, com pelo menos uma letra e um número.';
    expect(firstMessage(registerPassBody, { ...pass, password: 'abc12', confirm_password: 'abc12' })).toBe(message);
    expect(firstMessage(registerPassBody, { ...pass, password: 'abcdef', confirm_password: 'abcdef' })).toBe(message);
  });

  it('refuses two different passwords', () => {
    const result = registerPassBody.safeParse({ ...pass, confirm_password: 'abc124' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirm_password'],
        message: 'As senhas não conferem. Digite a mesma senha nos dois campos.',
      }),
    ]);
  });
});

describe('registerTermsBody', () => {
  it('needs the terms accepted', () => {
    const message = 'É preciso aceitar os Termos de Uso para concluir o cadastro.';
    expect(firstMessage(registerTermsBody, { email, terms: false })).toBe(message);
    expect(firstMessage(registerTermsBody, { email })).toBe(message);
    expect(registerTermsBody.parse({ email, terms: true })).toEqual({ email, terms: true });
  });
});
