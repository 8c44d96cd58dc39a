/** A value a message is built with. */
type Value = string | number;

/**
 * The plans words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const plansStaffWords = {
  adminNavPlans: 'Planos',
  adminNavUsage: 'Uso das salas',
  plansTitle: 'Planos',
  plansIntro:
    'As horas de sala que cada plano inclui por mês (o titular da conta e a equipe dividem as mesmas horas) e o que acontece além delas.',
  plansNew: 'Novo plano',
  plansName: 'Nome do plano',
  plansHours: 'Horas de sala por mês',
  plansOverage: 'Além das horas incluídas',
  plansOverageBlock: 'Bloquear novas reservas',
  plansOverageCharge: 'Aceitar e cobrar como excedente',
  // The usage CSV's short words for the same two rules.
  usageCsvOverageBlock: 'Bloqueia',
  usageCsvOverageCharge: 'Cobra',
  plansActive: 'Oferecido aos membros',
  plansInactive: 'Fora de oferta',
  plansSave: 'Salvar plano',
  plansCreate: 'Criar plano',
  plansSaved: 'Plano salvo.',
  plansCreated: 'Plano criado.',
  plansEmpty: 'Nenhum plano cadastrado.',
  plansHoursOf: (hours: Value) => `${hours}\u00a0h por mês`,
  /** A figure in the usage table: the unit never wraps away from its number. */
  usageHoursCell: (hours: Value) => `${hours}\u00a0h`,
  planNameInvalid: 'Informe o nome do plano, com até 60 caracteres.',
  planNameTaken: 'Já existe um plano com este nome.',
  planHoursInvalid: 'Informe as horas por mês: de 0 a 744, em múltiplos de meia hora.',
  planOverageInvalid: 'Escolha bloquear ou cobrar o excedente.',
  planPriceInvalid: 'Informe um valor em reais, de 0,00 a 1.000.000,00 (por exemplo 1.234,56).',
  plansMonthlyPrice: 'Preço por mês (R$)',
  plansSeatPrice: 'Preço por posição da equipe, por mês (R$)',
  plansOverageHourPrice: 'Preço da hora excedente (R$)',
  plansPriceOf: (price: Value) => `${price} por mês`,
  planUnknown: 'Escolha um plano cadastrado.',
  monthInvalid: 'Escolha um mês válido.',
  usageTitle: 'Uso das salas',
  usageIntro: 'Horas de sala por conta no mês (horário de São Paulo) e a ocupação de cada sala por semana.',
  usageMonth: 'Mês',
  usagePreviousMonth: 'Mês anterior',
  usageNextMonth: 'Próximo mês',
  usageAccounts: 'Horas por conta',
  usageAccountsEmpty: 'Nenhuma conta ativa neste mês.',
  usageOccupancy: 'Ocupação das salas por semana',
  usageOccupancyNote:
    'Horas reservadas em relação às horas de funcionamento da semana (dias úteis, sem os dias fechados).',
  usageDownload: 'Baixar CSV',
  usageColAccount: 'Conta',
  usageColCompany: 'Empresa',
  usageColEmail: 'E-mail',
  usageColPlan: 'Plano',
  usageColOverageRule: 'Excedente',
  usageColIncluded: 'Horas incluídas',
  usageColUsed: 'Horas usadas',
  usageColOverage: 'Horas excedentes',
  usageColRoom: 'Sala',
  usageColWeek: 'Semana',
  usageColOccupancy: 'Ocupação',
  usageColNoPlan: 'Sem plano',
  usageWeekOf: (from: Value, to: Value) => `${from} a ${to}`,
  usageOccupancyOf: (room: Value, week: Value, percent: Value, hours: Value) =>
    `${room}, semana de ${week}: ${percent}% de ocupação (reservas: ${hours}\u00a0h)`,
  usageChartTitle: (month: Value) => `Ocupação semanal das salas em ${month}`,
} as const;
