import { zodResolver } from '@hookform/resolvers/zod';
import { registerPeopleBody } from '@arena/shared/registration/schemas';
import { registrationWords } from '@arena/shared/registration/words';

import { useForm } from 'react-hook-form';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useRegisterPeople } from '../api/register-people';
import { useDraft } from '../components/draft-provider';
import { StepForm } from '../components/step-form';
import { useAdvance } from '../components/use-advance';

/** `/register/personaldata`, step 2 (docs/product.md#screens, #validation): first name, last name, mobile `(00) 00000-0000`. */
export default function PersonalDataStep() {
  const { draft, update } = useDraft();
  const send = useRegisterPeople();
  const advance = useAdvance();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerPeopleBody),
    defaultValues: { email: draft.email, firstname: draft.name, lastname: draft.lastname, phone: draft.tel },
  });

  const onSubmit = handleSubmit((body) =>
    advance(
      () => send.mutateAsync(body),
      registrationWords.checkAllFields,
      () => update({ name: body.firstname, lastname: body.lastname, tel: body.phone }),
      paths.register.business,
    ),
  );

  return (
    <StepForm onSubmit={onSubmit} pending={send.isPending}>
      <TextField
        label={registrationWords.registerFirstName}
        autoComplete="given-name"
        {...register('firstname')}
        error={errors.firstname?.message}
      />
      <TextField
        label={registrationWords.registerLastName}
        autoComplete="family-name"
        {...register('lastname')}
        error={errors.lastname?.message}
      />
      <PhoneField control={control} name="phone" autoComplete="tel-national" />
    </StepForm>
  );
}
