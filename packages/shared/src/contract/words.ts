/** A value a message is built with. */
type Value = string | number;

/**
 * The shared words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const commonWords = {
  // Field labels several forms share (docs/product.md#screens, #validation).
  fieldName: 'Nome',
  fieldEmail: 'E‑mail',
  fieldPassword: 'Senha',
  fieldMobile: 'Celular',
  fieldMessage: 'Mensagem',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirme a nova senha',
  // The frame of every screen: the brand, the back arrow, the greeting, SAIR (docs/product.md#screens), the dialogs' buttons (docs/product.md#errors).
  brandName: 'Arena Cowork',
  documentTitle: (page: Value) => `${page} · Arena Cowork`,
  back: 'Voltar',
  greeting: (name: Value) => `Olá, ${name}`,
  logout: 'SAIR',
  ok: 'OK',
  yes: 'Sim',
  no: 'Não',
  notNow: 'Agora não',
  // Issue 12: the password toggle, home's one greeting, the cancellation deadline, others' bookings.
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
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
  // Generic
  invalidInput: 'Verifique os dados enviados.',
  notFound: 'Página não encontrada.',
  // What the API answers a body it cannot read (docs/product.md#api: every error in pt-BR).
  invalidJsonBody: 'O corpo da requisição deve ser um JSON válido.',
  jsonOnly: 'Envie os dados como JSON (Content-Type: application/json).',
  bodyTooLarge: 'Os dados enviados são grandes demais.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  serverError: 'Ops, algo deu errado do nosso lado. Tente novamente em instantes.',
  // The database is away for a moment (a restart, a failover): nothing was saved (docs/product.md#faults).
  databaseUnavailable: 'O Arena está fora do ar por alguns instantes. Nada foi salvo; tente novamente em um minuto.',
  databaseBusy: 'Outra alteração chegou ao mesmo tempo. Nada foi salvo; tente novamente.',
  // The server's disk is full: reads still work, writes cannot (docs/product.md#faults).
  storageFull: 'Não foi possível salvar: o servidor do Arena está sem espaço. Tente novamente mais tarde.',
  loggedOut: 'Você saiu da sua conta.',
  otherSessionsEnded: 'Pronto: você saiu de todos os outros dispositivos.',
  userNotFound: 'Usuário não encontrado.',
  requestNotFound: 'Pedido não encontrado.',
  offline: 'Você está offline...',
  // Over a screen already loaded: it stays, with this line on top (docs/product.md#offline).
  offlineBanner: 'Você está offline. O que está na tela continua aqui; tente de novo quando a conexão voltar.',
  networkError: 'Não foi possível conectar ao Arena. Verifique sua internet e tente novamente.',
  // An action asked for offline: refused at once, never queued (docs/product.md#offline).
  offlineNothingDone: 'Você está offline: nada foi alterado. Tente de novo quando a conexão voltar.',
  noAccessYet: 'Ainda não tenho acesso',
  forgotPassword: 'Esqueceu a senha?',
  reload: 'Recarregar',
  installAndroid: 'Instale o Arena no seu celular para abrir com um toque.',
  installIos: 'Para instalar no iPhone: toque em Compartilhar e depois em Adicionar à Tela de Início.',
  errorScreenTitle: 'Algo deu errado',
  errorScreenText: 'Não conseguimos abrir esta página. Tente novamente ou volte para o início.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você abriu não existe no Arena.',
  backHome: 'Voltar para o início',
  confirmCancel: 'Deseja cancelar esta reserva?',
  confirmRemoveMember: 'Deseja excluir este usuário da sua equipe?',
  updateAvailable: 'Novo conteúdo encontrado. Recarregar a página?',
  privacyLink: 'Política de Privacidade',
} as const;
