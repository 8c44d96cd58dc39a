import { screenWords } from '@arena/shared/contract/screen-words';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_MAX } from '@arena/shared/contract/limits';
import { storeStudioBody } from '@arena/shared/bookings/schemas';
import { registrationWords } from '@arena/shared/registration/words';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';

import { formatMobile, isValidMobile } from '@arena/shared/rules/phones';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PhoneField } from '../../../components/phone-field';
import { useModal } from '../../../components/modal';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { type StudioRequestBody, useCreateStudioRequest } from '../api/create-studio-request';
import '../studio.css';

type StudioValues = z.input<typeof storeStudioBody>;

// The shared schema reports empty fields with the required message before the e-mail pattern.
const resolver = zodResolver(storeStudioBody);

/** `/studio` (docs/product.md#screens, #validation, #api, #errors): a studio request, prefilled from the session. */
function StudioScreen() {
  const session = useSession();
  const modal = useModal();
  const create = useCreateStudioRequest();
  const { register, control, handleSubmit, setError, resetField, formState } = useForm<
    StudioValues,
    unknown,
    StudioRequestBody
  >({
    resolver,
    defaultValues: {
      isStudio: true,
      participants: 'studio',
      name: session?.name ?? '',
      phone: session ? formatMobile(session.phone) : '',
      email: session?.email ?? '',
      mensage: '',
    },
  });
  const { errors } = formState;

  const onSubmit = async (body: StudioRequestBody) => {
    if (!isValidMobile(body.phone)) {
      setError('phone', { message: registrationWords.phoneInvalid }, { shouldFocus: true });
      return;
    }
    try {
      await create.mutateAsync(body);
      resetField('mensage');
      await modal.show(usersWords.studioDone);
    } catch (error) {
      // A member without access opening /studio directly gets the server's 403 words here.
      await modal.show(errorMessage(error));
    }
  };

  return (
    <>
      <PageTitle>{usersWords.studioTitle}</PageTitle>
      <div className="studio-layout">
        <section className="card studio-intro" aria-label={usersWords.studioAbout}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="9" y="2.5" width="6" height="11" rx="3" />
            <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" strokeLinecap="round" />
          </svg>
          <p>{usersWords.studioIntro}</p>
        </section>
        <form className="card" noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField
            label={screenWords.fieldName}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <PhoneField control={control} name="phone" autoComplete="tel-national" />
          <TextField
            label={commonWords.fieldEmail}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextAreaField
            label={screenWords.fieldMessage}
            placeholder={usersWords.studioMessagePlaceholder}
            maxChars={MESSAGE_MAX}
            error={errors.mensage?.message}
            {...register('mensage')}
          />
          <button type="submit" className="button button-block" disabled={formState.isSubmitting}>
            {usersWords.studioSubmit}
          </button>
        </form>
      </div>
    </>
  );
}

/** For active managers only (docs/product.md#access-rules): anyone else is told why on arrival (docs/product.md#statuses-and-levels). */
export default function StudioRoute() {
  return (
    <ManagersOnly title={usersWords.studioTitle} call="storeAppointment">
      <StudioScreen />
    </ManagersOnly>
  );
}
