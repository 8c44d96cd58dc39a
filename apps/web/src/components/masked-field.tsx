import { useId } from 'react';
import { IMaskInput } from 'react-imask';

/** A labelled input with a react-imask mask (seed §5: phones, CPF/CNPJ). */
export type MaskedFieldProps = {
  label: string;
  mask: string | Array<{ mask: string }>;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
  error?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  placeholder?: string;
};

export function MaskedField({
  label,
  mask,
  value,
  onChange,
  onBlur,
  name,
  error,
  required = true,
  ...rest
}: MaskedFieldProps) {
  const id = useId();
  const masks = typeof mask === 'string' ? mask : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <IMaskInput
        id={id}
        name={name}
        mask={(masks ?? mask) as never}
        definitions={{ '*': /[0-9A-Za-z]/ }}
        prepareChar={(c: string) => c.toUpperCase()}
        value={value}
        unmask={false}
        onAccept={(v: string) => onChange(v)}
        onBlur={onBlur}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
