import { termsVersionName, termsWords } from '@arena/shared/terms/words';
import { codeOf } from '@arena/shared/contract/error-codes';
import { termsContextOf } from '@arena/shared/terms/terms-text';
import { teamWords } from '@arena/shared/users/team-words';
import { privacyWords } from '@arena/shared/privacy/words';

import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useModal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';

import { TermsDocument } from '../../../components/terms-document';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { QueryProvider } from '../../../lib/query-provider';
import { sessionStore, useSession } from '../../../lib/session';
import { useLogout } from '../../../lib/use-logout';
import { configQuery, useConfig } from '../../../lib/use-config';
import { useAcceptTerms } from '../api/accept-terms';
import { useTermsChanges } from '../api/terms-changes';
import { TermsChangesList } from '../components/terms-changes';
import { TermsOldVersion } from '../components/terms-old-version';
import { TermsPrint } from '../components/terms-print';
import '../terms.css';

/** Where to go once the terms are accepted: the inner screen the person was sent away from, or home. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

function Terms() {
  const session = useSession();
  const config = useConfig();
  const accept = useAcceptTerms();
  const modal = useModal();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  // Only a member asked to accept a new version gets the button; anyone else reads the text.
  const asked = session?.role === 'member' && session.terms_pending;
  const changes = useTermsChanges(asked === true);
  const [search] = useSearchParams();
  const asOf = search.get('versao');
  if (config.isPending) return <p>{teamWords.teamLoading}</p>;
  if (config.isError) return <p role="alert">{errorMessage(config.error)}</p>;
  const context = termsContextOf(config.data);
  const version = config.data.terms_version;
  if (!context || !version) return null;
  const back = (
    <p>
      <Link to={session ? paths.home : paths.login}>{privacyWords.privacyBack}</Link>
    </p>
  );
  if (asOf !== null && asOf !== version) {
    return (
      <article className="terms-page">
        <PageTitle>{termsWords.termsTitle}</PageTitle>
        <TermsOldVersion version={asOf} />
        {back}
      </article>
    );
  }

  const onAccept = async () => {
    try {
      const { data } = await accept.mutateAsync(version);
      sessionStore.setTermsPending(false);
      await modal.show(data.message);
      navigate(destination(location.state), { replace: true });
    } catch (error) {
      // The version changed while the person read: the new text is fetched and shown.
      if (error instanceof ApiError && error.code === codeOf('termsVersionOutdated')) {
        await client.invalidateQueries({ queryKey: configQuery.queryKey });
      }
      await modal.show(errorMessage(error));
    }
  };

  return (
    <article className="terms-page">
      <PageTitle>{termsWords.termsTitle}</PageTitle>
      <p className="terms-version">{termsWords.termsVersionLine(termsVersionName(version))}</p>
      {asked ? <p className="terms-intro">{termsWords.termsNewVersionIntro}</p> : null}
      {asked && changes.data ? <TermsChangesList changes={changes.data} /> : null}
      {asked ? null : (
        <p className="terms-tools">
          <TermsPrint />
        </p>
      )}
      <TermsDocument context={context} />
      {asked ? (
        <>
          <button
            type="button"
            className="button button-block terms-accept"
            onClick={() => void onAccept()}
            disabled={accept.isPending}
          >
            {termsWords.termsAccept}
          </button>
          <p className="terms-note">{session.holder ? termsWords.termsDisagree : termsWords.termsDisagreeTeam}</p>
          {/* Meanwhile, under the version accepted (docs/product.md#terms): the screens that stay open. */}
          <p className="terms-note">{termsWords.termsMeanwhile}</p>
          <ul className="terms-meanwhile">
            {session.holder ? (
              <li>
                <Link to={paths.invoices}>{termsWords.termsMeanwhileInvoices}</Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.accountData}>{termsWords.termsMeanwhileData}</Link>
            </li>
            <li>
              <Link to={paths.contact}>
                {session.holder ? termsWords.termsMeanwhileContact : termsWords.termsMeanwhileContactTeam}
              </Link>
            </li>
          </ul>
          <button
            type="button"
            className="button button-block button-ghost terms-sign-out"
            onClick={() => void logout()}
          >
            {termsWords.termsSignOut}
          </button>
        </>
      ) : (
        back
      )}
    </article>
  );
}

/**
 * `/termos` (docs/product.md#terms): the terms of use in force, public. A member whose accepted
 * version is older is sent here before anything else (app/inner-layout.tsx) and accepts it, or
 * signs out; the server refuses their other calls meanwhile.
 */
export default function TermsRoute() {
  return (
    <QueryProvider>
      <Terms />
    </QueryProvider>
  );
}
