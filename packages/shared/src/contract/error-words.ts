/**
 * The words of the errors any call may answer whatever its area (a bad body, too many requests, the
 * database down…): part of the one pt-BR catalogue (contract/all-words.ts composes it). The server
 * sends them as the answer's message; no screen imports them, so no chunk of the app carries them.
 */
export const errorWords = {
  notFound: 'Página não encontrada.',
  // What the API answers a body it cannot read (docs/product.md#api: every error in pt-BR).
  invalidJsonBody: 'O corpo da requisição deve ser um JSON válido.',
  jsonOnly: 'Envie os dados como JSON (Content-Type: application/json).',
  bodyTooLarge: 'Os dados enviados são grandes demais.',
  // The database is away for a moment (a restart, a failover): nothing was saved (docs/product.md#faults).
  databaseUnavailable: 'O Arena está fora do ar por alguns instantes. Nada foi salvo; tente novamente em um minuto.',
  databaseBusy: 'Outra alteração chegou ao mesmo tempo. Nada foi salvo; tente novamente.',
  // The server's disk is full: reads still work, writes cannot (docs/product.md#faults).
  storageFull: 'Não foi possível salvar: o servidor do Arena está sem espaço. Tente novamente mais tarde.',
  loggedOut: 'Você saiu da sua conta.',
  requestNotFound: 'Pedido não encontrado.',
  confirmCancel: 'Deseja cancelar esta reserva?',
} as const;
