/** A value a message is built with. */
type Value = string | number;

/**
 * The requests words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const requestsStaffWords = {
  // Back-office: requests, outbox and audit log; {…} are its arguments.
  inboxRequestsTitle: 'Pedidos',
  inboxRequestsIntro:
    'Mudanças de plano, pedidos do estúdio e mensagens ao atendimento, dos mais recentes para os mais antigos.',
  inboxFilterType: 'Tipo',
  inboxFilterStatus: 'Status',
  inboxTypeAll: 'Todos',
  inboxTypePlan: 'Mudança de plano',
  inboxTypeStudio: 'Estúdio',
  inboxTypeSupport: 'Atendimento',
  inboxTypePrivacy: 'Privacidade',
  // A privacy request's answer is due 15 days after it arrived (docs/product.md#my-data).
  inboxRequestDeadline: (date: Value) => `Responder até ${date}`,
  inboxStatusOpen: 'Abertos',
  inboxStatusDone: 'Concluídos',
  inboxStatusAll: 'Todos',
  inboxRequestOpen: 'Aberto',
  inboxRequestDone: 'Concluído',
  inboxRequestPlan: (plan: Value) => `Plano pedido: ${plan}`,
  // What the audit log and the inbox's announcements call a request (never the seed's English prefix).
  inboxTopicPlan: 'mudança de plano',
  inboxTopicPrivacy: 'privacidade',
  inboxTopicStudio: 'estúdio',
  inboxTopicSupport: 'atendimento',
  inboxAuditRequestPlan: (plan: Value) => `Mudança de plano: ${plan}`,
  inboxAuditRequestSupport: (department: Value) => `Atendimento: ${department}`,
  inboxRequestDepartment: (department: Value) => `Setor: ${department}`,
  inboxRequestReceived: (when: Value) => `Recebido em ${when}`,
  inboxRequestDoneAt: (when: Value) => `Concluído em ${when}`,
  inboxRequestFrom: 'Enviado por',
  inboxRequestAccount: (name: Value) => `Cadastro de ${name}`,
  inboxRequestAccountPhone: (phone: Value) => `${phone} (do cadastro)`,
  inboxRequestEmail: 'Enviar e‑mail para',
  inboxRequestCall: 'Ligar para',
  inboxRequestWhatsapp: 'WhatsApp',
  inboxRequestWhatsappWith: (name: Value) => `com ${name}`,
  inboxMarkDone: 'Marcar como concluído',
  inboxReopen: 'Reabrir',
  inboxMarkedDone: ({ name, topic }: { name: Value; topic: Value }) =>
    `Pedido de ${name} (${topic}) marcado como concluído.`,
  inboxReopened: ({ name, topic }: { name: Value; topic: Value }) => `Pedido de ${name} (${topic}) reaberto.`,
  inboxRequestsEmpty: 'Nenhum pedido por aqui.',
  inboxLoading: 'Carregando…',
  inboxLoadMore: 'Carregar mais',
} as const;
