import { messages } from '@arena/shared/messages';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryProvider } from '../../../lib/query-provider';
import { type Draft, DraftProvider, useDraft } from '../components/draft-provider';
import { StepIndicator } from '../components/step-indicator';
import { isReady, stepOf } from '../components/steps';
import '../register.css';

/**
 * `/register/*` (seed §2, §4): holds the draft in memory across the five steps, shows where the
 * person is, and sends a step opened without the earlier data (a reload) back to /register.
 * `initialDraft` lets tests open a step directly; the router passes nothing.
 */
export default function RegisterLayout({ initialDraft }: { initialDraft?: Partial<Draft> }) {
  return (
    <QueryProvider>
      <DraftProvider initial={initialDraft}>
        <RegisterFrame />
      </DraftProvider>
    </QueryProvider>
  );
}

function RegisterFrame() {
  const { pathname } = useLocation();
  const { draft, completed } = useDraft();
  const found = stepOf(pathname);
  const title = found?.step.title ?? messages.registerSuccessTitle;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(pathname);

  useEffect(() => {
    document.title = `${title} · Arena Cowork`;
    // Moving to the next step replaces the form: put the reader at the new step's heading.
    if (shown.current !== pathname) heading.current?.focus();
    shown.current = pathname;
  }, [pathname, title]);

  if (found ? !isReady(found.step, draft) : !completed) return <Navigate to={paths.register.email} replace />;

  return (
    <div className="register">
      {found ? <StepIndicator index={found.index} /> : null}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <Outlet />
    </div>
  );
}
