/** A value a message is built with. */
type Value = string | number;

/**
 * The plans words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const plansWords = {
  // Plans with included hours (docs/product.md#plans); hours come formatted ("1,5"), months by name.
  planHoursExceeded: (left: Value, month: Value) =>
    left === '0'
      ? `As horas de sala do seu plano em ${month} acabaram. Escolha um horário em outro mês ou fale com a equipe do Arena Cowork.`
      : `Seu plano não tem horas suficientes para esta reserva. Saldo em ${month}: ${left}\u00a0h.`,
  planNotFound: 'Plano não encontrado.',
  usageLine: (used: Value, included: Value, month: Value) =>
    `Horas usadas em ${month}: ${used}\u00a0h de ${included}\u00a0h`,
  usageOverage: (hours: Value) => `Excedente: ${hours}\u00a0h`,
  usageNoPlan: (used: Value, month: Value) =>
    `Horas usadas em ${month}: ${used}\u00a0h · sem plano com horas incluídas`,
  usageLoading: 'Carregando as horas do plano…',
  planHoursText: (hours: Value) => `Salas de reunião: ${hours}\u00a0h por mês`,
  overageNotice: (hours: Value, left: Value, month: Value) =>
    left === '0'
      ? `As horas do seu plano em ${month} já foram usadas: esta reserva (${hours}\u00a0h) será cobrada à parte, como excedente. Deseja reservar?`
      : `Saldo do seu plano em ${month}: ${left}\u00a0h. O excedente desta reserva (${hours}\u00a0h) será cobrado à parte. Deseja reservar?`,
  plansPageTitle: 'Planos e preços',
  plansPageIntro:
    'Os planos do Arena Cowork, com todos os preços: os mesmos dos Termos de Uso e das faturas. Os valores são por mês.',
  plansPageLoading: 'Carregando os planos…',
  plansPageEmpty: 'Nenhum plano está sendo oferecido agora. Fale com a equipe do Arena Cowork.',
  plansPageMonthly: 'Mensalidade',
  plansPageSeat: 'Cada pessoa da equipe',
  plansPageSeatFree: 'sem custo',
  plansPageHours: 'Salas de reunião incluídas',
  plansPageHoursValue: (hours: Value) => `${hours}\u00a0h por mês`,
  plansPageNoHours: 'nenhuma',
  plansPageOverage: 'Hora de sala além das incluídas',
  plansPageOveragePrice: (price: Value) => `${price} por hora (excedente)`,
  plansPageOverageFree: 'sem custo',
  plansPageOverageBlocked: 'não aceita: a reserva além das horas incluídas é recusada',
  plansPageNotes: [
    'As horas incluídas valem para o mês do calendário e não se acumulam para o mês seguinte.',
    'O excedente é mostrado antes de você confirmar a reserva e só é cobrado se você aceitar.',
    'O primeiro mês é cobrado proporcionalmente aos dias desde a aprovação do cadastro.',
    'Os preços podem ser reajustados uma vez a cada 12 meses, pelo IPCA, com aviso por e‑mail 30 dias antes.',
  ],
  plansPageTerms: 'Ler os Termos de Uso',
  plansPageBack: 'Voltar para o início',
  /** _Alterar plano_: the excedente hour beside each plan's price (account holders only). */
  planOverageHourText: (price: Value) => `hora excedente ${price}`,
} as const;
