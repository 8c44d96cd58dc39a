/**
 * A registration waiting for its e-mail confirmation (docs/product.md#registration-proof), part of
 * the catalogue: messages.ts takes `confirmationMessages` in whole. Home tells the person what
 * finance waits for and lets them send the link again; without MAIL_URL (GET /config
 * mail_delivered: false) nothing is mailed, so the person is sent to the staff for the link.
 */
import { CONFIRM_EMAIL_TTL_MS, DAY_MS } from './limits.ts';

/** A value a message is built with. */
type Value = string | number;

export const confirmationMessages = {
  pendingConfirmEmail: (email: Value) =>
    `Falta confirmar o seu e‑mail: abra o link que enviamos para ${email}. Só depois disso a equipe financeira pode analisar o seu cadastro.`,
  pendingConfirmEmailQueued:
    'Falta confirmar o seu e‑mail. O Arena Cowork ainda não está enviando e‑mails: peça à equipe do Arena Cowork o link de confirmação. Só depois disso a equipe financeira pode analisar o seu cadastro.',
  // Confirmed, waiting for finance; without MAIL_URL no e-mail is promised.
  pendingReviewQueued:
    'Seu cadastro está em análise pela equipe financeira. A equipe do Arena Cowork avisará você quando o acesso for liberado.',
  confirmationResend: 'Enviar o link de novo',
  confirmationResending: 'Enviando…',
  confirmationResent: (email: Value) =>
    `Enviamos um novo link de confirmação para ${email}. Ele vale por ${CONFIRM_EMAIL_TTL_MS / DAY_MS} dias.`,
  confirmationResentQueued:
    'O Arena Cowork ainda não está enviando e‑mails: peça à equipe do Arena Cowork o link de confirmação.',
  emailAlreadyConfirmed: 'O seu e‑mail já está confirmado. Agora é só aguardar a análise da equipe financeira.',
} as const;
