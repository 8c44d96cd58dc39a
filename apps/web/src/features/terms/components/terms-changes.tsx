import { messages } from '@arena/shared/messages';
import type { TermsChanges } from '@arena/shared/schemas/auth';
import { termsVersionName } from '@arena/shared/terms-messages';

/** What a new version changed, section by section, before the whole text (docs/product.md#terms). */
export function TermsChangesList({ changes }: { changes: TermsChanges }) {
  if (!changes.known || !changes.from_version || changes.sections.length === 0) return null;
  return (
    <section className="terms-changes" aria-labelledby="terms-changes-title">
      <h2 id="terms-changes-title">{messages.termsChangesTitle(termsVersionName(changes.from_version))}</h2>
      <ul>
        {changes.sections.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>
            <ul>
              {s.added.map((text) => (
                <li key={`+${text}`}>
                  <em>{messages.termsChangesAdded}:</em> {text}
                </li>
              ))}
              {s.removed.map((text) => (
                <li key={`-${text}`} className="terms-change-removed">
                  <em>{messages.termsChangesRemoved}:</em> {text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
