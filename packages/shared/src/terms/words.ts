import { formatDay } from '../rules/dates.ts';

/**
 * The terms of use as a consumer contract (docs/product.md#terms), part of the catalogue:
 * contract/all-words.ts takes `termsWords` in whole; the contract itself, a document of sections built
 * with the company's identity and the settings it quotes, is `termsOfUse` in terms-text.ts, kept
 * apart so the web's entry script does not carry it (docs/decisions/032-first-visit-preloads.md).
 * The screen, the registration step, the invite page and the e-mailed copy all read that one text.
 */

/**
 * The date of the text below. TERMS_VERSION (the version in force) defaults to it and may not be
 * older: a change to this text changes this date, and the server refuses to start with a
 * TERMS_VERSION that predates the text it would show (docs/operations.md#terms).
 */
export const TERMS_TEXT_DATE = '2026-11-28';

/**
 * How a version is written for people: `2026-11-28` → `28/11/2026`; a second text put in force the
 * same day (`2026-11-28.2`, docs/product.md#terms) → `28/11/2026, revisão 2`.
 */
export function termsVersionName(version: string): string {
  const [date = version, n] = version.split('.');
  return n ? `${formatDay(date)}, revisão ${n}` : formatDay(date);
}

/**
 * The terms words of the members' screens' part of the one pt-BR catalogue
 * (docs/product.md#words; contract/all-words.ts composes the areas, keys are unique across them).
 */
export const termsWords = {
  termsTitle: 'Termos de Uso',
  termsLink: 'Termos de Uso',
  // The version's date as the reader writes it (dd/mm/aaaa), formatted by the screen.
  termsVersionLine: (date: string) => `Versão de ${date}`,
  termsRegion: 'Texto dos Termos de Uso',
  termsNewVersionIntro:
    'Os Termos de Uso do Arena Cowork mudaram. Leia a nova versão; para continuar usando o aplicativo, é preciso aceitá-la.',
  termsRestrictiveNote: 'Os trechos destacados limitam direitos: leia-os com atenção.',
  termsSummaryTitle: 'Resumo do contrato',
  // A new version (docs/product.md#terms): what changed since the one the person accepted.
  termsChangesTitle: (version: string) => `O que mudou desde a versão de ${version}, que você aceitou`,
  termsChangesAdded: 'Novo',
  termsChangesRemoved: 'Saiu',
  // Meanwhile, under the version accepted (CDC art. 51 IV, XIII).
  termsMeanwhile: 'Enquanto não aceitar, nas condições da versão que você aceitou, você ainda pode:',
  termsMeanwhileInvoices: 'Ver e pagar as faturas',
  termsMeanwhileData: 'Ver e baixar os seus dados, ou solicitar a exclusão (Meus dados)',
  termsMeanwhileContact: 'Falar com o Atendimento, inclusive para cancelar o plano sem multa',
  termsMeanwhileContactTeam: 'Falar com o Atendimento',
  termsRestrictiveLabel: 'Atenção',
  termsAccept: 'Li e aceito os Termos de Uso',
  termsAccepted: 'Termos aceitos. Vamos enviar uma cópia para o seu e‑mail.',
  termsAcceptedQueued:
    'Termos aceitos. Não conseguimos enviar a cópia por e‑mail agora; você pode reler e salvar esta versão em Termos de Uso.',
  termsDisagree:
    'Se não concordar com a nova versão, você pode cancelar o plano sem multa e sem aviso prévio, pelo Atendimento ou pelo WhatsApp do Arena Cowork.',
  // A team member holds no plan: nothing to cancel, only to decline.
  termsDisagreeTeam:
    'Se não concordar com a nova versão, não a aceite: fale com o titular da conta ou com o Atendimento do Arena Cowork.',
  termsSignOut: 'Sair',
  // A version no longer in force (docs/product.md#terms), as it was accepted (Decreto 7.962/2013 art. 4 IV).
  termsOldVersionNote: 'Esta versão não está mais em vigor. É o texto como foi apresentado e aceito.',
  termsReadInForce: 'Ler a versão em vigor',
  termsReadAccepted: 'Ler a versão que você aceitou',
  termsPrint: 'Imprimir ou salvar em PDF',
  termsVersionNotFound: 'Não encontramos essa versão dos Termos de Uso.',
  // Refusals (docs/product.md#terms).
  termsPending: 'Os Termos de Uso mudaram. Aceite a nova versão para continuar.',
  termsVersionOutdated: 'Os Termos de Uso mudaram enquanto você lia. Leia a versão atual e aceite de novo.',
  inviteTermsRequired: 'Para criar a senha, leia e aceite os Termos de Uso.',
  // The team member's invite page (docs/product.md#terms).
  inviteTermsIntro:
    'Leia os Termos de Uso do Arena Cowork: ao salvar a senha, você os aceita e recebe uma cópia por e‑mail.',
  inviteAcceptAndSave: 'Aceito os termos e salvo a senha',
} as const;
