/** A value a message is built with. */
type Value = string | number;

/**
 * The mail words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const mailStaffWords = {
  inboxOutboxTitle: 'E‑mails',
  inboxOutboxIntro: 'As mensagens que o sistema enviou ou deixou na fila, das mais recentes para as mais antigas.',
  inboxOutboxSent: 'Enviado',
  inboxOutboxQueued: 'Na fila',
  inboxOutboxFailed: 'Falhou',
  inboxOutboxTo: 'Para',
  inboxOutboxDate: 'Criado em',
  inboxOutboxSentAt: 'Enviado em',
  inboxOutboxError: 'Último erro',
  inboxOutboxAttachments: 'Anexos',
  inboxOutboxAttachmentCount: (n: number) => (n === 1 ? '1 anexo' : `${n} anexos`),
  inboxOutboxShowHtml: 'Ver como no e‑mail',
  inboxOutboxShowText: 'Ver só o texto',
  inboxOutboxHtmlTitle: (subject: Value) => `Versão HTML de “${subject}”`,
  inboxOutboxEmpty: 'Nenhum e‑mail enviado ainda.',
  // Without MAIL_URL nothing leaves the server (docs/product.md#back-office-outbox).
  inboxOutboxNotDelivered:
    'Nenhum e‑mail é enviado: este servidor não tem um servidor de e‑mail configurado (MAIL_URL). As mensagens ficam só nesta lista. Para um convite, uma nova senha ou a confirmação de um e‑mail, use “Copiar link” e passe o link à pessoa.',
  inboxOutboxCopyLink: 'Copiar link',
  inboxOutboxCopyLinkOf: (subject: Value) => `Copiar link de “${subject}”`,
  inboxOutboxLinkCopied: 'Link copiado.',
  inboxOutboxLinkNotCopied: 'Não foi possível copiar: abra a mensagem e copie o link do texto.',
  inboxOutboxAttempts: 'Tentativas',
  inboxOutboxNextAttempt: 'Próxima tentativa',
  inboxOutboxResend: 'Reenviar',
  inboxOutboxResending: 'Reenviando…',
  inboxOutboxResent: (subject: Value) => `“${subject}” voltou para a fila de envio.`,
  inboxOutboxAttemptCount: (n: Value) => (String(n) === '1' ? '1 tentativa' : `${n} tentativas`),
  outboxNotFound: 'E‑mail não encontrado.',
  outboxNotFailed: 'Só é possível reenviar e‑mails que falharam.',
  outboxExpired:
    'Não enviado: ficou mais de 24 horas na fila sem nenhuma tentativa (o Arena estava parado ou sem servidor de e‑mail configurado).',
} as const;
