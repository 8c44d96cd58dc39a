import { registrationWords } from '@arena/shared/registration/words';
import { type ChangeEvent, type Ref, type TextareaHTMLAttributes, useCallback, useId, useState } from 'react';
import { describedBy, FieldFrame } from './field-frame';

/**
 * The labelled multi-line field, twin of TextField (docs/product.md#validation: required, label from the parent):
 * the messages of the plan, studio and support forms. Its error is announced like TextField's.
 * With `maxChars` (a limit of packages/shared/src/contract/limits.ts) it counts the characters under the
 * field, `123/5000`, and tells a screen reader politely; the limit is not enforced by the
 * field, so a pasted text past it is kept and the schema's "too long" words say what to do.
 */
export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  maxChars?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({
  label,
  error,
  hint,
  maxChars: max,
  id,
  required = true,
  rows = 5,
  ref,
  onChange,
  ...area
}: TextAreaFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const [count, setCount] = useState(0);
  // The form library fills the field through its ref (a reset, a default value): count what it holds.
  const attach = useCallback(
    (node: HTMLTextAreaElement | null) => {
      if (node) setCount(node.value.length);
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setCount(event.target.value.length);
    onChange?.(event);
  };
  const described = describedBy(fieldId, hint, error);
  const counterId = `${fieldId}-count`;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={attach}
        id={fieldId}
        rows={rows}
        required={required}
        {...described}
        {...(max ? { 'aria-describedby': [described['aria-describedby'], counterId].filter(Boolean).join(' ') } : {})}
        onChange={change}
        {...area}
      />
      {max ? (
        <p className={count > max ? 'field-error' : 'field-hint'} id={counterId} aria-live="polite">
          <span aria-hidden="true">{`${count}/${max}`}</span>
          <span className="visually-hidden">{registrationWords.characterCount({ count, max })}</span>
        </p>
      ) : null}
    </FieldFrame>
  );
}
