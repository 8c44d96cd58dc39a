import { bearer, call, type Transport } from './transport.ts';

/**
 * The token of the newest /reset-password link (recovery or team invite) mailed to `to`, read
 * through the staff outbox (docs/product.md#api). Recovery mails its link after the answer has left,
 * so that the answer takes the same time whether or not the e-mail has an account: look again
 * for a moment.
 */
export async function mailedLinkToken(api: Transport, staffToken: string, to: string): Promise<string> {
  return mailedToken(api, staffToken, to, 'reset-password');
}

/**
 * The token of the newest /confirm-email link mailed to `to`: the registration's proof of address
 * (docs/product.md#registration-proof), read through the staff outbox.
 */
export async function mailedConfirmToken(api: Transport, staffToken: string, to: string): Promise<string> {
  return mailedToken(api, staffToken, to, 'confirm-email');
}

async function mailedToken(api: Transport, staffToken: string, to: string, page: string): Promise<string> {
  const link = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { json: mails } = await call(api, 'listOutbox', { headers: bearer(staffToken) });
    const token = mails
      .filter((m) => m.to === to.toLowerCase() || m.to === to)
      .map((m) => link.exec(m.text)?.[1])
      .find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${page} link mailed to ${to}`);
}
