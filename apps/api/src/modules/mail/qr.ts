import QRCode from 'qrcode';
import type { Attachment } from './mail.repository.ts';

/** The QR code of `text` as PNG bytes (medium error correction, as bank apps read a Pix code). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 4 });
}

/**
 * An attachment as it leaves: one kept as `qr` (the text to encode, docs/product.md#pix) is drawn
 * now, when the message is sent, not when it was queued — drawing it is most of the cost of
 * issuing an invoice, and a month issues thousands (docs/performance.md#money-at-scale).
 */
export async function drawn(attachment: Attachment): Promise<Attachment> {
  if (attachment.qr === undefined) return attachment;
  const { qr, ...rest } = attachment;
  return { ...rest, content: (await qrPng(qr)).toString('base64'), encoding: 'base64' };
}
