import { invoicesStaffWords } from '@arena/shared/invoices/staff-words';
import { formatCents } from '@arena/shared/rules/money';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/**
 * Pix the PSP reported for a txid no charge of Arena's has (docs/product.md#pix-charges): kept for
 * staff, newest first, with the payer and end-to-end id. Nothing shown when there are none.
 */
export function UnknownPix() {
  const list = useQuery({
    queryKey: ['admin-pix-unknown'],
    queryFn: async () => (await call('listUnknownPix')).data,
  });
  const pix = list.data?.pix ?? [];
  if (pix.length === 0) return null;
  return (
    <section className="card" aria-labelledby="finance-unknown-pix">
      <h2 id="finance-unknown-pix">{invoicesStaffWords.pixUnknownTitle}</h2>
      <ul>
        {pix.map((p) => (
          <li key={p.end_to_end_id}>
            {invoicesStaffWords.pixReceivedLine(formatCents(p.amount_cents), p.payer_name ?? '—', p.end_to_end_id)}
            {p.txid ? ` · ${invoicesStaffWords.pixChargeTxid(p.txid)}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
