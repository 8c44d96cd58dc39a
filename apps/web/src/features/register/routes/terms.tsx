import { termsContextOf } from '@arena/shared/terms/terms-text';
import { commonWords } from '@arena/shared/contract/words';
import { registrationWords } from '@arena/shared/registration/words';
import { teamWords } from '@arena/shared/users/team-words';

import { TermsDocument } from '../../../components/terms-document';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useConfig } from '../../../lib/use-config';
import { useRegisterTerms } from '../api/register-terms';
import { useDraft } from '../components/draft-provider';
import { StepBack } from '../components/step-back';
import { useAdvance } from '../components/use-advance';

/**
 * `/register/terms`, step 5 (docs/product.md#screens, #terms): the terms in force, with the
 * company from the settings, in a scrollable region; accepting them registers, and the server
 * records the version shown.
 */
export default function TermsStep() {
  const { draft, complete } = useDraft();
  const config = useConfig();
  const send = useRegisterTerms();
  const advance = useAdvance();
  const context = config.data ? termsContextOf(config.data) : null;
  const version = config.data?.terms_version;

  const onAccept = () =>
    advance(
      () => send.mutateAsync({ email: draft.email, terms: true, ...(version ? { terms_version: version } : {}) }),
      commonWords.serverError,
      complete,
      paths.register.success,
    );

  return (
    <>
      <p className="register-intro">{registrationWords.registerTermsIntro}</p>
      {config.isError ? <p role="alert">{errorMessage(config.error)}</p> : null}
      {context ? <TermsDocument context={context} label={registrationWords.registerTermsRegion} /> : null}
      {!context && config.isPending ? <p>{teamWords.teamLoading}</p> : null}
      <button
        type="button"
        className="button button-block terms-accept"
        onClick={onAccept}
        disabled={send.isPending || !context}
      >
        {registrationWords.registerAccept}
      </button>
      <StepBack />
    </>
  );
}
