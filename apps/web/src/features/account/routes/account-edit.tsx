import { screenWords } from '@arena/shared/contract/screen-words';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserBody, type SessionUser } from '@arena/shared/users/schemas';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';
import { formatMobile } from '@arena/shared/rules/phones';

import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { useModal } from '../../../components/modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ManagersOnly } from '../../../components/managers-only';
import { PageTitle } from '../../../components/page-title';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session';
import { type UpdateUserBody, useUpdateUser } from '../api/update-user';
import '../account.css';

type EditValues = { phone: string; email: string; old_password: string; password: string; confirm_password: string };

const schemaResolver = zodResolver(updateUserBody);

/** A blank e-mail or password field means "no change": it is left out before the shared schema. */
const resolver: Resolver<EditValues, unknown, UpdateUserBody> = async (values, context, options) => {
  const body = Object.fromEntries(Object.entries(values).filter(([key, value]) => key === 'phone' || value !== ''));
  const result = await schemaResolver(body as EditValues, context, options as never);
  return result as Awaited<ReturnType<Resolver<EditValues, unknown, UpdateUserBody>>>;
};

function formValues(user: Pick<SessionUser, 'phone' | 'email'>): EditValues {
  return { phone: formatMobile(user.phone), email: user.email, old_password: '', password: '', confirm_password: '' };
}

/**
 * `/account/edit` (docs/product.md#screens, #validation, #api, #errors): phone, e-mail and password. The phone is always sent;
 * the current password is needed when the e-mail or the password changes.
 */
export default function AccountEditRoute() {
  return (
    <ManagersOnly title={usersWords.accountEditTitle} call="updateUser">
      <AccountEditForm />
    </ManagersOnly>
  );
}

function AccountEditForm() {
  const session = useSession();
  const modal = useModal();
  const update = useUpdateUser();
  const form = useForm<EditValues, unknown, UpdateUserBody>({
    resolver,
    defaultValues: formValues(session ?? { phone: '', email: '' }),
  });
  const { register, control, handleSubmit, setError, setFocus, reset, watch, formState } = form;
  const { errors } = formState;
  if (!session) return null;

  const [email, password] = watch(['email', 'password']);
  const needsCurrent = Boolean(password) || (email.trim() !== '' && email.trim().toLowerCase() !== session.email);

  const onSubmit = async (body: UpdateUserBody) => {
    const newEmail = body.email !== undefined && body.email !== session.email;
    if ((body.password || newEmail) && !body.old_password) {
      // The server's words (users.service): a new password, or only a new e-mail.
      const message = body.password ? usersWords.currentPasswordRequired : usersWords.currentPasswordForEmail;
      setError('old_password', { message }, { shouldFocus: true });
      return;
    }
    try {
      const { status, data } = await update.mutateAsync(body);
      if (status === 203 || !data.user) {
        await modal.show(usersWords.currentPasswordWrong);
        setFocus('old_password');
        return;
      }
      sessionStore.update(data.user);
      reset(formValues(data.user));
      await modal.show(usersWords.accountUpdated);
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  return (
    <>
      <PageTitle>{usersWords.accountEditTitle}</PageTitle>
      <form className="card account-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <p className="account-note">{usersWords.accountRequiredNote}</p>
        <div className="two-columns">
          <fieldset className="account-group">
            <legend>{usersWords.accountContact}</legend>
            <PhoneField control={control} name="phone" autoComplete="tel-national" />
            <TextField
              label={commonWords.fieldEmail}
              type="email"
              autoComplete="email"
              required={false}
              error={errors.email?.message}
              {...register('email')}
            />
          </fieldset>
          <fieldset className="account-group">
            <legend>{usersWords.accountPassword}</legend>
            <PasswordField
              label={usersWords.currentPassword}
              autoComplete="current-password"
              required={needsCurrent}
              error={errors.old_password?.message}
              {...register('old_password')}
            />
            <NewPasswordFields
              control={control}
              labels={{ password: screenWords.newPassword, confirm: screenWords.confirmNewPassword }}
              optional
            />
          </fieldset>
        </div>
        <div className="account-actions">
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {usersWords.accountSave}
          </button>
          <Link className="button button-ghost" to={paths.accountPlan}>
            {usersWords.accountChangePlan}
          </Link>
        </div>
      </form>
    </>
  );
}
