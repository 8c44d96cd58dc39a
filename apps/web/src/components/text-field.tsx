import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { describedBy, FieldFrame } from './field-frame';

/**
 * The one labelled text input (docs/product.md#validation: required, label and type from the parent). Its error
 * is tied to the field and announced to screen readers.
 */
export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, id, required = true, type = 'text', ref, ...input }: TextFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <input ref={ref} id={fieldId} type={type} required={required} {...describedBy(fieldId, hint, error)} {...input} />
    </FieldFrame>
  );
}
