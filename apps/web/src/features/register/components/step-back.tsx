import { registrationWords } from '@arena/shared/registration/words';
import { Link, useLocation } from 'react-router';
import { stepOf, steps } from './steps';

/** The login style has no back arrow, so each step after the first links to the one before (the draft keeps what was typed). */
export function StepBack() {
  const { pathname } = useLocation();
  const found = stepOf(pathname);
  const previous = found ? steps[found.index - 1] : undefined;
  if (!previous) return null;
  return (
    <p className="register-aside">
      <Link to={previous.path}>{registrationWords.registerStepBack}</Link>
    </p>
  );
}
