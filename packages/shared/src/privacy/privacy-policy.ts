import type { Controller } from './words.ts';
import type { PublicConfig } from '../system/schemas.ts';

/**
 * The privacy policy's text, dated PRIVACY_VERSION in privacy/words.ts: a module of its own,
 * so only `/privacidade` loads it.
 */

export type PolicySection = { id: string; title: string; paragraphs: string[] };

/** What the policy quotes from the settings (GET /config on the web), so it says what the app does. */
export type PolicyContext = {
  company: Controller;
  /** DATA_LOCATION: where the server and its data are. */
  dataLocation: string;
  /** CHECKIN_MINUTES and OVERDUE_BLOCK_DAYS: the automated decisions, when on (LGPD art. 20). */
  checkinMinutes: number;
  overdueBlockDays: number;
  /** The RETENTION_* periods (docs/product.md#retention). */
  retention: {
    session_days: number;
    draft_days: number;
    mail_body_days: number;
    mail_days: number;
    statement_days: number;
    refused_days: number;
    visitor_days: number;
    audit_years: number;
  };
};

/** The policy's context from GET /config; null while the settings lack the company or the periods. */
export function policyContextOf(config: PublicConfig): PolicyContext | null {
  if (!config.company || !config.retention) return null;
  return {
    company: config.company,
    dataLocation: config.data_location ?? 'Brasil',
    checkinMinutes: config.checkin_minutes ?? 0,
    overdueBlockDays: config.overdue_block_days ?? 0,
    retention: config.retention,
  };
}

/** `1` → `1 dia`, `30` → `30 dias`. */
const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

/** The decisions the app takes by itself, as the settings turn them on (LGPD art. 20). */
function automatedDecisions(ctx: PolicyContext): string {
  const rules = [
    ctx.overdueBlockDays > 0 &&
      `o bloqueio de novas reservas quando uma fatura da conta está vencida há ${days(ctx.overdueBlockDays)} ou mais`,
    ctx.checkinMinutes > 0 &&
      `o cancelamento da reserva sem check-in até ${ctx.checkinMinutes} minutos depois do início`,
  ].filter(Boolean);
  if (rules.length === 0)
    return 'Não usamos os seus dados para publicidade, não os vendemos e não tomamos decisões automatizadas sobre você.';
  return `Não usamos os seus dados para publicidade e não os vendemos. Algumas regras do serviço são aplicadas automaticamente, sem uma pessoa decidir: ${rules.join(' e ')}. Você pode pedir que uma pessoa da equipe do Arena Cowork revise essa decisão, pelo Atendimento ou pelo e‑mail do encarregado (LGPD, art. 20).`;
}

/**
 * `/privacidade` (docs/product.md#privacy): who the controller and the encarregado are, every kind
 * of data held, why and on which legal basis (LGPD art. 7), the automated decisions (art. 20), who
 * receives it and where it is, for how long (the retention settings), cookies and local storage,
 * and the rights of art. 18 with how to exercise them.
 */
export function privacyPolicy(ctx: PolicyContext): PolicySection[] {
  const c = ctx.company;
  const r = ctx.retention;
  const who = [c.name, c.document && `CNPJ ${c.document}`, c.address].filter(Boolean).join(', ');
  return [
    {
      id: 'controlador',
      title: 'Quem trata os seus dados',
      paragraphs: [
        `O controlador dos dados pessoais tratados pelo aplicativo Arena Cowork é ${who}.`,
        c.privacy_officer
          ? `O encarregado pelo tratamento de dados pessoais é ${c.privacy_officer}, que atende pelo e‑mail ${c.privacy_email}, inclusive quem não tem cadastro ou não consegue entrar no aplicativo.`
          : `Pedidos e dúvidas sobre dados pessoais são atendidos pelo canal ${c.privacy_email}, inclusive de quem não tem cadastro ou não consegue entrar no aplicativo.`,
      ],
    },
    {
      id: 'dados',
      title: 'Quais dados, para quê e com que base legal',
      paragraphs: [
        'Cadastro (nome, sobrenome, e‑mail, celular, senha guardada de forma irreversível e, quando você troca de e‑mail, o endereço anterior, no registro de ações): para criar e manter a sua conta, validar o cadastro, permitir reservas e enviar avisos do serviço. Base legal: execução do contrato (LGPD, art. 7º, V).',
        'Empresa e documento (CPF ou CNPJ, razão social, ramo de atividade, telefone, site): para identificar a parte contratante, faturar e cumprir obrigações fiscais e contábeis. Base legal: execução do contrato e cumprimento de obrigação legal (art. 7º, V e II).',
        'Reservas (inclusive as semanais), horários de check-in e de cancelamento, uso das horas do plano, excedente aceito e pedidos enviados à equipe do Arena Cowork: para prestar o serviço, cobrar o que foi usado e responder aos pedidos. Base legal: execução do contrato (art. 7º, V).',
        'Faturas, pagamentos e extrato bancário (valores, vencimento, data e forma de pagamento, o aviso “Já paguei”, o número da NFS‑e e, no extrato, o nome de quem pagou, que pode não ser membro): para cobrar, dar baixa e cumprir obrigações fiscais. Base legal: execução do contrato e cumprimento de obrigação legal (art. 7º, V e II).',
        'Membros da equipe de uma conta: nome, e‑mail e celular informados pelo titular da conta, para criar o acesso da pessoa. Base legal: legítimo interesse do titular da conta e do Arena Cowork em dar acesso a quem trabalha com a empresa contratante (art. 7º, IX); a pessoa é avisada no convite e pode exercer os direitos abaixo.',
        `Convidados das reservas (nome, o e‑mail quando informado e o horário de chegada): informados pelo membro que convida, para enviar o convite, que não leva o nome do convidado, e receber a pessoa na recepção. Base legal: legítimo interesse (art. 7º, IX). Apagados ${days(r.visitor_days)} depois da visita.`,
        'Aceite dos Termos de Uso (versão, data, hora e endereço IP): para comprovar o contrato. Base legal: exercício regular de direitos (art. 7º, VI).',
        'Segurança (sessões, dispositivos conhecidos, endereço IP, registros de acesso, limites de tentativas e registro das ações da equipe do Arena Cowork): para proteger as contas e apurar incidentes. Base legal: legítimo interesse (art. 7º, IX) e a guarda de registros de acesso do Marco Civil da Internet (Lei 12.965/2014, art. 15).',
        automatedDecisions(ctx),
      ],
    },
    {
      id: 'destinatarios',
      title: 'Quem recebe os dados e onde eles ficam',
      paragraphs: [
        'Somente quem precisa deles para prestar o serviço: a empresa de hospedagem do aplicativo, o serviço de envio de e‑mails, o banco ou a instituição de pagamento do Pix, a contabilidade do Arena Cowork e autoridades, quando a lei exigir. Cada um trata os dados apenas para essa finalidade.',
        'Quando você fala com a equipe do Arena Cowork pelo WhatsApp, a Meta (dona do WhatsApp) recebe as mensagens e o seu número, conforme a política de privacidade dela.',
        `Os dados ficam em servidores localizados em: ${ctx.dataLocation}. Se esse local ou o do serviço de e‑mail ficar fora do Brasil, a transferência segue o art. 33 da LGPD.`,
        'Se você assinar a agenda do aplicativo no Google Agenda, no Outlook ou em outro calendário, esse serviço passa a receber os dados das suas reservas, por escolha sua.',
      ],
    },
    {
      id: 'prazos',
      title: 'Por quanto tempo guardamos',
      paragraphs: [
        'Conta ativa: enquanto durar o contrato. Depois do fim do contrato, dados de reservas, cobrança e fiscais são guardados por 5 anos, sem dados de contato além do necessário, e então anonimizados.',
        'Um pedido de exclusão anonimiza a conta, mas cada fatura já emitida guarda o nome e o CPF ou CNPJ de quem foi faturado pelos 5 anos da lei fiscal: é uma obrigação legal (art. 7º, II, e art. 16, I).',
        `Rascunhos de cadastro não concluídos: ${days(r.draft_days)}. Cadastros recusados: anonimizados após ${days(r.refused_days)}. Convidados: ${days(r.visitor_days)} depois da visita.`,
        `Cópias dos e‑mails enviados: o conteúdo é apagado ${days(r.mail_body_days)} após o envio e a cópia inteira (destinatário e assunto) ${days(r.mail_days)} após o envio; as cópias dos convites de um convidado são apagadas junto com ele.`,
        `Créditos do extrato bancário que não pagaram fatura de um membro: o nome de quem pagou e a descrição são apagados ${days(r.statement_days)} depois da importação.`,
        `Sessões: apagadas ${days(r.session_days)} depois de encerradas. Links de uso único: apagados quando usados ou vencidos. Registro das ações da equipe do Arena Cowork: ${r.audit_years === 1 ? '1 ano' : `${r.audit_years} anos`}. Registros de acesso: 6 meses, como manda o Marco Civil da Internet.`,
        'Cópias de segurança do banco de dados: 14 diárias e 12 mensais, apagadas ao vencer. Se uma delas for restaurada, as anonimizações feitas depois dela são aplicadas de novo, a partir de uma lista de identificadores e datas guardada fora do banco de dados.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies e armazenamento local',
      paragraphs: [
        'Usamos apenas o que é estritamente necessário para o aplicativo funcionar; não há cookies de publicidade, de análise ou de terceiros.',
        'Cookie arena_reg: guarda o rascunho do cadastro neste navegador por até 24 horas. Cookie arena_device: reconhece um navegador em que você já entrou, por até 180 dias, para proteger a sua conta contra tentativas de acesso.',
        'Armazenamento local arena.session: a sessão e os seus dados básicos, até você tocar em SAIR ou a sessão expirar (até 30 dias). Armazenamento local arena.session-ended: quando o servidor encerra a sua sessão, guarda o motivo e a tela em que você estava (com a reserva que estava escolhendo) até o próximo login; se o seu acesso foi removido, guarda também o seu e‑mail, para avisar você caso tente entrar de novo. Em computadores compartilhados, toque em SAIR ao terminar. O aplicativo também guarda no navegador uma cópia dos próprios arquivos (telas, ícones e estilos) para abrir mais rápido; ela não contém dados pessoais.',
        'Você pode apagar cookies e dados do site nas configurações do navegador; depois disso, será preciso entrar de novo.',
      ],
    },
    {
      id: 'direitos',
      title: 'Os seus direitos',
      paragraphs: [
        'Pela LGPD (art. 18), você pode: confirmar que tratamos os seus dados e acessá-los; corrigir dados incompletos, inexatos ou desatualizados; pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos; receber os seus dados em formato legível por máquina; saber com quem os compartilhamos; e se opor a tratamento feito com base no legítimo interesse.',
        'No aplicativo, em Meus dados, você vê tudo o que guardamos sobre você, baixa uma cópia completa em um arquivo, encerra as sessões em outros dispositivos e solicita a exclusão. Respondemos a qualquer pedido sobre os seus dados em até 15 dias. Você também pode escrever para o encarregado e, se não ficar satisfeito, reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      id: 'seguranca',
      title: 'Segurança',
      paragraphs: [
        'Senhas guardadas com argon2id, links e sessões guardados apenas como resumos criptográficos, sessões que expiram por inatividade, limites de tentativas e registro das ações da equipe. Em caso de incidente que possa trazer risco relevante, avisamos as pessoas afetadas e a ANPD nos prazos da lei.',
      ],
    },
    {
      id: 'mudancas',
      title: 'Mudanças nesta política',
      paragraphs: [
        'Quando esta política mudar, a nova versão, com a data, fica nesta página e avisamos por e‑mail as mudanças relevantes.',
      ],
    },
  ];
}
