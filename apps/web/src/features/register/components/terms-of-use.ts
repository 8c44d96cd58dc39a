/**
 * The terms of use a member accepts at the last step (docs/product.md#screens: "long terms-of-use text").
 * Written for Arena Cowork in pt-BR. The cancellation notice and the plans are settings staff
 * change (CANCEL_NOTICE_HOURS, docs/product.md#booking-rules; the plans, docs/product.md#plans), so
 * the terms refer to the app for them rather than copy a number that could go stale. It is a
 * document, not a message, so it lives here rather than in the message catalogue.
 */
export type TermsSection = { title: string; paragraphs: ReadonlyArray<string> };

export const termsOfUse: ReadonlyArray<TermsSection> = [
  {
    title: 'Objeto',
    paragraphs: [
      'Estes Termos de Uso regulam o acesso ao aplicativo Arena Cowork (“Aplicativo”) e o uso dos espaços e serviços do Arena Cowork (“Arena”): estações de trabalho, salas de reunião, estúdio de gravação e serviços de apoio.',
      'Ao concluir o cadastro, a pessoa física ou jurídica cadastrada (“Membro”) declara ter lido, entendido e aceitado estes Termos, que valem em conjunto com o plano contratado e com o regulamento interno afixado no espaço.',
    ],
  },
  {
    title: 'Cadastro e aprovação pelo financeiro',
    paragraphs: [
      'O cadastro é feito pelo próprio Membro, que informa seus dados pessoais, o CPF ou o CNPJ e os dados da empresa, e cria uma senha. O Membro garante que as informações são verdadeiras, completas e atualizadas, e responde por elas.',
      'Concluído o cadastro, ele aguarda a validação do departamento financeiro do Arena, que pode pedir documentos complementares e recusar cadastros incompletos, inconsistentes ou em desacordo com estes Termos. Até a conclusão da validação, o status aparece como Inativo e as reservas ficam indisponíveis. A aprovação é comunicada por e-mail.',
      'O e-mail e a senha de acesso são pessoais e intransferíveis. O Membro deve mantê-los em sigilo e avisar o Arena imediatamente se suspeitar de uso indevido.',
    ],
  },
  {
    title: 'Uso dos espaços e reservas de salas',
    paragraphs: [
      'Os espaços funcionam em dias úteis, no horário de funcionamento informado no aplicativo. As salas de reunião são reservadas pelo aplicativo, em blocos de horário, por ordem de pedido e conforme a disponibilidade; cada reserva é confirmada por e-mail.',
      'O cancelamento de uma reserva deve ser feito pelo aplicativo com a antecedência mínima do seu início informada no aplicativo. Depois desse prazo, somente o administrador do Arena pode cancelá-la, e o horário poderá ser considerado utilizado.',
      'O Membro deve respeitar o horário reservado, liberar a sala ao fim do período e deixá-la em ordem, com os equipamentos desligados. A sala que não for ocupada nos primeiros 15 (quinze) minutos poderá ser liberada para outros membros.',
    ],
  },
  {
    title: 'Estúdio',
    paragraphs: [
      'O estúdio de gravação é solicitado pelo aplicativo, com a descrição do que se pretende gravar. A equipe do Arena confirma a data e o horário por e-mail, conforme a disponibilidade; a solicitação, por si só, não garante a reserva.',
      'Os equipamentos do estúdio devem ser usados conforme as orientações da equipe, e danos causados por mau uso serão cobrados do Membro. O conteúdo gravado é de responsabilidade exclusiva do Membro, inclusive quanto aos direitos autorais e aos direitos de imagem e de voz de terceiros.',
    ],
  },
  {
    title: 'Equipe e posições do plano',
    paragraphs: [
      'O Membro titular (gerente) pode cadastrar usuários da sua equipe até o número de posições livres do plano contratado. Cada usuário recebe um convite por e-mail para criar a própria senha e fica sujeito a estes Termos.',
      'O gerente responde pelos atos dos usuários que cadastrar e deve excluí-los pelo aplicativo assim que deixarem de fazer parte da sua equipe; a exclusão encerra o acesso imediatamente. Posições adicionais dependem de mudança de plano.',
    ],
  },
  {
    title: 'Conduta',
    paragraphs: [
      'O Arena é um ambiente compartilhado. Espera-se de todos respeito e cordialidade: manter o volume de voz e de chamadas adequado às áreas comuns, usar fones de ouvido, manter as mesas organizadas e seguir as regras de limpeza e de uso da copa.',
      'É proibido usar o espaço para atividades ilícitas; assediar, ameaçar ou discriminar qualquer pessoa; fumar nas dependências; entrar em áreas restritas; ligar equipamentos à rede sem autorização ou usar a internet de forma que comprometa a segurança da rede; e receber visitantes sem identificá-los na recepção.',
      'O descumprimento destas regras pode levar à advertência, à suspensão do acesso ou ao cancelamento do plano, conforme a gravidade.',
    ],
  },
  {
    title: 'Pagamentos e planos',
    paragraphs: [
      'Os planos oferecidos são os apresentados no aplicativo. Valores, posições de equipe e serviços incluídos constam da proposta comercial enviada pelo financeiro. A mudança de plano é pedida pelo aplicativo e vale a partir da confirmação da equipe do Arena.',
      'As mensalidades são pagas de forma antecipada, até a data de vencimento informada pelo financeiro. O atraso sujeita o Membro à multa de 2% (dois por cento), aos juros de mora de 1% (um por cento) ao mês e, passados 10 (dez) dias, à suspensão do acesso até a regularização.',
      'O Membro pode cancelar o plano a qualquer momento, mediante aviso prévio de 30 (trinta) dias, sem multa; os valores já pagos pelo período em curso não são devolvidos.',
    ],
  },
  {
    title: 'Dados pessoais (LGPD)',
    paragraphs: [
      'O Arena trata os dados informados no cadastro (nome, e-mail, celular, CPF ou CNPJ e dados da empresa) e os registros de uso (reservas, solicitações e acessos) conforme a Lei nº 13.709/2018 (Lei Geral de Proteção de Dados Pessoais), para executar o contrato, validar o cadastro, gerir as reservas, enviar comunicações sobre o serviço e cumprir obrigações legais e fiscais.',
      'Os dados não são vendidos. São compartilhados apenas com fornecedores que apoiam a operação (hospedagem, envio de e-mails, meios de pagamento e contabilidade), sob dever de confidencialidade, e com autoridades quando a lei exigir. O Arena não armazena senhas, apenas um resumo criptográfico (hash) de cada uma, do qual a senha não pode ser recuperada, nem pela equipe.',
      'Os dados são mantidos enquanto durar o cadastro e, depois, pelo prazo exigido em lei. O titular pode pedir, a qualquer momento, a confirmação do tratamento, o acesso, a correção, a portabilidade, a anonimização ou a eliminação dos seus dados pelo canal de Atendimento do aplicativo.',
    ],
  },
  {
    title: 'Responsabilidades',
    paragraphs: [
      'O Arena se compromete a manter os espaços limpos, seguros e em condições de uso e a prestar os serviços do plano contratado. Interrupções de internet, energia ou do aplicativo causadas por terceiros ou por manutenção programada serão resolvidas o quanto antes e avisadas sempre que possível.',
      'O Arena não se responsabiliza por objetos pessoais deixados sem vigilância nas áreas comuns, nem pelos negócios do Membro ou pelas obrigações dele com clientes e parceiros.',
      'O Membro responde pelos danos que ele, a sua equipe ou os seus visitantes causarem às instalações, aos equipamentos ou a terceiros.',
    ],
  },
  {
    title: 'Vigência, alterações e foro',
    paragraphs: [
      'Estes Termos valem a partir do aceite e enquanto o Membro tiver cadastro no Arena. O Arena pode atualizá-los; mudanças relevantes serão avisadas por e-mail ou no aplicativo com pelo menos 15 (quinze) dias de antecedência, e o uso do serviço depois desse prazo indica concordância.',
      'Fica eleito o foro da comarca de São Paulo – SP para resolver qualquer questão decorrente destes Termos, ressalvado ao consumidor o direito de propor a ação no foro do seu domicílio.',
    ],
  },
];
