/**
 * The privacy and contract texts a member reads (docs/product.md#privacy), part of the
 * catalogue: contract/all-words.ts takes `privacyWords` in whole; the policy itself, a document of
 * sections built with the controller's identity, is `privacyPolicy` below.
 */

/** The version in force of the privacy policy: its date. A change to the text below changes it. */
export const PRIVACY_VERSION = '2026-11-28';

/** The controller, from COMPANY_NAME, COMPANY_DOCUMENT, COMPANY_ADDRESS and PRIVACY_EMAIL (GET /config). */
export type Controller = {
  name: string;
  document: string;
  address: string;
  privacy_email: string;
  /** PRIVACY_OFFICER: the encarregado's name, '' when the space names only a channel. */
  privacy_officer?: string;
};

/**
 * The privacy words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const privacyWords = {
  // What a removed team member is called in the account's history (docs/product.md#privacy).
  exTeamMember: 'Ex-membro da equipe',
  // What an anonymised person is called where their bookings and invoices stay (docs/product.md#privacy).
  anonymizedPerson: 'Pessoa anonimizada',
  // What replaces the text of a request an anonymised person sent.
  anonymizedContent: 'Conteúdo removido a pedido do titular dos dados (LGPD).',
  privacyTitle: 'Política de Privacidade',
  // The version's date as the reader writes it (dd/mm/aaaa), formatted by the screen.
  privacyVersionLine: (date: string) => `Versão de ${date}`,
  privacyBack: 'Voltar',
  // Every e-mail's footer (docs/product.md#privacy).
  mailFooterPolicy: 'Como tratamos os seus dados',
  mailFooterContact: 'Encarregado de dados (LGPD)',
  // _Meus dados_, /account/data (docs/product.md#my-data).
  myDataTitle: 'Meus dados',
  myDataLink: 'Meus dados',
  myDataPolicyLink: 'Ver e baixar os seus dados (Meus dados)',
  myDataIntro:
    'Tudo o que o Arena Cowork guarda sobre você. Baixe o arquivo completo a qualquer momento; para corrigir algum dado, use Editar dados ou fale com o encarregado.',
  // A team member cannot open Editar dados (the account holder's): told the way that works (walk C15).
  myDataIntroTeam:
    'Tudo o que o Arena Cowork guarda sobre você. Baixe o arquivo completo a qualquer momento; para corrigir algum dado, peça pelo Atendimento: a equipe do Arena Cowork corrige para você.',
  myDataLoading: 'Carregando os seus dados…',
  myDataProfile: 'Cadastro',
  myDataCompany: 'Empresa',
  myDataDocument: 'CPF ou CNPJ',
  myDataActivity: 'Ramo de atividade',
  myDataSince: 'Data do cadastro',
  myDataHeld: 'O que guardamos',
  myDataBookings: (n: number) => (n === 1 ? '1 reserva' : `${n} reservas`),
  myDataRequests: (n: number) => (n === 1 ? '1 solicitação enviada' : `${n} solicitações enviadas`),
  myDataEmails: (n: number) => (n === 1 ? '1 e‑mail enviado a você' : `${n} e‑mails enviados a você`),
  myDataGuests: (n: number) => (n === 1 ? '1 convidado das suas reservas' : `${n} convidados das suas reservas`),
  myDataInvoices: (n: number) => (n === 1 ? '1 fatura' : `${n} faturas`),
  // The audit entries about the account, its bookings and invoices: staff's and the person's own (an e-mail change).
  myDataAudit: (n: number) =>
    n === 1 ? '1 registro no histórico de alterações' : `${n} registros no histórico de alterações`,
  myDataRecentEmails: 'Últimos e‑mails enviados a você',
  myDataNoEmails: 'Nenhum e‑mail enviado a você.',
  myDataDownload: 'Baixar meus dados',
  myDataDownloadHint: 'Um arquivo JSON (meus-dados.json) com todos os dados acima e o histórico completo.',
  myDataSessions: 'Dispositivos conectados',
  myDataSessionsLine: (n: number) =>
    n === 1
      ? 'Há 1 dispositivo conectado à sua conta: este.'
      : `Há ${n} dispositivos conectados à sua conta, incluindo este.`,
  myDataEndOthers: 'Sair de todos os outros dispositivos',
  myDataDelete: 'Solicitar exclusão',
  // An open request, on the page instead of the button (docs/product.md#my-data).
  myDataDeletionOpen: ({ asked, deadline }: { asked: string; deadline: string }) =>
    `Você solicitou a exclusão dos seus dados em ${asked}. A equipe do Arena Cowork responde até ${deadline}.`,
  myDataDeleteHint:
    'A equipe do Arena Cowork apaga os seus dados pessoais em até 15 dias e encerra o seu acesso. Reservas ficam guardadas sem os seus dados, e faturas com o nome e o CPF ou CNPJ faturados, pelos 5 anos que a lei fiscal exige. Se você é titular da conta, o acesso da sua equipe também termina e as reservas futuras são canceladas.',
  myDataDeleteConfirm:
    'Solicitar a exclusão dos seus dados? O seu acesso será encerrado quando a equipe do Arena Cowork concluir a solicitação.',
  deletionRequested: (deadline: string) =>
    `Solicitação de exclusão enviada. A equipe do Arena Cowork responde até ${deadline}.`,
  // An account holder with invoices open is told they stay due (docs/product.md#privacy).
  deletionOpenInvoices: (n: number) =>
    n === 1
      ? 'Você tem 1 fatura em aberto: ela continua devida mesmo após a exclusão.'
      : `Você tem ${n} faturas em aberto: elas continuam devidas mesmo após a exclusão.`,
  deletionRequestSubject: 'Pedido de exclusão de dados',
  deletionRequestMessage: (deadline: string) =>
    `Pedido de exclusão dos dados pessoais (LGPD, art. 18, VI). Responder até ${deadline}.`,
  myDataEndOthersDone: (n: number) =>
    n === 0
      ? 'Nenhum outro dispositivo estava conectado.'
      : n === 1
        ? 'Pronto: 1 outro dispositivo foi desconectado.'
        : `Pronto: ${n} outros dispositivos foram desconectados.`,
} as const;
