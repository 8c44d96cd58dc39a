import { termsWords } from '@arena/shared/terms/words';

/** Prints the page, or saves it as a PDF from the print dialog: a copy of the text to keep (docs/product.md#terms). */
export function TermsPrint() {
  return (
    <button type="button" className="button button-ghost terms-print" onClick={() => window.print()}>
      {termsWords.termsPrint}
    </button>
  );
}
