/**
 * The back-office's texts about money (docs/product.md#money): Financeiro, invoices, payments and
 * the bank statement. Part of adminMessages (admin-messages.ts), which takes them in whole.
 */
type Value = string | number;

export const adminMoneyMessages = {
  invoiceMonthInvalid: 'Escolha um mês válido (AAAA-MM).',
  invoiceStatusInvalid: 'Escolha a situação: aberta, paga ou cancelada.',
  invoicesIssued: (issued: Value, existing: Value) => `Faturas emitidas: ${issued}. Já existiam: ${existing}.`,
  invoiceNotOpen: 'Esta fatura não está em aberto: já foi paga ou cancelada.',
  invoiceNotPaid: 'Esta fatura não está paga: não há pagamento a desfazer.',
  paymentDateInvalid: 'Informe a data do pagamento (AAAA-MM-DD), até hoje.',
  paymentMethodInvalid: 'Escolha a forma de pagamento: Pix, transferência, boleto, dinheiro ou cartão.',
  paymentNoteInvalid: 'A observação pode ter até 500 caracteres.',
  invoiceCancelReasonInvalid: 'Informe o motivo do cancelamento, com até 500 caracteres.',
  nfseInvalid: 'Informe o número da NFS-e: letras, números, - / . com até 30 caracteres.',
  paymentSaved: 'Pagamento registrado.',
  paymentUndone: 'Pagamento desfeito: a fatura voltou a ficar em aberto.',
  invoiceCancelDone: 'Fatura cancelada.',
  nfseSaved: 'Número da NFS-e registrado.',
  statementType: 'Envie o extrato como arquivo OFX.',
  statementTooBig: 'O extrato tem mais de 10 MB. Exporte um período menor.',
  statementInvalid: 'O arquivo não é um extrato OFX válido: exporte-o de novo no site do banco, no formato OFX.',
  statementCurrency: (currency: Value) =>
    `O extrato está em ${currency}; só extratos em reais (BRL) podem ser importados. Nada foi importado.`,
  statementAmountInvalid: (fitid: Value, amount: Value) =>
    `O valor "${amount}" da transação ${fitid} não é um valor OFX (ponto como separador decimal). Nada foi importado.`,
  statementLineNotFound: 'Esta transação não está entre as importadas sem fatura.',
  statementLineUsed: 'Esta transação já foi aplicada a uma fatura.',
  statementAssigned: 'Transação aplicada à fatura.',
  methodPix: 'Pix',
  methodTransferencia: 'Transferência',
  methodBoleto: 'Boleto',
  methodDinheiro: 'Dinheiro',
  methodCartao: 'Cartão',
  csvNumber: 'Número',
  csvMonth: 'Mês',
  csvAccount: 'Conta',
  csvCompany: 'Empresa',
  csvEmail: 'E-mail',
  csvIssued: 'Emissão',
  csvDue: 'Vencimento',
  csvTotal: 'Total (R$)',
  csvStatus: 'Situação',
  csvPaidOn: 'Pago em',
  csvMethod: 'Forma de pagamento',
  csvNfse: 'NFS-e',
  statusAberta: 'Aberta',
  statusPaga: 'Paga',
  statusCancelada: 'Cancelada',
  statusVencida: 'Vencida',
} as const;
