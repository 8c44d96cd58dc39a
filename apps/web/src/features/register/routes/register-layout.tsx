import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryProvider } from '../../../lib/query-provider';
import { type Draft, DraftProvider, useDraft } from '../components/draft-provider';
import { StepIndicator } from '../components/step-indicator';
import { furthestReady, isReady, stepOf, steps } from '../components/steps';
import { toDraft, useRegisterDraft } from '../api/get-register-draft';
import '../register.css';

/**
 * `/register/*` (docs/product.md#screens, #statuses): holds the draft in memory across the five steps, shows where the
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
  const { draft, completed, update } = useDraft();
  const found = stepOf(pathname);
  // A later step opened with nothing in memory is a reload (or a tab the phone discarded): the
  // server still holds the draft behind the cookie, so the wizard resumes from it (docs/product.md#statuses-and-levels).
  const resuming = Boolean(found && found.index > 0 && draft.email === '' && !completed);
  const resume = useRegisterDraft(resuming);
  const title = found?.step.title ?? registrationWords.registerSuccessTitle;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(pathname);

  useEffect(() => {
    document.title = commonWords.documentTitle(title);
    // Moving to the next step replaces the form: put the reader at the new step's heading.
    if (shown.current !== pathname) heading.current?.focus();
    shown.current = pathname;
  }, [pathname, title]);

  // Resumed: the wizard goes on at the step the server's data reaches (the password is typed
  // again). The data is put in memory only once the person is on that step, so the step guard
  // below never sees a later step with the draft of an earlier one.
  const answered = resuming && !resume.isFetching;
  const resumed = answered && resume.data ? toDraft(resume.data) : null;
  const reached = resumed ? furthestReady({ ...draft, ...resumed }) : null;
  const beyond = Boolean(found && reached && found.index > steps.indexOf(reached));
  useEffect(() => {
    if (resumed && !beyond) update(resumed);
  }, [resumed, beyond, update]);

  // Registered in this tab already (browser back from the success screen): say so, never that a
  // draft was lost (issue 21 item 5). Step 1 stays open for another registration.
  if (completed && found && found.index > 0) return <Navigate to={paths.register.success} replace />;
  if (resuming) {
    // No draft behind the cookie (another browser, or a day has passed): start over, and say why.
    if (answered && resume.isError) return <Navigate to={paths.register.email} replace state={{ expired: true }} />;
    if (reached && beyond) return <Navigate to={reached.path} replace />;
    return <p role="status">{registrationWords.registerResuming}</p>;
  }
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
