import { COMPANY_PHONE_MASK, MOBILE_MASK } from '@arena/shared/rules/masks';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedField } from './masked-field';

/** Seed §5: a mobile is `(00) 00000-0000`, a company's landline `0000-0000`. */
const kinds = {
  mobile: { mask: MOBILE_MASK, placeholder: '(11) 91234-5678' },
  landline: { mask: COMPANY_PHONE_MASK, placeholder: '1234-5678' },
} as const;

export type PhoneFieldProps<T extends FieldValues, TTransformed> = {
  control: Control<T, unknown, TTransformed>;
  name: FieldPath<T>;
  label?: string;
  kind?: keyof typeof kinds;
  required?: boolean;
  /** `tel-national` for the person's own number; left out for someone else's. */
  autoComplete?: string;
};

/**
 * The masked phone input wired to a react-hook-form field: one place for the mask, the example
 * and the error, shared by registration, account, studio and team forms.
 */
export function PhoneField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label = 'Celular',
  kind = 'mobile',
  required = true,
  autoComplete,
}: PhoneFieldProps<T, TTransformed>) {
  const { mask, placeholder } = kinds[kind];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedField
          label={label}
          mask={mask}
          inputMode="tel"
          autoComplete={autoComplete}
          placeholder={placeholder}
          required={required}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
