import { screenWords } from '@arena/shared/contract/screen-words';
import { COMPANY_MOBILE_MASK, COMPANY_PHONE_MASK, companyPhoneMask, MOBILE_MASK } from '@arena/shared/rules/masks';
import { nationalDigits } from '@arena/shared/rules/phones';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedField } from './masked-field';

/** The business phone's two forms, both with the area code: a landline, or a mobile when its number starts with 9. */
const COMPANY_MASKS = [{ mask: COMPANY_PHONE_MASK }, { mask: COMPANY_MOBILE_MASK }];

function chooseCompanyMask(appended: string, masked: { rawInputValue: string; compiledMasks: unknown[] }) {
  const mobile = companyPhoneMask(masked.rawInputValue + appended) === COMPANY_MOBILE_MASK;
  return masked.compiledMasks[mobile ? 1 : 0];
}

/**
 * docs/product.md#validation: a mobile is `(00) 00000-0000`; a company's phone takes its area code too,
 * `(00) 0000-0000` or `(00) 00000-0000` for a mobile line (docs/product.md#registration-data).
 * What is pasted or autofilled loses its country code and trunk 0 first, so
 * `+55 11 98765-4321` becomes `(11) 98765-4321` rather than a wrong number that fits the mask.
 */
const kinds = {
  mobile: { mask: MOBILE_MASK, dispatch: undefined, prepare: nationalDigits, placeholder: '(11) 91234-5678' },
  landline: {
    mask: COMPANY_MASKS,
    dispatch: chooseCompanyMask,
    prepare: nationalDigits,
    placeholder: '(11) 3123-4567',
  },
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
  label = screenWords.fieldMobile,
  kind = 'mobile',
  required = true,
  autoComplete,
}: PhoneFieldProps<T, TTransformed>) {
  const { mask, dispatch, prepare, placeholder } = kinds[kind];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedField
          label={label}
          mask={mask}
          dispatch={dispatch}
          prepare={prepare}
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
