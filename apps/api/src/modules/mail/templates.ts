import { PLAN_SUBJECT_PREFIX } from '@arena/shared/schemas/contact';
import { type Rendered, render } from './layout.ts';

/** Every message the server sends, in pt-BR (product.md §1, §10). */

export const registrationReceived = (name: string): Rendered =>
  render('Recebemos o seu cadastro no Arena Cowork', [
    `Olá, ${name}!`,
    'Recebemos o seu cadastro. O nosso financeiro vai validar os seus dados e você receberá um e-mail assim que o acesso for liberado.',
  ]);

/** To staff: never the CPF or CNPJ (docs/product.md#privacy); staff read it in the back-office. */
export const newRegistration = (p: { name: string; email: string; company: string }, url: string): Rendered =>
  render(
    `Novo cadastro aguardando aprovação: ${p.company}`,
    [`${p.name} (${p.email}) concluiu o cadastro.`, `Empresa: ${p.company}`],
    { label: 'Abrir cadastros pendentes', url },
  );

export const approved = (name: string, url: string): Rendered =>
  render(
    'Seu acesso ao Arena Cowork foi liberado',
    [
      `Olá, ${name}!`,
      'O seu cadastro foi aprovado. Você já pode reservar salas, pedir o estúdio e gerenciar a sua equipe pelo aplicativo.',
    ],
    { label: 'Entrar no Arena', url },
  );

/** Staff turned a suspended member (Inativo) back to Ativo: the account was approved long ago. */
export const reactivated = (name: string, url: string): Rendered =>
  render(
    'Seu acesso ao Arena Cowork foi reativado',
    [
      `Olá, ${name}!`,
      'O seu acesso ao Arena Cowork foi reativado. Você já pode voltar a reservar salas, pedir o estúdio e gerenciar a sua equipe pelo aplicativo.',
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

export const inviteLink = (name: string, manager: string, url: string): Rendered =>
  render(
    'Você recebeu um convite para o Arena Cowork',
    [
      `Olá, ${name}!`,
      `${manager} cadastrou você na equipe do Arena Cowork. Crie a sua senha pelo link abaixo, válido por 7 dias.`,
    ],
    { label: 'Criar minha senha', url },
  );

/** `noticeHours` is CANCEL_NOTICE_HOURS, the notice a member's own cancellation needs. */
export const bookingConfirmed = (name: string, room: string, when: string, noticeHours: number): Rendered =>
  render('Reserva confirmada no Arena Cowork', [
    `Olá, ${name}!`,
    `A sua reserva da ${room} está confirmada para ${when}.`,
    `O convite para a sua agenda segue em anexo. Cancelamentos podem ser feitos pelo aplicativo com no mínimo ${noticeHours === 1 ? '1 hora' : `${noticeHours} horas`} de antecedência.`,
  ]);

/** With a reason when staff cancelled it from the back-office (product.md §7); without, the member did. */
export const bookingCancelled = (name: string, room: string, when: string, reason?: string): Rendered =>
  render(
    'Reserva cancelada no Arena Cowork',
    reason
      ? [
          `Olá, ${name}!`,
          `A equipe do Arena Cowork cancelou a sua reserva da ${room} para ${when}.`,
          `Motivo: ${reason}`,
          'Se precisar, faça uma nova reserva pelo aplicativo ou fale com a recepção.',
        ]
      : [`Olá, ${name}!`, `A reserva da ${room} para ${when} foi cancelada.`],
  );

/**
 * The reminder REMINDER_MINUTES before a booking (product.md §8): the subject begins "Lembrete"
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
  url: string;
}): Rendered => {
  const day =
    r.relative === 'today'
      ? 'hoje'
      : r.relative === 'tomorrow'
        ? 'amanhã'
        : `em ${r.day.slice(8, 10)}/${r.day.slice(5, 7)}`;
  return render(
    `Lembrete: ${r.room} ${day} às ${r.start}`,
    [
      `Olá, ${r.name}!`,
      `Lembrete da sua reserva da ${r.room}: ${r.when}.`,
      'Se não for usar a sala, cancele pelo aplicativo para liberá-la para outras pessoas.',
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
  if (type === 'studio') return render(requestTitles.studio, [from, r.message]);
  if (type === 'privacy') return render(requestTitles.privacy, [from, r.message]);
  if (type === 'plan') {
    const plan = r.subject.startsWith(PLAN_SUBJECT_PREFIX) ? r.subject.slice(PLAN_SUBJECT_PREFIX.length) : r.subject;
    return render(`${requestTitles.plan}: ${plan}`, [from, `Plano pedido: ${plan}`, r.message]);
  }
  return render(`${requestTitles.support}: ${r.subject}`, [from, `Setor: ${r.subject}`, r.message]);
};

// Back-office: pending registrations and members (product.md §7).
export const registrationRefused = (name: string, reason: string): Rendered =>
  render('Seu cadastro no Arena Cowork não foi aprovado', [
    `Olá, ${name}!`,
    'Analisamos o seu cadastro e, por enquanto, ele não foi aprovado.',
    `Motivo: ${reason}`,
    'Se tiver dúvidas, fale com a recepção do Arena Cowork.',
  ]);

export const accessSuspended = (name: string, reason?: string): Rendered =>
  render('Seu acesso ao Arena Cowork foi suspenso', [
    `Olá, ${name}!`,
    'O seu acesso ao Arena Cowork foi suspenso: reservas, estúdio e equipe ficam indisponíveis no aplicativo.',
    ...(reason ? [`Motivo: ${reason}`] : []),
    'Para regularizar, fale com o financeiro ou com a recepção do Arena Cowork.',
  ]);

/** An invite to the space's staff (docs/product.md#staff-roles), with the role it gives. */
export const staffInviteLink = (name: string, role: string, url: string): Rendered =>
  render(
    'Você recebeu um convite para a equipe do Arena Cowork',
    [
      `Olá, ${name}!`,
      `O seu acesso à equipe do espaço foi criado com o perfil ${role}. Crie a sua senha pelo link abaixo, válido por 7 dias, e entre no painel com este e-mail.`,
    ],
    { label: 'Criar minha senha', url },
  );
