/** A value a message is built with. */
type Value = string | number;

/**
 * The team's words (docs/product.md#team), apart from the users words: the login page's script
 * carries users/words.ts, and the team's screens are not on it (issue 34, the login page's budget).
 * contract/all-words.ts composes them with the other areas; keys are unique across them.
 */
export const teamWords = {
  // Team (docs/product.md#validation, #errors, docs/product.md#team)
  teamUpdated: 'Dados atualizados com sucesso',
  teamRemoved: 'Usuário excluído com sucesso!',
  teamAdded: 'Usuário cadastrado com sucesso',
  teamEmailInvalid: 'O e‑mail digitado é inválido',
  teamNoSeats: 'Não há posições livres no seu plano.',
  // /team/newuser opened with no free seat: said on arrival, instead of a form refused at the end.
  teamNoSeatsHelp: 'Para cadastrar alguém, exclua um usuário da equipe ou peça mais posições à equipe do Arena Cowork.',
  teamGoToTeam: 'Ver a equipe',
  // Home of a team member (level 1): who holds the account and what they may use (docs/product.md#team).
  teamManagedBy: ({ name, company }: { name: Value; company: Value | null }) =>
    company ? `Você faz parte da equipe de ${company}. Titular da conta: ${name}.` : `Titular da sua conta: ${name}.`,
  teamMemberMayUse:
    'Você pode usar o Informativo e o Atendimento. Reservas, estúdio, cadastro e equipe ficam com o titular da conta: fale com essa pessoa para reservar ou para se tornar gerente.',
  teamMemberNotFound: 'Este usuário não faz parte da sua equipe.',
  // The team gerente (docs/product.md#team-gerente): /team/edit, the team list, home.
  teamMadeGerente: 'Pronto: agora este usuário é gerente e pode reservar salas e solicitar o estúdio pela conta.',
  teamMadeMember: 'Pronto: este usuário voltou a ser membro da equipe e não faz mais reservas pela conta.',
  teamLevelTitle: 'Gerente',
  teamLevelGerente: (name: Value) =>
    `${name} é gerente: reserva salas e solicita o estúdio pela conta, usando as horas do plano. Cadastro e Gerenciar Equipe continuam só com você.`,
  teamLevelMember: (name: Value) =>
    `${name} é membro da equipe: usa o Informativo e o Atendimento. Se for gerente, também poderá reservar salas e solicitar o estúdio pela conta, usando as horas do plano.`,
  teamMakeGerente: 'Tornar gerente',
  teamMakeMember: 'Tornar membro da equipe',
  teamConfirmMakeGerente: (name: Value) =>
    `Tornar ${name} gerente? Essa pessoa poderá reservar salas e solicitar o estúdio pela conta, usando as horas do plano; o excedente dessas reservas, se houver, entra na sua fatura.`,
  teamConfirmMakeMember: (name: Value) =>
    `${name} deixará de ser gerente e não poderá mais reservar salas nem solicitar o estúdio pela conta. Continuar?`,
  teamGerenteBadge: 'Gerente',
  // Home of a team gerente: what is theirs and what stays the account holder's.
  teamGerenteOf: ({ name, company }: { name: Value; company: Value | null }) =>
    company
      ? `Você é gerente na equipe de ${company}: pode reservar salas e solicitar o estúdio pela conta. Cadastro e Gerenciar Equipe ficam com o titular da conta: ${name}.`
      : `Você é gerente nesta conta: pode reservar salas e solicitar o estúdio. Cadastro e Gerenciar Equipe ficam com o titular da conta: ${name}.`,
  // The invite of each member (GET /team, POST /team/resend) and the add button without seats.
  teamInviteAccepted: 'Este usuário já criou a senha: não há convite a reenviar.',
  teamInviteResent: 'Convite reenviado por e‑mail.',
  teamInviteResentQueued:
    'Novo convite criado. Como o Arena Cowork ainda não está enviando e‑mails, ele não foi enviado: peça à equipe do Arena Cowork o link do convite.',
  teamInvitePending: 'Convite pendente',
  teamInviteActive: 'Ativo',
  teamResendInvite: 'Reenviar convite',
  teamResendInviteFor: (name: Value) => `Reenviar convite para ${name}`,
  // Team screens (docs/product.md#screens, docs/product.md#team); {n}, {used}, {total} and {status} are its arguments.
  teamTitle: 'Gerenciar equipe',
  teamEditTitle: 'Editar usuário',
  teamNewTitle: 'Cadastrar novo usuário',
  teamSeatsTitle: 'Posições do plano',
  teamMembersTitle: 'Membros',
  teamEdit: 'Editar',
  teamAdd: 'Cadastrar',
  teamSave: 'Salvar',
  teamEmpty: 'Nenhum usuário cadastrado na sua equipe.',
  teamSeatsNone: 'Nenhuma posição livre',
  teamSeatsOne: '1 posição livre',
  teamSeatsMany: (n: Value) => `${n} posições livres`,
  teamSeatsLine: ({ status, seats }: { status: Value; seats: Value }) => `status - ${status} / ${seats}`,
  teamSeatsUsage: ({ used, total }: { used: Value; total: Value }) =>
    Number(total) === 1 ? `${used} de 1 posição ocupada` : `${used} de ${total} posições ocupadas`,
  teamInviteNote: 'O novo usuário receberá um e‑mail com um link para criar a senha de acesso.',
  teamEmailFixed: 'O e‑mail não pode ser alterado.',
  teamRemove: 'Excluir usuário',
  teamLoading: 'Carregando…',
} as const;
