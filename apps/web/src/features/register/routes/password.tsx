import { zodResolver } from '@hookform/resolvers/zod';
import { registerPassBody } from '@arena/shared/registration/schemas';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';

import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { paths } from '../../../config/paths';
import { useRegisterPass } from '../api/register-pass';
import { useDraft } from '../components/draft-provider';
import { StepForm } from '../components/step-form';
import { useAdvance } from '../components/use-advance';

/** `/register/password`, step 4 (docs/product.md#screens, #validation): password and confirmation with the live checklist. */
export default function PasswordStep() {
  const { draft, update } = useDraft();
  const send = useRegisterPass();
  const advance = useAdvance();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(registerPassBody),
    defaultValues: { email: draft.email, password: draft.password, confirm_password: draft.password },
  });

  const onSubmit = handleSubmit((body) =>
    advance(
      () => send.mutateAsync(body),
      registrationWords.checkAllFields,
      () => update({ password: body.password, passwordChosen: true }),
      paths.register.terms,
    ),
  );

  return (
    <StepForm onSubmit={onSubmit} pending={send.isPending}>
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" value={draft.email} autoComplete="username" readOnly hidden />
      <NewPasswordFields
        control={control}
        labels={{ password: commonWords.fieldPassword, confirm: registrationWords.registerConfirmPassword }}
      />
    </StepForm>
  );
}
