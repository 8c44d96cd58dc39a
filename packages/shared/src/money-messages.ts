/**
 * The member's texts about money (docs/product.md#money): prices, the excedente's cost,
 * invoices and Pix. Part of `messages` (messages.ts), which takes them in whole.
 */
type Value = string | number;

export const moneyMessages = {
  planPriceText: (price: Value) => `${price} por mês`,
  planSeatPriceText: (price: Value) => `${price} por posição da equipe`,
  overageCost: (hours: Value, unit: Value, total: Value) => `${hours}\u00a0h excedente × ${unit} = ${total}`,
  invoiceNotFound: 'Fatura não encontrada.',
  invoiceNotOpenForNotice: 'Esta fatura não está em aberto.',
  paidNoticeSaved:
    'Obrigado! Avisamos a equipe do Arena Cowork. A fatura aparece como paga assim que o pagamento for confirmado.',
  invoiceOverdue: (number: Value, due: Value) =>
    `A fatura ${number}, vencida em ${due}, está em aberto: novas reservas ficam bloqueadas até o pagamento. Pague-a em Faturas.`,
  invoiceOverdueTeam:
    'A conta tem uma fatura vencida em aberto: novas reservas ficam bloqueadas até o pagamento. Fale com quem gerencia a conta.',
  overdueBlockNotice: (number: Value, due: Value) =>
    `A fatura ${number}, vencida em ${due}, está em aberto: novas reservas ficam bloqueadas até o pagamento.`,
  overdueBlockLink: 'Ver as faturas',
  invoicesTitle: 'Faturas',
  invoicesLink: 'Faturas',
  invoicesEmpty: 'Nenhuma fatura emitida ainda.',
  invoicesLoading: 'Carregando as faturas…',
  invoiceTitle: (number: Value) => `Fatura ${number}`,
  invoiceMonth: 'Mês',
  invoiceDue: 'Vencimento',
  invoiceTotal: 'Total',
  invoiceReceived: 'Recebido',
  invoiceBalance: 'Saldo',
  invoiceStatusAberta: 'Em aberto',
  invoiceStatusPaga: 'Paga',
  invoiceStatusCancelada: 'Cancelada',
  invoiceStatusVencida: 'Vencida',
  invoicePaidNotice: 'Pagamento informado',
  invoicePaidOn: (date: Value) => `Paga em ${date}`,
  invoiceLines: 'Itens',
  invoiceQuantity: 'Qtd.',
  invoiceUnit: 'Valor unitário',
  invoicePixTitle: 'Pague com Pix',
  invoicePixHelp: 'Leia o QR code no app do seu banco ou copie o código Pix.',
  invoicePixAlt: 'QR code Pix desta fatura',
  invoiceCopyPix: 'Copiar código Pix',
  invoicePixCopied: 'Código Pix copiado.',
  invoiceAlreadyPaid: 'Já paguei',
  invoiceBack: 'Voltar às faturas',
  invoiceStatusSubstituida: 'Substituída',
  invoiceReplacedBy: (number: Value) => `Esta fatura foi cancelada e substituída pela fatura ${number}.`,
  invoiceReplaces: (number: Value) => `Esta fatura corrige e substitui a fatura ${number}, cancelada.`,
} as const;
