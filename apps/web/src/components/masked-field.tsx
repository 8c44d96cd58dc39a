import { useId, useMemo } from 'react';
import { IMaskInput } from 'react-imask';
import { describedBy, FieldFrame } from './field-frame';

/** `*` is a letter or a digit (the alphanumeric CNPJ), never punctuation. */
const DEFINITIONS = { '*': /[0-9A-Za-z]/ };

/**
 * A labelled input with a react-imask mask (docs/product.md#validation: phones, CPF/CNPJ). An array of masks is
 * react-imask's dynamic mask: the one the typed value fits best wins (CPF, then CNPJ). Pass a
 * stable array (a module constant), so the mask is not rebuilt on every render.
 */
export type MaskedFieldProps = {
  label: string;
  mask: string | Array<{ mask: string }>;
  /** For an array of masks: picks the one to use (react-imask's `dispatch`); by default, the best fit. */
  dispatch?: (appended: string, masked: { rawInputValue: string; compiledMasks: unknown[] }) => unknown;
  /**
   * Rewrites what is pasted, autofilled or typed before the mask sees it (react-imask's
   * `prepare`: the whole inserted text at once), e.g. a phone's country code dropped.
   */
  prepare?: (inserted: string) => string;
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
  dispatch,
  prepare,
  value,
  onChange,
  onBlur,
  name,
  error,
  required = true,
  ...rest
}: MaskedFieldProps) {
  const id = useId();
  // A dynamic mask's children do not inherit `definitions`: give them to each one.
  const compiled = useMemo(
    () => (typeof mask === 'string' ? mask : mask.map((m) => ({ definitions: DEFINITIONS, ...m }))),
    [mask],
  );
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <IMaskInput
        id={id}
        name={name}
        mask={compiled as never}
        definitions={DEFINITIONS}
        {...(dispatch ? { dispatch: dispatch as never } : {})}
        {...(prepare ? { prepare: (inserted: string) => prepare(inserted) } : {})}
        prepareChar={(c: string) => c.toUpperCase()}
        value={value}
        unmask={false}
        onAccept={(v: string) => onChange(v)}
        onBlur={onBlur}
        required={required}
        {...describedBy(id, undefined, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
