/** A value a message is built with. */
type Value = string | number;

/**
 * The audit-log words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const auditLogStaffWords = {
  inboxAuditTitle: 'Auditoria',
  inboxAuditIntro: 'Cada ação da equipe: quem, o quê, quando e o que mudou. Somente leitura.',
  inboxAuditEmpty: 'Nenhuma ação registrada ainda.',
  inboxAuditBy: 'Por',
  inboxAuditActorGone: 'Conta removida',
  inboxAuditSystem: 'Arena, automaticamente',
  inboxAuditField: 'Campo',
  inboxAuditBefore: 'Antes',
  inboxAuditAfter: 'Depois',
  inboxAuditChanges: (target: Value) => `Alterações em ${target}`,
  inboxAuditNoChanges: 'Sem detalhes registrados.',
  inboxAuditEmptyValue: '—',
  inboxAuditYes: 'Sim',
  inboxAuditNo: 'Não',
  inboxFieldStatus: 'Status',
  inboxFieldLevel: 'Nível',
  inboxFieldPlan: 'Plano',
  inboxFieldSeats: 'Posições da equipe',
  inboxFieldReason: 'Motivo',
  inboxFieldName: 'Nome',
  inboxFieldCapacity: 'Capacidade',
  inboxFieldActive: 'Ativa',
  inboxFieldPicture: 'Imagem',
  inboxFieldContentType: 'Tipo do arquivo',
  inboxFieldBytes: 'Tamanho (bytes)',
  inboxFieldDate: 'Data',
  inboxFieldCancelledAt: 'Cancelada em',
  inboxFieldCancelledBy: 'Cancelada por',
  inboxFieldYear: 'Ano',
  inboxFieldAdded: 'Dias incluídos',
} as const;
