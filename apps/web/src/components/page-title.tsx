import { commonWords } from '@arena/shared/contract/words';
import { useEffect } from 'react';

/** The screen's heading, also set as the document title for history and screen readers. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = commonWords.documentTitle(children);
  }, [children]);
  return <h1 className="page-title">{children}</h1>;
}
