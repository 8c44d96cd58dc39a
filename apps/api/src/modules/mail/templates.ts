import { formatDayMonth } from '@arena/shared/rules/dates';
import { PLAN_SUBJECT_PREFIX } from '@arena/shared/requests/schemas';
import { type Rendered, render } from './layout.ts';

/** Every message the server sends, in pt-BR (docs/product.md#shape, #words). */

/**
 * The terms step's message to the new member: the registration arrived, and the link that proves
 * the address, without which finance cannot approve it (docs/product.md#registration-proof).
 */
export const confirmEmailLink = (name: string, url: string): Rendered =>
  render(
    'Confirme seu e-mail no Arena Cowork',
    [
      `Olá, ${name}!`,
      'Recebemos o seu cadastro. Para que a nossa equipe financeira possa analisá-lo, confirme que este e-mail é seu pelo link abaixo, válido por 7 dias e de uso único. Você receberá outro e-mail assim que o acesso for liberado.',
      'Se não foi você que se cadastrou, ignore este e-mail: sem a confirmação, o cadastro não é aprovado.',
    ],
    { label: 'Confirmar meu e-mail', url },
  );

/** To staff: never the CPF or CNPJ (docs/product.md#privacy); staff read it in the back-office. */
export const newRegistration = (p: { name: string; email: string; company: string }, url: string): Rendered =>
  render(
    `Novo cadastro aguardando aprovação: ${p.company}`,
    [`${p.name} (${p.email}) concluiu o cadastro.`, `Empresa: ${p.company}`],
    { label: 'Abrir cadastros pendentes', url },
    'staff',
  );

export const approved = (name: string, url: string): Rendered =>
  render(
    'Seu acesso ao Arena Cowork foi liberado',
    [
      `Olá, ${name}!`,
      'O seu cadastro foi aprovado. Você já pode reservar salas, solicitar o estúdio e gerenciar a sua equipe pelo aplicativo.',
    ],
    { label: 'Entrar no Arena', url },
  );

/** Staff turned a suspended member (Inativo) back to Ativo: the account was approved long ago. */
export const reactivated = (name: string, url: string): Rendered =>
  render(
    'Seu acesso ao Arena Cowork foi reativado',
    [
      `Olá, ${name}!`,
      'O seu acesso ao Arena Cowork foi reativado. Você já pode voltar a reservar salas, solicitar o estúdio e gerenciar a sua equipe pelo aplicativo.',
    ],
    { label: 'Entrar no Arena', url },
  );

export const recoveryLink = (name: string, url: string): Rendered =>
  render(
    'Redefinição de senha do Arena Cowork',
    [
      `Olá, ${name}!`,
      'Recebemos um pedido para redefinir a sua senha. O link abaixo vale por 1 hora e pode ser usado uma única vez.',
      'Se não foi você, ignore este e-mail: a sua senha continua a mesma.',
    ],
    { label: 'Criar nova senha', url },
  );

/**
 * `company` is the manager's company: "a equipe do Arena Cowork" means the space's staff
 * (docs/product.md#one-word-per-thing), so the team is named by its company.
 */
export const inviteLink = (name: string, manager: string, company: string, url: string): Rendered =>
  render(
    'Você recebeu um convite para o Arena Cowork',
    [
      `Olá, ${name}!`,
      `${manager} cadastrou você na equipe de ${company} no Arena Cowork. Crie a sua senha pelo link abaixo, válido por 7 dias.`,
    ],
    { label: 'Criar minha senha', url },
  );

/**
 * With CHECKIN_MINUTES set, a booking not checked in by `checkinBy` (HH:MM) is released
 * (docs/product.md#checkin): the confirmation and the reminder say so, and until when.
 */
const checkinSentence = (checkinBy: string) =>
  `Esta reserva pede check-in: faça-o pelo aplicativo ou pelo QR Code da sala até ${checkinBy}. Sem check-in até lá, a reserva é cancelada automaticamente e as horas voltam para o seu plano.`;

/** `noticeHours` is CANCEL_NOTICE_HOURS, the notice a member's own cancellation needs. */
export const bookingConfirmed = (
  name: string,
  room: string,
  when: string,
  noticeHours: number,
  checkinBy: string | null = null,
): Rendered =>
  render('Reserva confirmada no Arena Cowork', [
    `Olá, ${name}!`,
    `A sua reserva (${room}) está confirmada para ${when}.`,
    ...(checkinBy ? [checkinSentence(checkinBy)] : []),
    `O convite para a sua agenda segue em anexo. Cancelamentos podem ser feitos pelo aplicativo com no mínimo ${noticeHours === 1 ? '1 hora' : `${noticeHours} horas`} de antecedência.`,
  ]);

/** With a reason when staff cancelled it from the back-office (docs/product.md#back-office); without, the member did. */
export const bookingCancelled = (name: string, room: string, when: string, reason?: string): Rendered =>
  render(
    'Reserva cancelada no Arena Cowork',
    reason
      ? [
          `Olá, ${name}!`,
          `A equipe do Arena Cowork cancelou a sua reserva (${room}) de ${when}.`,
          `Motivo: ${reason}`,
          'Se precisar, faça uma nova reserva pelo aplicativo ou fale com a equipe do Arena Cowork.',
        ]
      : [`Olá, ${name}!`, `A sua reserva (${room}) de ${when} foi cancelada.`],
  );

/**
 * The reminder REMINDER_MINUTES before a booking (docs/product.md#my-bookings): the subject begins "Lembrete"
 * and says when in the words a phone's notification shows ("hoje às 14:00").
 */
export const bookingReminder = (r: {
  name: string;
  room: string;
  when: string;
  /** `YYYY-MM-DD`, for a start that is neither today nor tomorrow. */
  day: string;
  start: string;
  relative: 'today' | 'tomorrow' | 'later';
  /**
   * Until when the member may still cancel in the app (`hoje às 11:00`, CANCEL_NOTICE_HOURS
   * before the start), or null when that time has passed: then the reminder never advises a
   * cancellation the app would refuse (docs/product.md#reminders).
   */
  cancelUntil: string | null;
  /** HH:MM by which the owner must check in, or null when check-in is off (docs/product.md#checkin). */
  checkinBy?: string | null;
  url: string;
}): Rendered => {
  const day = r.relative === 'today' ? 'hoje' : r.relative === 'tomorrow' ? 'amanhã' : `em ${formatDayMonth(r.day)}`;
  return render(
    `Lembrete: ${r.room} ${day} às ${r.start}`,
    [
      `Olá, ${r.name}!`,
      `Lembrete da sua reserva (${r.room}): ${r.when}.`,
      ...(r.checkinBy ? [checkinSentence(r.checkinBy)] : []),
      r.cancelUntil
        ? `Se não for usar a sala, cancele pelo aplicativo até ${r.cancelUntil} para liberá-la para outras pessoas.`
        : 'Se não for usar a sala, avise a equipe do Arena Cowork (Atendimento ou recepção) para liberá-la para outras pessoas.',
    ],
    { label: 'Ver minhas reservas', url: r.url },
  );
};

const requestTitles = {
  plan: 'Pedido de mudança de plano',
  studio: 'Pedido de uso do estúdio',
  support: 'Mensagem para o atendimento',
  privacy: 'Pedido de exclusão de dados (LGPD)',
} as const;

/**
 * The staff's copy of a request. The plan screen stores `Update Plan - <plan>` (the seed's
 * contract), shown here as the plan alone; the studio's fixed subject is its title already.
 */
export const requestToStaff = (
  type: keyof typeof requestTitles,
  r: { name: string; email: string; phone: string; subject: string; message: string },
): Rendered => {
  const from = `${r.name} <${r.email}>${r.phone ? ` · ${r.phone}` : ''}`;
  if (type === 'studio') return render(requestTitles.studio, [from, r.message], undefined, 'staff');
  if (type === 'privacy') return render(requestTitles.privacy, [from, r.message], undefined, 'staff');
  if (type === 'plan') {
    const plan = r.subject.startsWith(PLAN_SUBJECT_PREFIX) ? r.subject.slice(PLAN_SUBJECT_PREFIX.length) : r.subject;
    return render(`${requestTitles.plan}: ${plan}`, [from, `Plano pedido: ${plan}`, r.message], undefined, 'staff');
  }
  return render(`${requestTitles.support}: ${r.subject}`, [from, `Setor: ${r.subject}`, r.message], undefined, 'staff');
};

// Back-office: pending registrations and members (docs/product.md#back-office).
export const registrationRefused = (name: string, reason: string): Rendered =>
  render('Seu cadastro no Arena Cowork não foi aprovado', [
    `Olá, ${name}!`,
    'Analisamos o seu cadastro e, por enquanto, ele não foi aprovado.',
    `Motivo: ${reason}`,
    'Se tiver dúvidas, fale com a equipe do Arena Cowork.',
  ]);

export const accessSuspended = (name: string, reason?: string): Rendered =>
  render('Seu acesso ao Arena Cowork foi suspenso', [
    `Olá, ${name}!`,
    'O seu acesso ao Arena Cowork foi suspenso: reservas, estúdio e equipe ficam indisponíveis no aplicativo.',
    ...(reason ? [`Motivo: ${reason}`] : []),
    'Para regularizar, fale com a equipe do Arena Cowork.',
  ]);

/** An invite to the space's staff (docs/product.md#staff-roles), with the role it gives. */
export const staffInviteLink = (name: string, role: string, url: string): Rendered =>
  render(
    'Você recebeu um convite para a equipe do Arena Cowork',
    [
      `Olá, ${name}!`,
      `Criamos o seu acesso à administração do Arena Cowork, com o perfil ${role}. Crie a sua senha pelo link abaixo, válido por 7 dias, e entre com este e-mail.`,
    ],
    { label: 'Criar minha senha', url },
    'staff',
  );
/**
 * A guest's invitation (docs/product.md#visitors): when, where, who invites; the `.ics` goes with it.
 * It goes to any address a member types, so nothing the member types is in it (the guest's name
 * neither, M10): the subject is fixed, the host is the name staff approved, the rest is the booking's.
 */
export const guestInvited = (g: { host: string; room: string; when: string; address: string }): Rendered =>
  render(
    'Convite para uma reunião no Arena Cowork',
    [
      'Olá!',
      `${g.host} convidou você para uma reunião no Arena Cowork.`,
      `Quando: ${g.when}\nSala: ${g.room}\nEndereço: ${g.address}`,
      'Ao chegar, apresente-se na recepção. O convite para a sua agenda segue em anexo.',
    ],
    undefined,
    'guest',
  );

/** The booking was cancelled, or the host took the guest off it: the invitation's CANCEL goes with it. */
export const guestUninvited = (g: { host: string; room: string; when: string }): Rendered =>
  render(
    'Convite cancelado: Arena Cowork',
    ['Olá!', `O convite de ${g.host} para a reunião no Arena Cowork (${g.when}, ${g.room}) foi cancelado.`],
    undefined,
    'guest',
  );

/** Reception marked a guest arrived (Convidados de hoje): the host is told. */
export const visitorArrived = (v: { host: string; guest: string; room: string; time: string }): Rendered =>
  render(`${v.guest} chegou ao Arena Cowork`, [
    `Olá, ${v.host}!`,
    `${v.guest} chegou ao Arena Cowork às ${v.time} para a sua reserva (${v.room}) e está na recepção.`,
  ]);

/** A booking released at its check-in deadline (docs/product.md#checkin). */
export const bookingReleased = (r: {
  name: string;
  room: string;
  when: string;
  minutes: number;
  url: string;
}): Rendered =>
  render(
    `Reserva cancelada por falta de check-in: ${r.room}`,
    [
      `Olá, ${r.name}!`,
      `A sua reserva (${r.room}, ${r.when}) foi cancelada automaticamente porque o check-in não foi feito até ${r.minutes === 1 ? '1 minuto' : `${r.minutes} minutos`} depois do início.`,
      'A sala ficou livre para outras pessoas e as horas voltaram para o seu plano.',
    ],
    { label: 'Ver minhas reservas', url: r.url },
  );

/** A weekly series booked (docs/product.md#series): every date booked, those refused, one `.ics` for all. */
export const seriesConfirmed = (s: {
  name: string;
  room: string;
  booked: string[];
  refused: string[];
  noticeHours: number;
}): Rendered =>
  render(
    `Reservas confirmadas no Arena Cowork: ${s.room}, ${s.booked.length === 1 ? '1 data' : `${s.booked.length} datas`}`,
    [
      `Olá, ${s.name}!`,
      `As suas reservas semanais (${s.room}) estão confirmadas:\n${s.booked.map((w) => `• ${w}`).join('\n')}`,
      ...(s.refused.length ? [`Não foi possível reservar:\n${s.refused.map((w) => `• ${w}`).join('\n')}`] : []),
      `O convite com todas as datas para a sua agenda segue em anexo. Cada data pode ser cancelada pelo aplicativo com no mínimo ${s.noticeHours === 1 ? '1 hora' : `${s.noticeHours} horas`} de antecedência.`,
    ],
  );

/** A series date's state as the series e-mail says why it was not booked. */
export const seriesStateWords = {
  livre: 'livre',
  ocupado: 'horário ocupado',
  dia_fechado: 'dia fechado',
  alem_do_prazo: 'data ainda não aberta para reservas',
  sem_horas: 'sem horas no plano',
  excedente_nao_aceito: 'excedente maior que o confirmado',
} as const;
