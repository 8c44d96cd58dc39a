import { usersWords } from '@arena/shared/users/words';
import { type Ref, type SelectHTMLAttributes, useId } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  departments: readonly string[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** The department of a support message (docs/product.md#api: sent as its subject), labelled like TextField. */
export function DepartmentSelect({ departments, error, ref, ...select }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {usersWords.contactDepartment}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        ref={ref}
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{usersWords.contactDepartmentChoose}</option>
        {departments.map((department) => (
          <option key={department} value={department}>
            {department}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
