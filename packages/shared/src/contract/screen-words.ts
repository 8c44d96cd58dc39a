/** A value a message is built with. */
type Value = string | number;

/**
 * The words of the inner screens that no single area owns (home's tiles, the frame's back arrow and
 * greeting, shared labels): part of the one pt-BR catalogue (contract/all-words.ts composes it), kept
 * apart from contract/words.ts so the first screen's entry script does not carry them.
 */
export const screenWords = {
  // Field labels several forms share (docs/product.md#screens, #validation).
  fieldName: 'Nome',
  fieldMobile: 'Celular',
  fieldMessage: 'Mensagem',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirme a nova senha',
  back: 'Voltar',
  greeting: (name: Value) => `Olá, ${name}`,
  logout: 'SAIR',
  homeWelcome: (name: Value) => `Boas-vindas, ${name}!`,
  // The home's banner and six tiles, named as docs/product.md#screens names them.
  homeBanner: 'Arena Cowork: o seu espaço para trabalhar e receber clientes',
  homeBannerSubtitle: 'Salas de reunião, estúdio e equipe num só app.',
  tileAccount: 'Cadastro',
  tileRoom: 'Reservar Sala',
  tileStudio: 'Reservar Estúdio',
  tileNews: 'Informativo',
  tileContact: 'Atendimento',
  tileTeam: 'Gerenciar Equipe',
  cancelUntil: (time: Value) => `cancelamento até ${time}`,
  confirmCancelWhich: ({ room, when }: { room: Value; when: Value }) => `Deseja cancelar a reserva (${room}, ${when})?`,
  roomTaken: 'Ocupado',
  userNotFound: 'Usuário não encontrado.',
  confirmRemoveMember: 'Deseja excluir este usuário da sua equipe?',
} as const;
