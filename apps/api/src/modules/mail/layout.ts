/** The shared frame of every e-mail: plain text for any client, simple HTML in the brand teal. */
export type Rendered = { subject: string; text: string; html: string };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * Every e-mail says it is automatic and where to answer, fitting who reads it (walk P8): a member
 * uses the app's Atendimento; a guest has no account and talks to whoever invited them; staff work
 * in the back-office.
 */
export type Reader = 'member' | 'guest' | 'staff';
const FOOTERS: Record<Reader, string> = {
  member: 'Este é um e-mail automático. Para falar conosco, use o Atendimento no aplicativo.',
  guest: 'Este é um e-mail automático do Arena Cowork. Para falar sobre a reunião, fale com quem convidou você.',
  staff: 'Este é um e-mail automático do Arena Cowork para a equipe do espaço.',
};

export function render(
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  reader: Reader = 'member',
): Rendered {
  const footer = FOOTERS[reader];
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', 'Arena Cowork', footer].join(
    '\n\n',
  );
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#007571;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f3f7f7;font-family:Arial,sans-serif;color:#1d2b2b">
<div style="max-width:560px;margin:0 auto;padding:24px"><div style="background:#007571;color:#fff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700">Arena Cowork</div>
<div style="background:#fff;padding:24px;border-radius:0 0 8px 8px">${body}${button}</div>
<p style="margin:16px 0 0;font-size:13px;color:#4a5a5a">${escapeHtml(footer)}</p></div></body></html>`;
  return { subject, text, html };
}
