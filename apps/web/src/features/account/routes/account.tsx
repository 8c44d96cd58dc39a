import { screenWords } from '@arena/shared/contract/screen-words';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { privacyWords } from '@arena/shared/privacy/words';
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
    <ManagersOnly title={usersWords.accountTitle} call="updateUser">
      <AccountScreen />
    </ManagersOnly>
  );
}

function AccountScreen() {
  const session = useSession();
  if (!session) return null;
  const data = [
    { term: screenWords.fieldName, value: session.name },
    { term: commonWords.fieldEmail, value: session.email },
    { term: screenWords.fieldMobile, value: formatMobile(session.phone) },
    { term: usersWords.accountPlan, value: session.plan || usersWords.accountNoPlan },
  ];
  return (
    <>
      <div className="welcome account-head">
        <PageTitle>{usersWords.accountTitle}</PageTitle>
        <StatusBadge status={session.status} />
      </div>
      <section className="card account-card" aria-labelledby="account-data-title">
        <h2 id="account-data-title">{usersWords.accountYourData}</h2>
        <dl className="account-data">
          {data.map(({ term, value }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Link className="button button-block" to={paths.accountEdit}>
          {usersWords.accountEditTitle}
        </Link>
      </section>
      {canManage(session) ? <CalendarFeed /> : null}
      <p className="account-links">
        <Link to={paths.accountData}>{privacyWords.myDataLink}</Link>
        <Link to={paths.privacy}>{commonWords.privacyLink}</Link>
      </p>
    </>
  );
}
