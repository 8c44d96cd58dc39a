import type { TermsChanges } from '@arena/shared/users/schemas';
import { termsVersionName, termsWords } from '@arena/shared/terms/words';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** What a new version changed, section by section, before the whole text (docs/product.md#terms). */
export function TermsChangesList({ changes }: { changes: TermsChanges }) {
  if (!changes.known || !changes.from_version || changes.sections.length === 0) return null;
  return (
    <section className="terms-changes" aria-labelledby="terms-changes-title">
      <h2 id="terms-changes-title">{termsWords.termsChangesTitle(termsVersionName(changes.from_version))}</h2>
      <ul>
        {changes.sections.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>
            <ul>
              {s.added.map((text) => (
                <li key={`+${text}`}>
                  <em>{termsWords.termsChangesAdded}:</em> {text}
                </li>
              ))}
              {s.removed.map((text) => (
                <li key={`-${text}`} className="terms-change-removed">
                  <em>{termsWords.termsChangesRemoved}:</em> {text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p>
        <Link to={`${paths.terms}?versao=${encodeURIComponent(changes.from_version)}`}>
          {termsWords.termsReadAccepted}
        </Link>
      </p>
    </section>
  );
}
