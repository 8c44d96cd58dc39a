/**
 * _Equipe do espaço_ (docs/product.md#staff-roles), part of the back-office's catalogue:
 * admin-messages.ts takes them in whole.
 */
type Value = string | number;

export const adminStaffMessages = {
  staffTitle: 'Equipe do espaço',
  adminNavStaff: 'Equipe do espaço',
  staffIntro:
    'Quem trabalha no espaço entra no painel com o próprio e‑mail. Recepção vê a agenda, as solicitações, os dias fechados e os membros (sem alterar); Financeiro aprova cadastros e cuida de membros, planos e uso; Administração faz tudo, inclusive salas e equipe.',
  staffInviteTitle: 'Convidar para a equipe',
  staffInviteSubmit: 'Enviar convite',
  staffInvited: (email: Value) => `Convite enviado para ${email}.`,
  staffName: 'Nome',
  staffEmail: 'E‑mail',
  staffRole: 'Perfil',
  staffInvitePending: 'Convite pendente',
  staffInviteActive: 'Ativo',
  staffRemove: 'Remover',
  staffRemoveConfirm: (name: Value) => `Remover ${name} da equipe do espaço? As sessões abertas terminam na hora.`,
  staffRemoved: 'Conta removida da equipe do espaço.',
  staffRoleChanged: 'Perfil alterado.',
  staffYou: '(você)',
  staffEmpty: 'Nenhuma conta na equipe.',
  staffRoleInvalid: 'Escolha um perfil: Recepção, Financeiro ou Administração.',
  staffNotFound: 'Esta conta não faz parte da equipe do espaço.',
  staffLastAdmin: 'O espaço precisa de ao menos uma conta de Administração: dê esse perfil a outra pessoa antes.',
  staffEmailTaken: 'Já existe uma conta com este e‑mail.',
} as const;
