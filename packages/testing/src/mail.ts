import { bearer, call, type Transport } from './transport.ts';

/**
 * The token of the newest /reset-password link (recovery or team invite) mailed to `to`, read
 * through the staff outbox (docs/product.md#api). Recovery mails its link after the answer has left,
 * so that the answer takes the same time whether or not the e-mail has an account: look again
 * for a moment.
 */
export async function mailedLinkToken(api: Transport, staffToken: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { json: mails } = await call(api, 'listOutbox', { headers: bearer(staffToken) });
    const mail = mails.find((m) => m.to === to && /reset-password\?token=/.test(m.text));
    const token = mail && /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link mailed to ${to}`);
}
