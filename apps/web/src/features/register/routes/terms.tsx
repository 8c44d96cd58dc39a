import { messages } from '@arena/shared/messages';
import { paths } from '../../../config/paths';
import { useRegisterTerms } from '../api/register-terms';
import { useDraft } from '../components/draft-provider';
import { StepBack } from '../components/step-back';
import { termsOfUse } from '../components/terms-of-use';
import { useAdvance } from '../components/use-advance';

/** `/register/terms`, step 5 (docs/product.md#screens): the terms in a scrollable region; accepting them registers. */
export default function TermsStep() {
  const { draft, complete } = useDraft();
  const send = useRegisterTerms();
  const advance = useAdvance();

  const onAccept = () =>
    advance(
      () => send.mutateAsync({ email: draft.email, terms: true }),
      messages.serverError,
      complete,
      paths.register.success,
    );

  return (
    <>
      <p className="register-intro">{messages.registerTermsIntro}</p>
      {/* Focusable so the text scrolls from the keyboard too (axe: scrollable-region-focusable). */}
      <section className="terms" tabIndex={0} aria-label={messages.registerTermsRegion}>
        {/* role="list": Safari drops the list semantics of an unstyled list. */}
        <ol role="list">
          {termsOfUse.map((section) => (
            <li key={section.title}>
              <h2>{section.title}</h2>
              {section.paragraphs.map((text) => (
                <p key={text.slice(0, 40)}>{text}</p>
              ))}
            </li>
          ))}
        </ol>
      </section>
      <button type="button" className="button button-block terms-accept" onClick={onAccept} disabled={send.isPending}>
        {messages.registerAccept}
      </button>
      <StepBack />
    </>
  );
}
