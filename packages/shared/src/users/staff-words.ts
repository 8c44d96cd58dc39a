/** A value a message is built with. */
type Value = string | number;

/**
 * The users words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const usersStaffWords = {
  // Back-office: pending registrations and members; {n}, {name},
  // {kind}, {date} and {when} are its arguments.
  membersReasonRequired: 'Informe o motivo da recusa.',
  membersReasonTooLong: 'O motivo pode ter no máximo 500 caracteres.',
  membersPlanRequired: 'Escolha o plano do membro.',
  membersSeatsInvalid: 'Informe um número de posições entre 0 e 500.',
  membersSeatsBelowTeam: (n: number) =>
    n === 1
      ? 'A equipe desta conta já tem 1 pessoa. Informe ao menos 1 posição.'
      : `A equipe desta conta já tem ${n} pessoas. Informe ao menos ${n} posições.`,
  membersSearchInvalid: 'Digite no máximo 100 caracteres na busca.',
  membersApproved: 'Acesso liberado. O membro receberá um e‑mail de aviso.',
  membersRefused: 'Cadastro recusado. A pessoa receberá um e‑mail com o motivo.',
  membersSuspended: 'Acesso suspenso. O membro receberá um e‑mail de aviso.',
  // Without MAIL_URL nothing is delivered: the notice waits in E-mails (docs/product.md#shape).
  membersApprovedQueued:
    'Acesso liberado. Como não há servidor de e‑mail configurado, o aviso ao membro ficou guardado em E‑mails e não foi enviado.',
  membersRefusedQueued:
    'Cadastro recusado. Como não há servidor de e‑mail configurado, o aviso com o motivo ficou guardado em E‑mails e não foi enviado.',
  membersSuspendedQueued:
    'Acesso suspenso. Como não há servidor de e‑mail configurado, o aviso ao membro ficou guardado em E‑mails e não foi enviado.',
  membersFirstInvoiceIssued: 'A primeira fatura, proporcional ao restante do mês, foi emitida e está em Financeiro.',
  membersPendingTitle: 'Cadastros pendentes',
  membersPendingIntro:
    'Confira os dados de cada cadastro. Aprove escolhendo o plano e as posições da equipe, ou recuse informando o motivo: a pessoa recebe um e‑mail nos dois casos.',
  membersPendingEmpty: 'Nenhum cadastro aguardando aprovação.',
  // The proof of address (docs/product.md#registration-proof).
  membersEmailUnconfirmed: 'E‑mail não confirmado',
  membersEmailUnconfirmedHint:
    'A pessoa ainda não abriu o link de confirmação enviado ao e‑mail do cadastro. Só depois disso o cadastro pode ser aprovado.',
  membersEmailNotConfirmed:
    'Este cadastro ainda não pode ser aprovado: a pessoa ainda não abriu o link de confirmação que recebeu por e‑mail. Se for preciso, reenvie a confirmação e aguarde.',
  membersAnonymizedLocked:
    'Os dados desta pessoa foram anonimizados: a conta não pode ser reativada nem alterada. Para voltar, ela precisa fazer um novo cadastro.',
  membersResendConfirmation: 'Reenviar confirmação',
  membersConfirmationResent: 'Um novo link de confirmação foi enviado ao e‑mail do cadastro.',
  membersConfirmationResentQueued:
    'Novo link de confirmação criado. Como não há servidor de e‑mail configurado, ele não foi enviado: copie o link abaixo e passe-o à pessoa.',
  membersConfirmationLink: 'Link de confirmação do e‑mail',
  membersConfirmationCopy: 'Copiar link',
  membersConfirmationCopied: 'Link copiado. Passe-o à pessoa por um canal de sua confiança.',
  membersConfirmationNotCopied: 'Não foi possível copiar. Selecione o link e copie-o.',
  // Without MAIL_URL (GET /config mail_delivered: false) the staff person makes the link and passes it on.
  membersEmailUnconfirmedHintQueued:
    'A pessoa ainda não confirmou o e‑mail do cadastro, e este servidor não envia e‑mails: gere um link de confirmação e passe-o a ela. Só depois disso o cadastro pode ser aprovado.',
  membersMakeConfirmation: 'Gerar link de confirmação',
  membersEmailAlreadyConfirmed: 'O e‑mail deste cadastro já está confirmado.',
  membersLoading: 'Carregando…',
  membersLoadFailed: 'Não foi possível carregar os dados. Tente novamente.',
  membersRegisteredOn: (date: Value) => `Cadastro em ${date}`,
  membersDocumentValid: (kind: Value) => `${kind} válido`,
  membersDocumentInvalid: (kind: Value) => `${kind} inválido`,
  membersApprove: 'Aprovar',
  membersRefuse: 'Recusar',
  membersApproveTitle: (name: Value) => `Aprovar ${name}`,
  membersRefuseTitle: (name: Value) => `Recusar ${name}`,
  membersConfirmApprove: 'Confirmar aprovação',
  membersConfirmRefuse: 'Confirmar recusa',
  membersBack: 'Voltar',
  membersPlan: 'Plano',
  membersChoosePlan: 'Escolha o plano',
  membersNoPlan: 'Sem plano',
  membersSeats: 'Posições da equipe',
  membersSeatsHint: 'Quantas pessoas o titular da conta pode cadastrar na própria equipe.',
  membersRefuseReason: 'Motivo da recusa',
  membersRefuseHint: 'O motivo entra no e‑mail que avisa a pessoa.',
  membersRefuseHintQueued:
    'O motivo entra no aviso à pessoa. Sem servidor de e‑mail configurado, o aviso fica guardado em E‑mails e não é enviado.',
  membersTitle: 'Membros',
  membersSearch: 'Buscar por nome, e‑mail, documento ou empresa',
  membersStatusFilter: 'Status',
  membersAll: 'Todos',
  membersEmpty: 'Nenhum membro encontrado.',
  membersCountOne: '1 membro',
  membersCountMany: (n: Value) => `${n} membros`,
  membersLevelManager: 'Gerente',
  membersLevelTeam: 'Membro da equipe',
  membersNoCompany: 'Sem empresa',
  membersPersonal: 'Dados pessoais',
  // The member's acceptances of the terms (docs/product.md#terms); dates formatted by the screen.
  membersTerms: 'Termos de Uso aceitos',
  membersTermsLine: (version: string, when: string, ip: string) => `Versão de ${version}: aceita em ${when}, IP ${ip}`,
  membersTermsNone: 'Nenhuma versão aceita.',
  membersCompany: 'Empresa',
  membersAccess: 'Acesso e plano',
  membersStatus: 'Status',
  membersLevel: 'Nível',
  membersSuspendReason: 'Motivo da suspensão',
  membersSuspendHint: 'Opcional. O motivo entra no e‑mail que avisa o membro.',
  membersSuspendHintQueued:
    'Opcional. O motivo entra no aviso ao membro. Sem servidor de e‑mail configurado, o aviso fica guardado em E‑mails e não é enviado.',
  membersSave: 'Salvar alterações',
  membersAskSuspend: (name: Value, delivered: boolean) =>
    `Suspender o acesso de ${name}? ` +
    (delivered
      ? 'O membro receberá um e‑mail de aviso.'
      : 'Sem servidor de e‑mail configurado, o aviso fica guardado em E‑mails e não é enviado.'),
  membersTeamOf: (name: Value) => `Faz parte da equipe de ${name}.`,
  membersTeam: 'Equipe',
  membersTeamEmpty: 'Nenhuma pessoa na equipe.',
  membersBookings: 'Próximas reservas',
  membersBookingsEmpty: 'Nenhuma reserva futura.',
  membersBackToList: 'Voltar para a lista de membros',
  membersEmail: 'E‑mail',
  membersPhone: 'Celular',
  membersRegistered: 'Cadastro',
  membersCompanyName: 'Nome',
  membersActivity: 'Ramo de atividade',
  membersCompanyPhone: 'Telefone',
  membersSite: 'Site',
  membersDocument: 'Documento',
  membersNotInformed: 'Não informado',
  membersNothingChanged: 'Nenhuma alteração para salvar.',
  membersAskRefuse: (name: Value, delivered: boolean) =>
    `Recusar o cadastro de ${name}? ` +
    (delivered
      ? 'A pessoa receberá o motivo por e‑mail.'
      : 'Sem servidor de e‑mail configurado, o aviso com o motivo fica guardado em E‑mails e não é enviado.'),
  staffTitle: 'Equipe do espaço',
  adminNavStaff: 'Equipe do espaço',
  staffIntro:
    'Quem trabalha no espaço entra na administração com o próprio e‑mail. Recepção cuida da agenda, dos convidados, dos pedidos e dos dias fechados e imprime o QR Code das salas (vê membros, salas e planos sem alterar); Financeiro aprova cadastros e cuida de membros, planos, uso e faturas; Administração faz tudo, inclusive salas, e‑mails, auditoria e equipe.',
  staffInviteTitle: 'Convidar para a equipe',
  staffInviteSubmit: 'Enviar convite',
  staffInvited: (email: Value) => `Convite enviado para ${email}.`,
  staffInvitedQueued: (email: Value) =>
    `Convite criado para ${email}. Sem servidor de e‑mail, ele não foi enviado: o link está em E‑mails, para você entregar à pessoa.`,
  staffName: 'Nome',
  staffEmail: 'E‑mail',
  staffRole: 'Perfil',
  staffInvitePending: 'Convite pendente',
  staffInviteActive: 'Ativo',
  staffRemove: 'Remover',
  staffRemoveConfirm: (name: Value) => `Remover ${name} da equipe do espaço? As sessões abertas terminam na hora.`,
  staffRemoved: 'Conta removida da equipe do espaço.',
  staffRoleChanged: 'Perfil alterado.',
  // A role change asks first (walk C10): what the person may do changes at their next action.
  staffRoleConfirm: (name: Value, from: Value, to: Value) =>
    `Mudar o perfil de ${name} de ${from} para ${to}? O que a pessoa pode fazer na administração muda a partir da próxima ação dela.`,
  staffRoleConfirmSelf: (from: Value, to: Value) =>
    `Mudar o seu próprio perfil de ${from} para ${to}? Você deixará de ver as telas que o perfil ${to} não usa, inclusive esta.`,
  staffYou: '(você)',
  staffEmpty: 'Nenhuma conta na equipe.',
  staffRoleInvalid: 'Escolha um perfil: Recepção, Financeiro ou Administração.',
  staffNotFound: 'Esta conta não faz parte da equipe do espaço.',
  staffLastAdmin: 'O espaço precisa de ao menos uma conta de Administração: dê esse perfil a outra pessoa antes.',
  staffEmailTaken: 'Já existe uma conta com este e‑mail.',
  // A section opened by address by a role that may not read it (docs/product.md#staff-roles).
  staffSectionReception: 'Esta seção é da recepção.',
  staffSectionFinance: 'Esta seção é da equipe financeira.',
  staffSectionAdmin: 'Esta seção é da administração do espaço.',
  staffSectionBack: (section: Value) => `Ir para ${section}`,
  // What a role sees without changing it.
  staffAccessReadOnly: 'Status, nível, plano e posições são alterados pela equipe financeira.',
  staffPlansReadOnly: 'Os planos são criados e alterados pela equipe financeira.',
  staffRoomsReadOnly: 'As salas são criadas e alteradas pela administração do espaço.',
} as const;
