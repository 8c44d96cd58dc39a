import type { QueuedMail } from './mail.repository.ts';
import { escapeHtml } from './layout.ts';

/** An open invoice's Pix charge's dynamic code while the PSP holds it active; null otherwise. */
export type LivePixCode = (invoiceId: number) => Promise<string | null>;

/**
 * A message as it leaves (docs/product.md#pix-charges): an invoice e-mail queued with the static
 * Pix code (its attachment names the invoice, `pix_invoice`) carries instead the charge's dynamic
 * code — in the text, the HTML and the QR drawn from it — when the charge is active by the time
 * it is sent; else it goes as queued. The stored copy keeps what was queued.
 */
export async function withLivePix(mail: QueuedMail, live: LivePixCode | undefined): Promise<QueuedMail> {
  let { text, html } = mail;
  const attachments = [];
  // The invoice's id is Arena's, not the message's: it never leaves.
  for (const { pix_invoice: invoiceId, ...a } of mail.attachments) {
    const code = live && invoiceId !== undefined && a.qr ? await live(invoiceId) : null;
    if (!code || !a.qr || code === a.qr) {
      attachments.push(a);
      continue;
    }
    text = text.split(a.qr).join(code);
    html = html.split(escapeHtml(a.qr)).join(escapeHtml(code));
    attachments.push({ ...a, qr: code });
  }
  return { ...mail, text, html, attachments };
}
