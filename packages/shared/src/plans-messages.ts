/**
 * The public _Planos_ page (docs/product.md#plans-page): every plan's prices before any contract
 * (CDC art. 31; Decreto 7.962/2013 art. 2), linked from the login footer, the registration and the
 * terms. Kept apart from messages.ts so the login page does not carry them.
 */
type Value = string | number;

export const plansMessages = {
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
