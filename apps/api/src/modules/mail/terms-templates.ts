import { type Rendered, render } from './layout.ts';

/**
 * Mail stays ASCII where the screen keeps words and numbers together (U+2011, U+00A0), and a path of
 * the app (`/privacidade`, `/planos`) is useless in an e-mail: it becomes the full address (S21).
 */
const forMail = (text: string, site: string) =>
  text
    .replace(/\u2011/g, '-')
    .replace(/\u00a0/g, ' ')
    .replace(/(^|[\s(])\/(privacidade|planos)\b/g, `$1${site.replace(/\/$/, '')}/$2`);

/**
 * The copy of the terms a person accepted (docs/product.md#terms; Decreto 7.962/2013 art. 4): the
 * version, when and from which address, and the whole text, to keep. `version` and `when` come
 * formatted (`27/11/2026`, `27/11/2026 às 10:00`).
 */
export const termsCopy = (a: {
  name: string;
  version: string;
  when: string;
  ip: string;
  text: string[];
  /** PUBLIC_URL, for the addresses the text names. */
  site: string;
}): Rendered =>
  render(`Cópia dos Termos de Uso que você aceitou (versão de ${a.version})`, [
    `Olá, ${a.name}!`,
    `Você aceitou os Termos de Uso do Arena Cowork, versão de ${a.version}, em ${a.when} (horário local do Arena Cowork), a partir do endereço IP ${a.ip}. Guarde este e-mail: o texto completo está abaixo. Os trechos marcados com [Atenção] limitam direitos.`,
    ...a.text.map((p) => forMail(p, a.site)),
  ]);
