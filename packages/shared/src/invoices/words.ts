/** A value a message is built with. */
type Value = string | number;

/**
 * The invoices words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const invoicesWords = {
  planPriceText: (price: Value) => `${price} por mês`,
  planSeatPriceText: (price: Value) => `${price} por posição da equipe, por mês`,
  overageCost: (hours: Value, unit: Value, total: Value) => `Excedente: ${hours}\u00a0h × ${unit} = ${total}`,
  invoiceNotFound: 'Fatura não encontrada.',
  invoiceNotOpenForNotice: 'Esta fatura não está em aberto.',
  paidNoticeSaved:
    'Obrigado! Avisamos a equipe do Arena Cowork. A fatura aparecerá como paga assim que o pagamento for confirmado. Guarde o comprovante.',
  invoiceOverdue: (number: Value, due: Value) =>
    `A fatura ${number} venceu em ${due} e ainda está em aberto. Até a confirmação do pagamento, não é possível fazer novas reservas; as já feitas continuam valendo. Você pode pagar com Pix em Faturas. Se já pagou, toque em “Já paguei” na fatura.`,
  invoiceOverdueTeam: 'Não é possível fazer novas reservas pela conta no momento. Fale com o titular da conta.',
  overdueBlockNotice: (number: Value, due: Value) =>
    `A fatura ${number} venceu em ${due} e ainda está em aberto. Até a confirmação do pagamento, não é possível fazer novas reservas; as já feitas continuam valendo.`,
  overdueBlockLink: 'Ver as faturas',
  invoicesTitle: 'Faturas',
  invoicesLink: 'Faturas',
  invoicesEmpty: 'Nenhuma fatura emitida ainda.',
  invoicesLoading: 'Carregando as faturas…',
  invoiceLoading: 'Carregando a fatura…',
  invoiceTitle: (number: Value) => `Fatura ${number}`,
  invoiceMonth: 'Referência',
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
  // The items an invoice is issued with (docs/product.md#invoices), kept as issued.
  invoiceLinePlan: (plan: Value, period: Value) => `Plano ${plan} — ${period}`,
  invoiceLineSeats: (period: Value) => `Posições da equipe — ${period}`,
  invoiceLineOverage: (month: Value, hours: Value) => `Horas excedentes — ${month} (${hours}\u00a0h)`,
  invoiceLinePeriod: (from: Value, to: Value, left: Value, days: Value) =>
    Number(days) === 1 ? `${from} a ${to} (${left} de 1 dia)` : `${from} a ${to} (${left} de ${days} dias)`,
  invoiceQuantity: 'Qtd.',
  invoiceUnit: 'Valor unitário',
  invoicePixTitle: 'Pague com Pix',
  invoicePixHelp: 'Abra o app do seu banco e leia o QR Code, ou copie o código abaixo e use a opção Pix Copia e Cola.',
  invoicePixAlt: 'QR Code Pix desta fatura',
  invoiceCopyPix: 'Copiar código Pix Copia e Cola',
  invoicePixCopied: 'Código Pix copiado.',
  invoicePixNotCopied: 'Não foi possível copiar. Selecione o código acima e copie-o.',
  invoiceAlreadyPaid: 'Já paguei',
  invoiceBack: 'Voltar às faturas',
  invoiceSupplier: 'Prestador do serviço',
  invoiceSupplierDocument: (document: Value) => `CNPJ ${document}`,
  receiptNoPayment:
    'Esta fatura ainda não tem pagamento registrado: o recibo fica disponível depois que o pagamento for confirmado.',
  receiptLink: 'Recibo',
  receiptPartialLink: 'Recibo de pagamento parcial',
  // The number never parts at its dash at a line end (a non-breaking hyphen, U+2011).
  receiptTitle: (number: Value) => `Recibo da fatura ${String(number).replace('-', '‑')}`,
  receiptPartialTitle: (number: Value) => `Recibo de pagamento parcial da fatura ${String(number).replace('-', '‑')}`,
  receiptPayer: 'Pagador',
  receiptPayerDocument: (document: Value) => `CPF/CNPJ ${document}`,
  receiptWhat: (number: Value, month: Value, total: Value) => `Fatura ${number}, de ${month}, no total de ${total}.`,
  receiptPayments: 'Pagamentos recebidos',
  receiptDate: 'Data',
  receiptMethod: 'Forma',
  receiptAmount: 'Valor',
  receiptReceived: 'Total recebido',
  receiptBalance: (balance: Value) => `Saldo em aberto: ${balance}.`,
  receiptQuitacao: (supplier: Value, payer: Value, received: Value, number: Value) =>
    `${supplier} declara que recebeu de ${payer} a quantia de ${received}, referente à fatura ${number}, e dá plena quitação do valor recebido.`,
  receiptQuitacaoPartial: (supplier: Value, payer: Value, received: Value, number: Value) =>
    `${supplier} declara que recebeu de ${payer} a quantia de ${received}, como pagamento parcial da fatura ${number}, e dá quitação somente do valor recebido.`,
  receiptPrint: 'Imprimir',
  receiptBack: 'Voltar à fatura',
  receiptLoading: 'Carregando o recibo…',
  receiptMethodPix: 'Pix',
  receiptMethodTransferencia: 'Transferência',
  receiptMethodBoleto: 'Boleto',
  receiptMethodDinheiro: 'Dinheiro',
  receiptMethodCartao: 'Cartão',
  invoiceStatusSubstituida: 'Substituída',
  invoiceReplacedBy: (number: Value) => `Esta fatura foi cancelada e substituída pela fatura ${number}.`,
  invoiceBillTo: (name: Value, document: Value) =>
    document ? `Faturada para ${name}, ${document}.` : `Faturada para ${name}.`,
  invoiceReplaces: (number: Value) => `Esta fatura corrige e substitui a fatura ${number}, cancelada.`,
} as const;
