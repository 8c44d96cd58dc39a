/**
 * _Equipe do espaço_ (docs/product.md#staff-roles), part of the back-office's catalogue:
 * admin-messages.ts takes them in whole.
 */
type Value = string | number;

export const adminStaffMessages = {
  staffTitle: 'Equipe do espaço',
  adminNavStaff: 'Equipe do espaço',
  staffIntro:
    'Quem trabalha no espaço entra no painel com o próprio e‑mail. Recepção cuida da agenda, dos convidados, dos pedidos e dos dias fechados e imprime o QR das salas (vê membros, salas e planos sem alterar); Financeiro aprova cadastros e cuida de membros, planos, uso e faturas; Administração faz tudo, inclusive salas, e‑mails, auditoria e equipe.',
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
    `Mudar o perfil de ${name} de ${from} para ${to}? O que a pessoa pode fazer no back-office muda a partir da próxima ação dela.`,
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
