import { registrationWords } from '@arena/shared/registration/words';
import type { FormEventHandler, ReactNode } from 'react';
import { StepBack } from './step-back';

type StepFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the step is being sent, Continuar waits. */
  pending: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A wizard step's form (docs/product.md#screens): its fields, Continuar, and under it the link back to the
 * step before (none on the first step).
 */
export function StepForm({ onSubmit, pending, className, children }: StepFormProps) {
  return (
    <>
      <form className={className} onSubmit={onSubmit} noValidate>
        {children}
        <button type="submit" className="button button-block" disabled={pending}>
          {registrationWords.registerContinue}
        </button>
      </form>
      <StepBack />
    </>
  );
}
