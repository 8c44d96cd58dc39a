import { usersStaffWords } from '@arena/shared/users/staff-words';
import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { describedBy, FieldFrame } from '../../../../components/field-frame';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The plans of GET /config; a current plan missing from them is still offered. */
  plans: readonly string[];
  current?: string | null;
  /** The empty choice: "Escolha o plano" when a plan is required, "Sem plano" otherwise. */
  emptyLabel: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** The plan of a member (docs/product.md#back-office), labelled like TextField. */
export function PlanSelect({ plans, current, emptyLabel, error, required = true, ref, ...select }: Props) {
  const id = useId();
  const options = current && !plans.includes(current) ? [...plans, current] : plans;
  return (
    <FieldFrame id={id} label={usersStaffWords.membersPlan} required={required} error={error}>
      <select ref={ref} id={id} required={required} {...describedBy(id, undefined, error)} {...select}>
        <option value="">{emptyLabel}</option>
        {options.map((plan) => (
          <option key={plan} value={plan}>
            {plan}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
