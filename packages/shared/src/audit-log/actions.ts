/**
 * Every action the server writes to the audit log (docs/product.md#audit-log), `<thing>.<verb>`,
 * with the pt-BR words staff read on the Auditoria screen. This object is the only list: the
 * server's `recordAudit` accepts only its keys, so an action cannot be written without a label.
 */
export const auditActions = {
  'user.update': 'Alterou membro',
  'user.confirmation': 'Reenviou confirmação de e‑mail',
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
  'staff.invite': 'Convidou para a equipe do Arena Cowork',
  'staff.role': 'Alterou perfil na equipe do Arena Cowork',
  'staff.remove': 'Removeu da equipe do Arena Cowork',
  'invoice.issue': 'Emitiu fatura',
  'invoice.pay': 'Deu baixa na fatura',
  'invoice.unpay': 'Estornou a baixa',
  'invoice.cancel': 'Cancelou fatura',
  'invoice.correct': 'Corrigiu fatura',
  'invoice.nfse': 'Registrou NFS‑e',
  'invoice.nfse_resend': 'Reenviou a nota fiscal rejeitada',
  'statement.import': 'Importou extrato',
  'statement.set_aside': 'Pôs transação de lado',
  'statement.restore': 'Voltou transação aos créditos sem fatura',
  'pix.unknown': 'Recebeu Pix de cobrança desconhecida',
  'pix.refund': 'Pediu devolução de Pix',
  'pix.charge_retry': 'Pediu de novo a cobrança Pix recusada',
} as const satisfies Record<string, string>;

/** An action the audit log records. */
export type AuditAction = keyof typeof auditActions;

/** The words for an action; one written before this list (or unknown) is shown as written, so nothing hides. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(auditActions, action) ? auditActions[action as AuditAction] : action;
}

/**
 * Every field an audit entry records (the keys of `before`/`after` that `recordAudit` writes, and of
 * the objects inside them), with the words staff read. The guard test (apps/api/test/audit/
 * audit-words.test.ts) fails when a recorded key is missing here, so no code name reaches the screen.
 */
export const auditFields = {
  status: 'Status',
  level: 'Nível',
  plan: 'Plano',
  qtd_team: 'Posições da equipe',
  reason: 'Motivo',
  name: 'Nome',
  lastname: 'Sobrenome',
  email: 'E‑mail',
  phone: 'Celular',
  company: 'Empresa',
  document: 'CPF/CNPJ',
  activity: 'Atividade',
  site: 'Site',
  role: 'Perfil',
  capacity: 'Capacidade',
  active: 'Ativa',
  img: 'Imagem',
  content_type: 'Tipo do arquivo',
  bytes: 'Tamanho (bytes)',
  date: 'Data',
  cancelled_at: 'Cancelada em',
  cancelled_by: 'Cancelada por',
  released_at: 'Liberada em',
  year: 'Ano',
  added: 'Dias incluídos',
  attempts: 'Tentativas',
  error: 'Erro',
  monthly_hours: 'Horas por mês',
  overage: 'Excedente',
  monthly_price_cents: 'Preço por mês',
  seat_price_cents: 'Preço por posição da equipe',
  overage_hour_cents: 'Preço da hora excedente',
  number: 'Fatura',
  month: 'Mês',
  total_cents: 'Total',
  due_date: 'Vencimento',
  replaces: 'Substitui a fatura',
  replaced_by: 'Substituída pela fatura',
  recomputed: 'Recalculada',
  amount_cents: 'Valor',
  received_cents: 'Recebido',
  paid_on: 'Data do pagamento',
  method: 'Forma de pagamento',
  note: 'Observação',
  statement_line_id: 'Crédito do extrato (nº)',
  fitid: 'Crédito do extrato (FITID)',
  by_hand: 'Conciliada à mão',
  end_to_end_id: 'Pix (endToEndId)',
  txid: 'Cobrança Pix (txid)',
  refund_id: 'Devolução',
  applied_cents: 'Valor aplicado à fatura',
  pix: 'Pix recebidos',
  payments: 'Pagamentos',
  nfse_number: 'NFS‑e',
  nfse_state: 'Situação da nota fiscal',
  credits: 'Créditos no extrato',
  matched: 'Conciliados',
  already: 'Já conciliados antes',
  waiting: 'Aguardando fatura',
  set_aside: 'Postos de lado',
  by: 'Posto de lado por',
  team_access_ended: 'Acessos da equipe encerrados',
  emails_deleted: 'E‑mails apagados',
  open_invoices: 'Faturas em aberto',
} as const satisfies Record<string, string>;

/** A field's words; one not in the list (written before it) is shown as written, so nothing hides. */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(auditFields, field) ? auditFields[field as keyof typeof auditFields] : field;
}

/** How the audit log names a target that is not a person, room, plan, request or booking. */
export const auditTargetWords = {
  invoice: (number: string, billTo: string) => (billTo ? `Fatura ${number} · ${billTo}` : `Fatura ${number}`),
  statement: 'Extrato bancário (OFX)',
  statementLine: (day: string, amount: string, payer: string) =>
    `Crédito do extrato de ${day} · ${amount}${payer ? ` · ${payer}` : ''}`,
  mail: (subject: string, recipient: string) => `E‑mail “${subject}” para ${recipient}`,
  holidays: (year: string) => `Feriados de ${year}`,
} as const;
