import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { describedBy, FieldFrame } from './field-frame';

/**
 * The labelled multi-line field, twin of TextField (seed §5: required, label from the parent):
 * the messages of the plan, studio and support forms. Its error is announced like TextField's.
 */
export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, hint, id, required = true, rows = 5, ref, ...area }: TextAreaFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        required={required}
        {...describedBy(fieldId, hint, error)}
        {...area}
      />
    </FieldFrame>
  );
}
