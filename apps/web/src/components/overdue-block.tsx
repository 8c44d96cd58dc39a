import { formatDay } from '@arena/shared/rules/dates';
import { invoicesWords } from '@arena/shared/invoices/words';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useBookingBlock } from '../lib/get-booking-block';
import './overdue-block.css';

/**
 * The overdue block said on arrival on home and /room (docs/product.md#overdue), before any booking
 * is tried: to the account holder, which invoice and a link to Faturas; to a team member, only that
 * the account is blocked (they see no money).
 */
export function OverdueBlock() {
  const block = useBookingBlock().data;
  if (!block?.blocked) return null;
  return (
    <div className="overdue-block" role="alert">
      {block.number && block.due_date ? (
        <>
          <p>{invoicesWords.overdueBlockNotice(block.number, formatDay(block.due_date))}</p>
          <Link className="overdue-block-link" to={paths.invoices}>
            {invoicesWords.overdueBlockLink}
          </Link>
        </>
      ) : (
        <p>{invoicesWords.invoiceOverdueTeam}</p>
      )}
    </div>
  );
}
