import { commonWords } from '@arena/shared/contract/words';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { describedBy, FieldFrame } from './field-frame';
import './password-field.css';

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled password input with a "Mostrar senha" toggle (a button with aria-pressed), so a
 * person typing on a phone can check what they typed. Plain state, no form library: the login
 * page uses it too (docs/decisions/007-login-screen-without-form-libraries.md).
 */
export function PasswordField({ label, error, hint, id, required = true, ref, ...input }: PasswordFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <div className="password-input">
        <input
          ref={ref}
          id={fieldId}
          type={shown ? 'text' : 'password'}
          required={required}
          autoCapitalize="none"
          spellCheck={false}
          {...describedBy(fieldId, hint, error)}
          {...input}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={shown}
          aria-controls={fieldId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? commonWords.hidePassword : commonWords.showPassword}
        </button>
      </div>
    </FieldFrame>
  );
}
