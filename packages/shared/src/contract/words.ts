/** A value a message is built with. */
type Value = string | number;

/**
 * The shared words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const commonWords = {
  fieldEmail: 'E‑mail',
  fieldPassword: 'Senha',
  // The frame of every screen: the brand, the back arrow, the greeting, SAIR (docs/product.md#screens), the dialogs' buttons (docs/product.md#errors).
  brandName: 'Arena Cowork',
  documentTitle: (page: Value) => `${page} · Arena Cowork`,
  ok: 'OK',
  yes: 'Sim',
  no: 'Não',
  notNow: 'Agora não',
  // Issue 12: the password toggle, home's one greeting, the cancellation deadline, others' bookings.
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  serverError: 'Ops, algo deu errado do nosso lado. Tente novamente em instantes.',
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
  updateAvailable: 'Novo conteúdo encontrado. Recarregar a página?',
  privacyLink: 'Política de Privacidade',
  /** The public prices page (docs/product.md#plans-page), from the login footer beside the policy. */
  plansLink: 'Planos e preços',
  // Generic
  invalidInput: 'Verifique os dados enviados.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;
