/** A value a message is built with. */
type Value = string | number;

/**
 * The invoices words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const invoicesWords = {
  planPriceText: (price: Value) => `${price} por mês`,
  planSeatPriceText: (price: Value) => `${price} por posição da equipe`,
  overageCost: (hours: Value, unit: Value, total: Value) => `Excedente: ${hours}\u00a0h × ${unit} = ${total}`,
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
  invoiceLoading: 'Carregando a fatura…',
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
