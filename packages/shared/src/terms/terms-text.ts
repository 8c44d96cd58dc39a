import { termsWords } from './words.ts';
import {
  checkinClause,
  lateClause,
  overdueClause,
  p,
  phoneOf,
  r,
  type TermsContext,
  type TermsSection,
} from './terms-context.ts';

/**
 * The contract's text (docs/product.md#terms), dated TERMS_TEXT_DATE in terms/words.ts: a
 * module of its own, so only the screens that show it load it.
 */
export {
  termsContextOf,
  termsSummary,
  type TermsContext,
  type TermsParagraph,
  type TermsSection,
} from './terms-context.ts';

/**
 * The contract (docs/product.md#terms): the parties, the plans and their prices by reference to
 * the plan screen, payment, bookings, the 7-day withdrawal of CDC art. 49, cancellation and
 * refunds, liability, notice of changes, the forum. Restrictive clauses are marked.
 */
export function termsOfUse(ctx: TermsContext): TermsSection[] {
  const { company: c } = ctx;
  const who = [c.name, c.document && `CNPJ ${c.document}`, c.address && `com sede em ${c.address}`]
    .filter(Boolean)
    .join(', ');
  const whatsapp = phoneOf(ctx.whatsapp);
  const channels = `pelo Atendimento do aplicativo ou pelo WhatsApp ${whatsapp}`;
  return [
    {
      id: 'partes',
      title: 'Partes e definições',
      paragraphs: [
        p(
          `Estes Termos de Uso são o contrato entre ${who} (“Arena Cowork”), e a pessoa física ou jurídica que se cadastra no aplicativo Arena Cowork (“Aplicativo”) e contrata um plano (“Membro”). O Arena Cowork atende ${channels}; pedidos sobre dados pessoais são atendidos pelo encarregado, no e‑mail ${c.privacy_email}.`,
        ),
        p(
          '“Equipe” são as pessoas que o Membro cadastra para usar o espaço pela conta dele; “Plano” é o plano contratado, com as horas de salas de reunião incluídas por mês e os preços mostrados no Aplicativo.',
        ),
      ],
    },
    {
      id: 'objeto',
      title: 'Objeto',
      paragraphs: [
        p(
          'O Arena Cowork oferece estações de trabalho, salas de reunião, estúdio de gravação e serviços de apoio, conforme o Plano, e o Aplicativo para reservar salas, solicitar o estúdio, acompanhar as horas e as faturas e falar com a equipe do Arena Cowork.',
        ),
      ],
    },
    {
      id: 'cadastro',
      title: 'Cadastro e aprovação',
      paragraphs: [
        p(
          'O Membro informa os seus dados, o CPF ou o CNPJ e os dados da empresa, e garante que são verdadeiros e atualizados. O cadastro é analisado pela equipe financeira do Arena Cowork, que pode pedir documentos e recusar cadastros incompletos ou inconsistentes, informando o motivo por e‑mail. O contrato começa quando o cadastro é aprovado.',
        ),
        p(
          'O e‑mail e a senha são pessoais e intransferíveis. Se suspeitar de uso indevido, troque a senha e avise o Arena Cowork imediatamente.',
        ),
      ],
    },
    {
      id: 'precos',
      title: 'Planos e preços',
      paragraphs: [
        p(
          'O preço do Plano é o mostrado na página Planos e preços do Aplicativo (endereço /planos, aberta a qualquer pessoa, antes do cadastro) no momento da contratação: a mensalidade, o preço de cada posição de equipe e, nos planos com cobrança de excedente, o preço de cada hora além das incluídas. Os mesmos valores constam de cada fatura. A mudança de plano é pedida pelo Aplicativo e vale a partir da confirmação do Arena Cowork.',
        ),
        p(
          'As horas de salas de reunião incluídas valem para o mês do calendário e não se acumulam para o mês seguinte. Em plano com cobrança de excedente, o Aplicativo mostra o valor antes de o Membro confirmar uma reserva além das horas incluídas; em plano sem excedente, essa reserva não é aceita.',
        ),
        p(
          'O uso do estúdio, quando não está incluído no Plano, tem o preço informado pela equipe do Arena Cowork antes da confirmação e só é cobrado se o Membro concordar.',
        ),
        r(
          'Os preços podem ser reajustados uma vez a cada 12 meses, pela variação do IPCA (IBGE) no período, mediante aviso por e‑mail com 30 (trinta) dias de antecedência.',
        ),
      ],
    },
    {
      id: 'pagamento',
      title: 'Faturas e pagamento',
      paragraphs: [
        p(
          `A fatura é emitida no dia 1º de cada mês, com a mensalidade e as posições de equipe do mês que começa e as horas excedentes do mês que terminou; o primeiro mês é cobrado proporcionalmente aos dias desde a aprovação. ${ctx.invoiceDueDay ? `Ela vence no dia ${ctx.invoiceDueDay} do mês (ou 5 dias depois da emissão, se esta for posterior)` : 'Ela vence no dia indicado nela'} e pode ser paga pelo Pix que a acompanha ou pela forma que ela indicar. A nota fiscal de serviço é emitida para cada fatura paga.`,
        ),
        ...lateClause(ctx.finePercent, ctx.interestMonthPercent),
        ...overdueClause(ctx.overdueBlockDays),
        r(
          'Depois de 30 dias de atraso, o acesso ao espaço pode ser suspenso, mediante aviso por e‑mail com 10 (dez) dias de antecedência.',
        ),
      ],
    },
    {
      id: 'reservas',
      title: 'Uso do espaço e reservas de salas',
      paragraphs: [
        p(
          `O espaço funciona em dias úteis, no horário informado no Aplicativo. As salas de reunião são reservadas pelo Aplicativo, conforme a disponibilidade, e cada reserva é confirmada por e‑mail. Uma reserva pode ser cancelada pelo Aplicativo até o prazo mostrado nela, com pelo menos ${ctx.cancelNoticeHours === 1 ? '1 hora' : `${ctx.cancelNoticeHours} horas`} de antecedência; o cancelamento devolve as horas ao Plano.`,
        ),
        r(
          'Depois desse prazo, só a equipe do Arena Cowork pode cancelar a reserva, e as horas dela contam como usadas.',
        ),
        ...checkinClause(ctx.checkinMinutes),
        p(
          'O Membro deve respeitar o horário reservado, liberar a sala ao fim do período e deixá-la em ordem. Visitantes são identificados na recepção.',
        ),
      ],
    },
    {
      id: 'estudio',
      title: 'Estúdio',
      paragraphs: [
        p(
          'O estúdio é solicitado pelo Aplicativo, com a descrição do que se pretende gravar; a equipe do Arena Cowork confirma a data e o horário por e‑mail, conforme a disponibilidade. A solicitação, por si só, não garante a reserva.',
        ),
        r(
          'Danos aos equipamentos causados por mau uso são cobrados do Membro. O conteúdo gravado é de responsabilidade do Membro, inclusive quanto a direitos autorais e direitos de imagem e de voz de terceiros.',
        ),
      ],
    },
    {
      id: 'equipe',
      title: 'Equipe',
      paragraphs: [
        p(
          'O Membro pode cadastrar pessoas da sua equipe até o número de posições do Plano. Cada pessoa recebe um convite por e‑mail, aceita estes Termos ao criar a própria senha e fica sujeita a eles. O Membro declara que avisou essas pessoas de que o nome, o e‑mail e o celular delas seriam informados ao Arena Cowork para criar o acesso.',
        ),
        r(
          'O Membro responde pelos atos das pessoas da sua equipe e dos seus convidados no espaço, e deve excluí-las pelo Aplicativo assim que deixarem a equipe.',
        ),
      ],
    },
    {
      id: 'conduta',
      title: 'Conduta',
      paragraphs: [
        p(
          'O espaço é compartilhado: pedimos respeito e cordialidade, volume de voz adequado, mesas organizadas e o cumprimento das regras de limpeza e de uso da copa. É proibido usar o espaço para atividades ilícitas; assediar, ameaçar ou discriminar qualquer pessoa; fumar nas dependências; entrar em áreas restritas; e ligar equipamentos à rede sem autorização ou usar a internet de forma que comprometa a segurança da rede.',
        ),
        r(
          'O descumprimento destas regras pode levar à advertência, à suspensão do acesso ou ao cancelamento do plano, conforme a gravidade. Antes da suspensão ou do cancelamento, o Membro é avisado por e‑mail e pode apresentar a sua versão, exceto quando houver risco às pessoas ou ao espaço.',
        ),
      ],
    },
    {
      id: 'arrependimento',
      title: 'Direito de arrependimento (7 dias)',
      paragraphs: [
        p(
          `Como o contrato é feito pelo Aplicativo, o Membro pode desistir dele em até 7 (sete) dias, contados da aprovação do cadastro, sem precisar justificar e sem nenhum custo (Código de Defesa do Consumidor, art. 49). Para desistir, basta avisar ${channels}. O Arena Cowork confirma o recebimento por e‑mail e devolve tudo o que foi pago, pelo mesmo meio de pagamento, em até 10 (dez) dias.`,
        ),
      ],
    },
    {
      id: 'cancelamento',
      title: 'Cancelamento e reembolso',
      paragraphs: [
        p(
          `O Membro pode cancelar o plano a qualquer momento, sem multa, ${channels}. O contrato termina 30 (trinta) dias depois do aviso; o que tiver sido pago por período posterior a esse fim é devolvido proporcionalmente, em até 10 (dez) dias, ou descontado da última fatura.`,
        ),
        r('Durante os 30 dias de aviso, a mensalidade continua devida e os serviços do Plano continuam disponíveis.'),
        r(
          'O Arena Cowork pode encerrar o contrato mediante aviso prévio de 30 (trinta) dias, devolvendo o que já tiver sido pago por período posterior ao encerramento. Em caso de descumprimento grave destes Termos (como atividade ilícita, assédio ou dano intencional ao espaço), pode encerrá-lo de imediato, depois de avisar o Membro por e‑mail e ouvir a sua versão, exceto quando houver risco às pessoas ou ao espaço.',
        ),
      ],
    },
    {
      id: 'responsabilidades',
      title: 'Responsabilidades',
      paragraphs: [
        p(
          'O Arena Cowork mantém o espaço limpo, seguro e em condições de uso e presta os serviços do Plano. Interrupções de internet, energia ou do Aplicativo são resolvidas o quanto antes e, quando programadas, avisadas com antecedência. O Arena Cowork responde pelos objetos guardados nos armários ou entregues à recepção.',
        ),
        r(
          'O Arena Cowork não responde por objetos deixados sem vigilância nas áreas comuns, fora dos armários e da recepção, nem pelos negócios do Membro ou pelas obrigações dele com clientes e parceiros. Nenhuma das partes responde por falhas causadas por caso fortuito ou força maior (Código Civil, art. 393).',
        ),
        p(
          'O Membro responde pelos danos que ele, a sua equipe ou os seus convidados causarem às instalações, aos equipamentos ou a terceiros.',
        ),
      ],
    },
    {
      id: 'dados',
      title: 'Dados pessoais',
      paragraphs: [
        p(
          'O tratamento dos dados pessoais do Membro e da sua equipe segue a Lei nº 13.709/2018 (LGPD) e é explicado na Política de Privacidade, em /privacidade: quais dados, para quê, com quem, por quanto tempo e como exercer os seus direitos, inclusive em Meus dados, no Aplicativo.',
        ),
      ],
    },
    {
      id: 'alteracoes',
      title: 'Alterações destes Termos',
      paragraphs: [
        p(
          'O Arena Cowork pode alterar estes Termos, avisando por e‑mail com pelo menos 30 (trinta) dias de antecedência e enviando o texto novo. A nova versão, com a sua data, aparece no Aplicativo no primeiro acesso depois de entrar em vigor e só vale para o Membro depois que ele a aceitar.',
        ),
        p(
          'O Membro que não concordar com a nova versão pode, enquanto não a aceitar, cancelar o plano sem multa e sem aviso prévio, com devolução proporcional do que já tiver pago; até lá, continua valendo a versão aceita antes, e as faturas, os dados da conta e o Atendimento continuam disponíveis no Aplicativo.',
        ),
      ],
    },
    {
      id: 'foro',
      title: 'Comunicações, lei e foro',
      paragraphs: [
        p(
          'As comunicações oficiais são feitas por e‑mail, para o endereço cadastrado. Tolerar um descumprimento não altera estes Termos, e, se uma cláusula for considerada inválida, as demais continuam valendo. Estes Termos seguem a lei brasileira.',
        ),
        p('Fica eleito o foro do domicílio do Membro consumidor; nos demais casos, o da comarca em que fica o espaço.'),
      ],
    },
  ];
}

/** The contract as plain text, for the e-mailed copy: numbered sections, highlighted clauses marked. */
export function termsAsText(sections: TermsSection[]): string[] {
  return sections.map(
    (s, i) =>
      `${i + 1}. ${s.title}\n${s.paragraphs
        .map((para) => (para.restrictive ? `[${termsWords.termsRestrictiveLabel}] ${para.text}` : para.text))
        .join('\n')}`,
  );
}
