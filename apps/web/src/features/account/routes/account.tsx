import { messages } from '@arena/shared/messages';
import { formatMobile } from '@arena/shared/rules/phones';
import { Link } from 'react-router';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { canManage, useSession } from '../../../lib/session';
import { CalendarFeed } from '../../../components/calendar-feed';
import '../account.css';

/**
 * `/account`, "Gerenciar conta" (docs/product.md#screens): the member's data, the status badge, "Editar dados".
 * The home's Cadastro tile is the account holder's (docs/product.md#team): whoever sees it grey is told
 * the same reason here on arrival, when the address is opened by hand.
 * It links to _Meus dados_ and the privacy policy (docs/product.md#my-data).
 */
export default function AccountRoute() {
  return (
    <ManagersOnly title={messages.accountTitle} call="updateUser">
      <AccountScreen />
    </ManagersOnly>
  );
}

function AccountScreen() {
  const session = useSession();
  if (!session) return null;
  const data = [
    { term: messages.fieldName, value: session.name },
    { term: messages.fieldEmail, value: session.email },
    { term: messages.fieldMobile, value: formatMobile(session.phone) },
    { term: messages.accountPlan, value: session.plan || messages.accountNoPlan },
  ];
  return (
    <>
      <div className="welcome account-head">
        <PageTitle>{messages.accountTitle}</PageTitle>
        <StatusBadge status={session.status} />
      </div>
      <section className="card account-card" aria-labelledby="account-data-title">
        <h2 id="account-data-title">{messages.accountYourData}</h2>
        <dl className="account-data">
          {data.map(({ term, value }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Link className="button button-block" to={paths.accountEdit}>
          {messages.accountEditTitle}
        </Link>
      </section>
      {canManage(session) ? <CalendarFeed /> : null}
      <p className="account-links">
        <Link to={paths.accountData}>{messages.myDataLink}</Link>
        <Link to={paths.privacy}>{messages.privacyLink}</Link>
      </p>
    </>
  );
}
