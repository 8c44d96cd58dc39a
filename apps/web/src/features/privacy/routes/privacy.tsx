import { formatDay } from '@arena/shared/rules/dates';
import { policyContextOf, privacyPolicy } from '@arena/shared/privacy/privacy-policy';
import { teamWords } from '@arena/shared/users/team-words';
import { privacyWords } from '@arena/shared/privacy/words';

import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { QueryProvider } from '../../../lib/query-provider';
import { useConfig } from '../../../lib/use-config';
import '../privacy.css';

function Policy() {
  const config = useConfig();
  if (config.isPending) return <p>{teamWords.teamLoading}</p>;
  if (config.isError) return <p role="alert">{errorMessage(config.error)}</p>;
  const { privacy_version: version } = config.data;
  const context = policyContextOf(config.data);
  if (!context) return null;
  const sections = privacyPolicy(context);
  return (
    <article className="privacy">
      <PageTitle>{privacyWords.privacyTitle}</PageTitle>
      {version ? <p className="privacy-version">{privacyWords.privacyVersionLine(formatDay(version))}</p> : null}
      <nav aria-label={privacyWords.privacyTitle}>
        <ul className="privacy-toc">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p>
        <Link to={paths.accountData}>{privacyWords.myDataPolicyLink}</Link>
      </p>
      <p>
        <Link to={paths.login}>{privacyWords.privacyBack}</Link>
      </p>
    </article>
  );
}

/**
 * `/privacidade` (docs/product.md#privacy): the privacy policy, public, with the controller and
 * the encarregado's channel from the settings (GET /config) and its version.
 */
export default function PrivacyRoute() {
  return (
    <QueryProvider>
      <Policy />
    </QueryProvider>
  );
}
