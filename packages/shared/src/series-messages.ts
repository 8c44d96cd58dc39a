/**
 * Weekly series (docs/product.md#series): the words of /room's _Repetir toda semana_ and of
 * Minhas reservas' series. Part of the one pt-BR catalogue, kept apart from messages.ts so the
 * login page does not carry them.
 */
type Value = string | number;

export const seriesMessages = {
  seriesRepeat: 'Repetir toda semana',
  seriesWeeks: 'Por quantas semanas',
  seriesWeeksOption: (n: Value) => `${n} semanas`,
  seriesPreview: 'Ver as datas',
  seriesPreviewTitle: 'Datas da série',
  seriesConfirm: (n: Value) => (Number(n) === 1 ? 'Reservar 1 data livre' : `Reservar ${n} datas livres`),
  seriesBack: 'Voltar',
  seriesNoneFree: 'Nenhuma data livre: escolha outro horário ou outra sala.',
  seriesDoneSome: ({ booked, refused }: { booked: Value; refused: Value }) =>
    `${Number(booked) === 1 ? '1 reserva confirmada' : `${booked} reservas confirmadas`}. ${refused} ${Number(refused) === 1 ? 'data não pôde ser reservada' : 'datas não puderam ser reservadas'}; veja o e‑mail de confirmação.`,
  seriesStates: {
    livre: 'Livre',
    ocupado: 'Ocupado',
    dia_fechado: 'Dia fechado',
    alem_do_prazo: 'Além do prazo',
    sem_horas: 'Sem horas no plano',
    excedente_nao_aceito: 'Excedente não confirmado',
  },
  /** A free date beyond the plan's hours, in the preview (docs/product.md#series); its cost for the account holder. */
  seriesDateOverage: (hours: Value) => `Livre · excedente de ${hours}\u00a0h`,
  seriesDateOverageCost: (hours: Value, cost: Value) => `Livre · excedente de ${hours}\u00a0h (${cost})`,
  /** Under the preview: what Reservar accepts, the server refusing any date that would cost more. */
  seriesOverageTotal: (hours: Value) =>
    `Esta série passa das horas do plano em ${hours}\u00a0h, cobradas à parte como excedente. Ao reservar, você aceita esse excedente.`,
  seriesOverageTotalCost: (hours: Value, cost: Value) =>
    `Esta série passa das horas do plano em ${hours}\u00a0h: ${cost} de excedente, cobrados à parte. Ao reservar, você aceita esse valor.`,
  seriesLabel: 'Toda semana',
  /** A series' booking in Minhas reservas: until when the series goes (not a number that shifts as dates are cancelled). */
  seriesUntil: (day: Value) => `Toda semana, até ${day}`,
  seriesCancelOne: 'Cancelar só esta data',
  seriesCancelFollowing: 'Cancelar esta e as seguintes',
  /** After _Cancelar esta e as seguintes_: how many were cancelled. */
  seriesCancelled: (n: Value) => (Number(n) === 1 ? '1 reserva cancelada.' : `${n} reservas canceladas.`),
  seriesConfirmCancelFollowing: (when: Value) => `Cancelar a reserva de ${when} e todas as seguintes desta série?`,
} as const;
