import { stepLabel, steps } from './steps';

/** "Etapa 2 de 5", with a bar of five marks for the eye (the text says it for everyone). */
export function StepIndicator({ index }: { index: number }) {
  return (
    <div className="register-progress">
      <p className="register-step">{stepLabel(index)}</p>
      <ol className="register-marks" aria-hidden="true">
        {steps.map((step, i) => (
          <li key={step.path} data-state={i < index ? 'done' : i === index ? 'current' : 'todo'} />
        ))}
      </ol>
    </div>
  );
}
