import { type TermsContext, type TermsSection, termsOfUse, termsSummary } from '@arena/shared/terms/terms-text';
import { termsWords } from '@arena/shared/terms/words';

import './terms-document.css';

/**
 * The terms of use (docs/product.md#terms), the one text in packages/shared, in a focusable
 * scrolling region with numbered sections; the clauses that limit the member's rights (CDC art.
 * 54 §4) stand out. The registration's last step, the invite page and the terms screen show it;
 * an older version (`/termos?versao=`) comes as the sections recorded when it was put in force.
 */
export function TermsDocument({
  context,
  sections,
  label = termsWords.termsRegion,
}:
  | { context: TermsContext; sections?: never; label?: string }
  | { context?: never; sections: TermsSection[]; label?: string }) {
  return (
    // Focusable so the text scrolls from the keyboard too (axe: scrollable-region-focusable).
    <section className="terms" tabIndex={0} aria-label={label}>
      {/* The contract in a few lines before the text (Decreto 7.962/2013 art. 4 I), and what the highlights mean. */}
      {context ? (
        <div className="terms-summary">
          <h2>{termsWords.termsSummaryTitle}</h2>
          <ul>
            {termsSummary(context).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{termsWords.termsRestrictiveNote}</p>
        </div>
      ) : (
        <p>{termsWords.termsRestrictiveNote}</p>
      )}
      {/* role="list": Safari drops the list semantics of an unstyled list. */}
      <ol role="list">
        {(sections ?? termsOfUse(context)).map((section) => (
          <li key={section.id}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) =>
              p.restrictive ? (
                <p key={p.text} className="terms-restrictive">
                  <strong>{termsWords.termsRestrictiveLabel}:</strong> {p.text}
                </p>
              ) : (
                <p key={p.text}>{p.text}</p>
              ),
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
