import type { Controller } from './privacy-messages.ts';

/**
 * The privacy policy's text, dated PRIVACY_VERSION in privacy-messages.ts: a module of its own,
 * so only `/privacidade` loads it.
 */

export type PolicySection = { id: string; title: string; paragraphs: string[] };

/**
 * `/privacidade` (docs/product.md#privacy): who the controller is, what is held, why and on which
 * legal basis (LGPD art. 7), who receives it, for how long, cookies and local storage, and the
 * rights of art. 18 with how to exercise them.
 */
export function privacyPolicy(c: Controller): PolicySection[] {
  const who = [c.name, c.document && `CNPJ ${c.document}`, c.address].filter(Boolean).join(', ');
  return [
    {
      id: 'controlador',
      title: 'Quem trata os seus dados',
      paragraphs: [
        `O controlador dos dados pessoais tratados pelo aplicativo Arena Cowork é ${who}.`,
        `O encarregado pelo tratamento de dados pessoais atende pelo e‑mail ${c.privacy_email}, inclusive quem não tem cadastro ou não consegue entrar no aplicativo.`,
      ],
    },
    {
      id: 'dados',
      title: 'Quais dados, para quê e com que base legal',
      paragraphs: [
        'Cadastro (nome, sobrenome, e‑mail, celular, senha guardada de forma irreversível): para criar e manter a sua conta, validar o cadastro, permitir reservas e enviar avisos do serviço. Base legal: execução do contrato (LGPD, art. 7º, V).',
        'Empresa e documento (CPF ou CNPJ, razão social, atividade, telefone, site): para identificar a parte contratante, faturar e cumprir obrigações fiscais e contábeis. Base legal: execução do contrato e cumprimento de obrigação legal (art. 7º, V e II).',
        'Reservas, uso das horas do plano, excedente e pedidos enviados à equipe: para prestar o serviço, cobrar o que foi usado e responder aos pedidos. Base legal: execução do contrato (art. 7º, V).',
        'Membros da equipe de uma conta: nome, e‑mail e celular informados pelo gestor da conta, para criar o acesso da pessoa. Base legal: legítimo interesse do gestor e do espaço em dar acesso a quem trabalha com a empresa contratante (art. 7º, IX); a pessoa é avisada no convite e pode exercer os direitos abaixo.',
        'Segurança (sessões, aparelhos conhecidos, endereço IP, registros de acesso, limites de tentativas e registro das ações da equipe): para proteger as contas e apurar incidentes. Base legal: legítimo interesse (art. 7º, IX) e a guarda de registros de acesso do Marco Civil da Internet (Lei 12.965/2014, art. 15).',
        'Não usamos os seus dados para publicidade, não os vendemos e não tomamos decisões automatizadas sobre você.',
      ],
    },
    {
      id: 'destinatarios',
      title: 'Quem recebe os dados',
      paragraphs: [
        'Somente quem precisa deles para prestar o serviço: a empresa de hospedagem do aplicativo, o serviço de envio de e‑mails, o meio de pagamento, a contabilidade do espaço e autoridades, quando a lei exigir. Cada um trata os dados apenas para essa finalidade.',
        'Se você assinar a agenda do aplicativo no Google Agenda, no Outlook ou em outro calendário, esse serviço passa a receber os dados das suas reservas, por escolha sua.',
      ],
    },
    {
      id: 'prazos',
      title: 'Por quanto tempo guardamos',
      paragraphs: [
        'Conta ativa: enquanto durar o contrato. Depois do fim do contrato, dados de reservas, cobrança e fiscais são guardados por 5 anos, sem dados de contato além do necessário, e então anonimizados.',
        'Um pedido de exclusão anonimiza a conta, mas cada fatura já emitida guarda o nome e o CPF ou CNPJ de quem foi faturado pelos 5 anos da lei fiscal: é uma obrigação legal (art. 7º, II, e art. 16, I).',
        'Rascunhos de cadastro não concluídos: 1 dia. Cadastros recusados: anonimizados após 180 dias.',
        'Cópias dos e‑mails enviados: o conteúdo é apagado 90 dias após o envio; ficam destinatário, assunto, data e situação.',
        'Sessões e links de uso único: apagados após expirarem. Registro das ações da equipe: 5 anos. Registros de acesso: 6 meses, como manda o Marco Civil da Internet.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies e armazenamento local',
      paragraphs: [
        'Usamos apenas o que é estritamente necessário para o aplicativo funcionar; não há cookies de publicidade, de análise ou de terceiros.',
        'Cookie arena_reg: guarda o rascunho do cadastro neste navegador por até 24 horas. Cookie arena_device: reconhece um navegador em que você já entrou, por até 180 dias, para proteger a sua conta contra tentativas de acesso.',
        'Armazenamento local arena.session: a sessão e os seus dados básicos, até você tocar em SAIR ou a sessão expirar (até 30 dias). Armazenamento local arena.session-ended: quando o servidor encerra a sessão, o motivo e a tela em que você estava (com a reserva que estava escolhendo), até o próximo login; se o seu acesso foi removido, também o seu e‑mail, para avisar isso se você tentar entrar de novo. Em computadores compartilhados, toque em SAIR ao terminar. O aplicativo também guarda, no navegador, os seus próprios arquivos para abrir mais rápido.',
        'Você pode apagar cookies e dados do site nas configurações do navegador; depois disso, será preciso entrar de novo.',
      ],
    },
    {
      id: 'direitos',
      title: 'Os seus direitos',
      paragraphs: [
        'Pela LGPD (art. 18), você pode: confirmar que tratamos os seus dados e acessá-los; corrigir dados incompletos, inexatos ou desatualizados; pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou excessivos; receber os seus dados em formato legível por máquina; saber com quem os compartilhamos; e se opor a tratamento feito com base no legítimo interesse.',
        'No aplicativo, em Meus dados, você vê tudo o que guardamos sobre você, baixa uma cópia completa em um arquivo, encerra as sessões em outros aparelhos e pede a exclusão. Respondemos em até 15 dias. Você também pode escrever para o encarregado e, se não ficar satisfeito, reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
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
