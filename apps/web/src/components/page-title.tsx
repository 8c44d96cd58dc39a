import { useEffect } from 'react';

/** The screen's heading, also set as the document title for history and screen readers. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Arena Cowork`;
  }, [children]);
  return <h1 className="page-title">{children}</h1>;
}
