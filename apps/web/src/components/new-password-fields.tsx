import { type Control, type FieldValues, useFormState, useWatch } from 'react-hook-form';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

type PasswordValues = { password: string; confirm_password: string };

export type NewPasswordFieldsProps<T extends PasswordValues & FieldValues, TTransformed> = {
  control: Control<T, unknown, TTransformed>;
  labels: { password: string; confirm: string };
  /**
   * On /account/edit a blank new password means "no change": nothing is required until one is
   * typed, and the checklist shows only then.
   */
  optional?: boolean;
};

/**
 * A new password, its confirmation and the live checklist between them (docs/product.md#validation), for the
 * registration's password step, /reset-password and /account/edit. The fields are always named
 * `password` and `confirm_password`, as every shared schema calls them.
 */
export function NewPasswordFields<T extends PasswordValues & FieldValues, TTransformed = T>({
  control,
  labels,
  optional = false,
}: NewPasswordFieldsProps<T, TTransformed>) {
  // Every form holding these two fields works as one with them; TypeScript cannot see that a
  // generic T's paths include 'password', so the control is narrowed to the two fields here.
  const own = control as unknown as Control<PasswordValues>;
  const password = useWatch({ control: own, name: 'password' });
  const { errors } = useFormState({ control: own, name: ['password', 'confirm_password'] });
  const showChecklist = !optional || Boolean(password);
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        required={!optional}
        {...own.register('password')}
        error={errors.password?.message}
      />
      {showChecklist ? <PasswordChecklist password={password} /> : null}
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        required={!optional || Boolean(password)}
        {...own.register('confirm_password')}
        error={errors.confirm_password?.message}
      />
    </>
  );
}
