import { monthLabel } from '@arena/shared/rules/hours';
import type { Deps } from '../../deps.ts';
import { invoicePaidWithNfse } from '../mail/mail.service.ts';
import { claimNfseMail, paidNfseToMail } from './nfse-mail.repository.ts';
import { memberNfseOf } from './nfse.service.ts';

/**
 * The e-mail of a paid invoice carries its nota fiscal (issue 35, item 4; docs/product.md#mail-messages).
 * It leaves when both are true, whichever comes last: the invoice paid and its NFS-e accepted. With
 * NFSE_ISSUE_WHEN=issue the nota is usually accepted first and the e-mail waits for the payment;
 * with `paid` the payment comes first and the e-mail waits for the nota (a refused one until
 * financeiro resends it and the API accepts it). Run after each round of the NFS-e job, so it
 * leaves at most NFSE_CHECK_MS after the later of the two. Each is claimed (`nfse.mailed_at`) and
 * queued in the outbox in one transaction: once, whichever process runs it and across restarts.
 * Answers how many it queued.
 */
const AT_ONCE = 200;

export async function mailPaidNfse(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>): Promise<number> {
  const { db, clock, config, mailer } = deps;
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  let queued = 0;
  for (;;) {
    const due = await paidNfseToMail(db, AT_ONCE);
    let claimedAny = false;
    for (const row of due) {
      const sent = await db.transaction().execute(async (trx) => {
        if (!(await claimNfseMail(trx, row.id, clock().toISOString()))) return false;
        const nfse = await memberNfseOf(trx, config.NFSE_ENVIRONMENT, row.invoice_id);
        if (!nfse) throw new Error(`nota da fatura ${row.invoice_id} aceita sem chave de acesso`);
        await mailer.send(
          {
            to: row.email,
            ...invoicePaidWithNfse({
              name: row.name,
              number: row.number,
              month: monthLabel(row.month),
              total_cents: row.total_cents,
              url: `${base}/invoices/${row.invoice_id}`,
              nfse,
            }),
          },
          { db: trx },
        );
        return true;
      });
      if (sent) queued += 1;
      claimedAny ||= sent;
    }
    // Fewer than a page, or another process took this page: nothing more for this round.
    if (due.length < AT_ONCE || !claimedAny) return queued;
  }
}
