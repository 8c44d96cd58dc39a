/**
 * Why a session no longer works (docs/product.md#sessions), part of the catalogue: messages.ts
 * takes `sessionMessages` in whole. Each is a 401 of its own code, so the person is told what
 * happened, once, on the login page — a revocation is never called an expiry. And the words of a
 * 429 built from its `Retry-After` (docs/product.md#words: `Aguarde N minutos`).
 */
/** A value a message is built with. */
type Value = string | number;

export const sessionMessages = {
  // 30 days after the login, or 14 days unused.
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  // SAIR on this token, e.g. in another tab.
  sessionLoggedOut: 'Você saiu da sua conta. Entre novamente.',
  // The password was changed (account screen, a recovery link, the staff command).
  sessionPasswordChanged: 'A senha da sua conta foi alterada, e esta sessão foi encerrada. Entre com a nova senha.',
  // _Sair de todos os outros dispositivos_ on another device.
  sessionEndedElsewhere: 'Sua sessão foi encerrada em outro dispositivo. Entre novamente.',
  // docs/product.md#team: told as removed by the manager, never as an expiry.
  accessRemoved: 'Seu acesso ao Arena Cowork foi removido pelo gerente da conta.',
  staffAccessRemoved: 'Seu acesso à administração do Arena Cowork foi removido por um administrador.',
  // docs/product.md#anonymize: the person's data were anonymised (their deletion request, or staff).
  accessAnonymized: 'Seus dados pessoais foram excluídos do Arena Cowork, e o seu acesso foi encerrado.',
  // docs/product.md#anonymize: the account holder's data were anonymised; the team's access ends with them.
  teamAccessEnded: 'O acesso da sua equipe ao Arena Cowork foi encerrado junto com a conta do titular.',
  // A 429, from its Retry-After (the catalogue's `tooManyRequests` when the wait is unknown).
  tooManyRequestsSeconds: 'Muitas tentativas. Aguarde alguns segundos e tente novamente.',
  tooManyRequestsOneMinute: 'Muitas tentativas. Aguarde 1 minuto e tente novamente.',
  tooManyRequestsMinutes: (minutes: Value) => `Muitas tentativas. Aguarde ${minutes} minutos e tente novamente.`,
} as const;
