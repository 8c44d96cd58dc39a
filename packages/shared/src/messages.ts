/**
 * Every text a person can read, in one catalogue (product.md §8).
 * The seed's words are kept, with its spelling slips corrected as product.md §8 lists.
 */
export const messages = {
  // Login (seed §5, §8)
  loginRequired: 'Todos os campos devem ser preenchidos',
  loginFailed: 'Ops, não foi possível realizar o login, verifique seus dados!',
  // Recovery (seed §8)
  recoveryInvalid: 'Preencha o campo e-mail e clique em "Esqueceu a senha".',
  recoverySent: 'Foi enviada uma mensagem para o e-mail cadastrado.',
  resetTokenInvalid: 'Este link não é mais válido. Peça um novo link de recuperação.',
  passwordChanged: 'Senha definida com sucesso. Você já pode entrar.',
  // Registration (seed §5, §8)
  fieldRequired: 'O campo é obrigatório',
  emailTaken: 'E-mail já cadastrado',
  fillAllFields: 'Preencha todos os campos',
  fillRequiredFields: 'Preencha todos os campos obrigatórios',
  checkAllFields: 'Verifique todos os campos digitados',
  phoneInvalid: 'Informe um celular válido com DDD: (11) 91234-5678',
  companyPhoneInvalid: 'Informe um telefone válido: 1234-5678',
  documentInvalid: 'CPF ou CNPJ inválido. Verifique os números digitados.',
  passwordRules: 'A senha deve ter no mínimo 6 caracteres, com pelo menos uma letra e um número.',
  passwordMismatch: 'Verifique se as duas senhas são iguais',
  termsRequired: 'É preciso aceitar os termos de uso para concluir o cadastro.',
  registrationExpired: 'Seu cadastro não foi encontrado neste navegador. Comece novamente informando o seu e-mail.',
  registrationOutOfOrder: 'Conclua as etapas anteriores do cadastro antes de continuar.',
  registrationDone: 'Cadastro concluído! Aguarde a validação do financeiro.',
  // Status (seed §4)
  statusOk: 'Tudo certo!',
  statusPending: 'Procure o administrador do Arena Cowork para eliminar esta pendência',
  // Account (seed §5, §8)
  emailInvalid: 'O email digitado é inválido',
  newPasswordMismatch: 'As senhas são diferentes, favor verificar',
  currentPasswordWrong: 'A senha atual não bate, favor verificar !',
  currentPasswordRequired: 'Informe a senha atual para definir uma nova senha.',
  accountUpdated: 'Dados atualizados com sucesso',
  // Plan, contact, studio (seed §8)
  actionDone: 'Ação realizada com sucesso!',
  planFailed: 'Ops, não foi possível realizar essa ação! Verifique se todos os campos foram preenchidos',
  contactFailed: 'Verifique todos os campos!',
  studioDone: 'Sua solicitação foi realizada com sucesso!',
  // Booking (seed §8, product.md §4, §8)
  bookingDone: 'Agendamento efetuado com sucesso!',
  bookingInvalid: 'Ops, faltam informações ou a data é anterior à atual.',
  bookingConflict: 'Este horário já está reservado. Escolha outro horário.',
  bookingWeekend: 'Não há reservas aos sábados e domingos. Escolha um dia útil.',
  bookingClosedDay: 'O espaço estará fechado neste dia. Escolha outra data.',
  bookingOutsideHours: 'Escolha horários dentro do funcionamento do espaço.',
  bookingOffGrid: 'Escolha um dos horários da lista.',
  bookingEndBeforeStart: 'O horário final deve ser depois do horário inicial.',
  bookingTooFar: 'Esta data ainda não está aberta para reservas.',
  bookingSameDay: 'A reserva deve começar e terminar no mesmo dia.',
  roomNotFound: 'Sala não encontrada.',
  appointmentsEmpty: 'Nenhum agendamento encontrado.',
  cancelDone: 'Cancelamento efetuado com sucesso',
  cancelLate:
    'Cancelamentos devem ser feitos com no mínimo 3 horas de antecedência. Entre em contato com o administrador.',
  appointmentNotFound: 'Agendamento não encontrado.',
  appointmentNotYours: 'Você só pode cancelar os seus próprios agendamentos.',
  appointmentAlreadyCancelled: 'Este agendamento já foi cancelado.',
  // Team (seed §5, §8, product.md §6)
  teamUpdated: 'Dados atualizados com sucesso!',
  teamRemoved: 'Usuário excluído com sucesso!',
  teamAdded: 'Usuário cadastrado com sucesso',
  teamEmailInvalid: 'O e-mail informado é inválido',
  teamNoSeats: 'Não há posições livres no seu plano.',
  teamMemberNotFound: 'Este usuário não faz parte da sua equipe.',
  // Access (product.md §2)
  managersOnly: 'Opção disponível somente para gerentes!',
  notActive: 'Procure o administrador do Arena Cowork para eliminar esta pendência',
  unauthenticated: 'Sua sessão expirou. Entre novamente.',
  staffOnly: 'Área restrita à equipe do Arena Cowork.',
  // Generic
  invalidInput: 'Verifique os dados enviados.',
  notFound: 'Página não encontrada.',
  tooManyRequests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  serverError: 'Ops, algo deu errado do nosso lado. Tente novamente em instantes.',
  loggedOut: 'Você saiu da sua conta.',
  userNotFound: 'Usuário não encontrado.',
  requestNotFound: 'Solicitação não encontrada.',
  offline: 'Você está offline...',
  networkError: 'Não foi possível conectar ao Arena. Verifique sua internet e tente novamente.',
  noAccessYet: 'Ainda não tenho acesso',
  forgotPassword: 'Esqueceu a senha?',
  reload: 'Recarregar',
  installAndroid: 'Instale o Arena no seu celular para abrir com um toque.',
  installIos: 'Para instalar no iPhone: toque em Compartilhar e depois em Adicionar à Tela de Início.',
  errorScreenTitle: 'Algo deu errado',
  errorScreenText: 'Não conseguimos abrir esta página. Tente novamente ou volte para o início.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você abriu não existe no Arena.',
  backHome: 'Voltar para o início',
  confirmCancel: 'Deseja cancelar este agendamento?',
  confirmRemoveMember: 'Deseja excluir este usuário da sua equipe?',
  updateAvailable: 'Novo conteúdo encontrado. Recarregar a página?',
} as const;

export type MessageKey = keyof typeof messages;
