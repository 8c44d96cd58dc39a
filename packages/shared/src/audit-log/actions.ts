/**
 * Every action the server writes to the audit log (docs/product.md#audit-log), `<thing>.<verb>`,
 * with the pt-BR words staff read on the Auditoria screen. This object is the only list: the
 * server's `recordAudit` accepts only its keys, so an action cannot be written without a label.
 */
export const auditActions = {
  'user.update': 'Alterou membro',
  'user.confirmation': 'Reenviou a confirmação de e‑mail',
  'user.anonymize': 'Anonimizou dados pessoais',
  // The member changed their own e-mail: the old address stays a needle of an anonymisation.
  'user.email': 'Trocou o próprio e‑mail',
  'request.update': 'Alterou pedido',
  'room.create': 'Criou sala',
  'room.update': 'Alterou sala',
  'room.picture': 'Trocou a imagem da sala',
  'plan.create': 'Criou plano',
  'plan.update': 'Alterou plano',
  'appointment.cancel': 'Cancelou reserva',
  'appointment.release': 'Liberou reserva por ausência',
  'closed-day.create': 'Fechou dia',
  'closed-day.delete': 'Reabriu dia',
  'closed-day.holidays': 'Carregou feriados',
  'outbox.resend': 'Reenviou e‑mail',
  'staff.invite': 'Convidou para a equipe do espaço',
  'staff.role': 'Alterou perfil na equipe do espaço',
  'staff.remove': 'Removeu da equipe do espaço',
  'invoice.issue': 'Emitiu fatura',
  'invoice.pay': 'Registrou pagamento',
  'invoice.unpay': 'Desfez pagamento',
  'invoice.cancel': 'Cancelou fatura',
  'invoice.correct': 'Corrigiu fatura',
  'invoice.nfse': 'Registrou NFS-e',
  'statement.import': 'Importou extrato',
  'statement.set_aside': 'Pôs transação de lado',
  'statement.restore': 'Voltou transação aos créditos sem fatura',
} as const satisfies Record<string, string>;

/** An action the audit log records. */
export type AuditAction = keyof typeof auditActions;

/** The words for an action; one written before this list (or unknown) is shown as written, so nothing hides. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditActions, action) ? auditActions[action as AuditAction] : action;
}
