/** A value a message is built with. */
type Value = string | number;

/**
 * The privacy words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const privacyStaffWords = {
  // Anonymising a member (POST /admin/users/:id/anonymize).
  privacyAnonymize: 'Anonimizar dados pessoais',
  privacyAnonymizeHint:
    'Atende a um pedido de exclusão: nome, e‑mail, celular, documento e dados da empresa são substituídos, o acesso termina e as cópias dos e‑mails enviados à pessoa são apagadas. Reservas ficam sem dados pessoais e faturas com o nome e o CPF/CNPJ faturados (obrigação legal), pelos 5 anos da lei fiscal. Não pode ser desfeito.',
  privacyAnonymizeConfirm: (name: Value) =>
    `Anonimizar ${name}? Os dados pessoais são apagados e o acesso termina na hora. Não pode ser desfeito.`,
  // Said before the irreversible step (walk C5), on the section and in the confirmation.
  privacyAnonymizeOpenInvoices: (n: Value) =>
    Number(n) === 1
      ? 'A conta tem 1 fatura em aberto: ela continuará em aberto, sem dados pessoais. Receba-a ou cancele-a antes, se for o caso.'
      : `A conta tem ${n} faturas em aberto: elas continuarão em aberto, sem dados pessoais. Receba-as ou cancele-as antes, se for o caso.`,
  privacyAnonymizeConfirmOpen: (name: Value, n: Value) =>
    Number(n) === 1
      ? `Anonimizar ${name}? A conta tem 1 fatura em aberto, que continuará em aberto sem dados pessoais. Os dados pessoais são apagados e o acesso termina na hora. Não pode ser desfeito.`
      : `Anonimizar ${name}? A conta tem ${n} faturas em aberto, que continuarão em aberto sem dados pessoais. Os dados pessoais são apagados e o acesso termina na hora. Não pode ser desfeito.`,
  privacyAnonymizeTeam: (n: Value) =>
    Number(n) === 1
      ? 'A conta tem 1 membro da equipe: o acesso dele também termina e as reservas futuras são canceladas.'
      : `A conta tem ${n} membros da equipe: o acesso deles também termina e as reservas futuras são canceladas.`,
  privacyAnonymized: 'Dados pessoais anonimizados. Reservas e faturas ficam guardadas sem dados pessoais.',
  privacyAnonymizedOpenInvoices: (n: Value) =>
    Number(n) === 1
      ? 'Dados pessoais anonimizados. Atenção: 1 fatura continua em aberto, agora sem dados pessoais.'
      : `Dados pessoais anonimizados. Atenção: ${n} faturas continuam em aberto, agora sem dados pessoais.`,
  privacyRequestAlreadyOpen: 'Esta pessoa já tem outro pedido de exclusão em aberto: responda a ele.',
  privacyAlreadyAnonymized: 'Os dados desta pessoa já foram anonimizados.',
  privacyOpenMember: 'Abrir o cadastro para anonimizar',
  // Correcting a member's data (PATCH /admin/users/:id with name, phone, company).
  membersCorrectTitle: 'Corrigir dados',
  membersCorrectHint: 'A correção fica registrada na auditoria, com os valores de antes e de depois.',
  membersCorrectSubmit: 'Salvar correção',
  membersCorrected: 'Dados corrigidos.',
  membersCompanyNotHeld: 'Este membro não tem empresa própria: a empresa da conta é a do titular da conta.',
} as const;
