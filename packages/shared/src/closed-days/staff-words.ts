import { HOLIDAY_YEARS_AHEAD } from '../contract/limits.ts';

/** A value a message is built with. */
type Value = string | number;

/**
 * The closed-days words of the back-office's (docs/product.md#back-office) part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const closedDaysStaffWords = {
  closedDayReasonInvalid: 'Informe o motivo, com até 120 caracteres.',
  closedDayExists: 'Este dia já está fechado.',
  closedDayNotFound: 'Este dia não está entre os dias fechados.',
  closedDayAdded: 'Dia fechado com sucesso.',
  closedDayRemoved: 'Dia reaberto para reservas.',
  yearInvalid: 'Escolha um ano válido.',
  holidaysYearInvalid: `Escolha um ano entre o atual e os próximos ${HOLIDAY_YEARS_AHEAD} anos.`,
  holidaysAddedNone: (year: Value) =>
    `Nenhum feriado novo: os feriados nacionais de ${year} em dias úteis já estavam fechados.`,
  holidaysAddedOne: (year: Value) => `1 feriado nacional de ${year} adicionado.`,
  holidaysAddedMany: ({ n, year }: { n: Value; year: Value }) => `${n} feriados nacionais de ${year} adicionados.`,
  holidaysWeekendNote: 'Feriados em fins de semana não entram na lista: nesses dias não há reservas.',
  closedDaysTitle: 'Dias fechados',
  closedDaysIntro:
    'Nos dias fechados, o calendário dos membros não deixa escolher a data e o servidor recusa reservas. Os fins de semana já ficam fechados.',
  closedDaysYear: 'Ano',
  closedDaysEmpty: (year: Value) => `Nenhum dia fechado em ${year}.`,
  closedDaysListTitle: (year: Value) => `Dias fechados em ${year}`,
  closedDayNew: 'Fechar um dia',
  closedDayDate: 'Data',
  closedDayPick: 'Escolha no calendário o dia útil a fechar.',
  closedDayChosen: (day: Value) => `Dia escolhido: ${day}`,
  closedDayReason: 'Motivo',
  closedDayReasonHint: 'Aparece na lista e na agenda; até 120 caracteres.',
  closedDayAdd: 'Fechar o dia',
  closedDayRemove: 'Remover',
  closedDayRemoveLabel: (date: Value) => `Remover ${date}`,
  closedDayConfirmRemove: (date: Value) => `Remover ${date} dos dias fechados? O dia volta a aceitar reservas.`,
  closedDayBookingsOne: 'Há 1 reserva nesse dia. Ela não foi cancelada: veja na agenda se é preciso cancelar.',
  closedDayBookingsMany: (n: Value) =>
    `Há ${n} reservas nesse dia. Elas não foram canceladas: veja na agenda se é preciso cancelar.`,
  closedDayOpenAgenda: (date: Value) => `Abrir a agenda de ${date}`,
  holidaysLoad: (year: Value) => `Carregar feriados nacionais de ${year}`,
  holidaysLoading: 'Carregando feriados…',
} as const;
