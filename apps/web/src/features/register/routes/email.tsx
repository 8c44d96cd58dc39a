import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@arena/shared/messages';
import { registerEmailBody } from '@arena/shared/schemas/register';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useRegisterEmail } from '../api/register-email';
import { useDraft } from '../components/draft-provider';
import { StepForm } from '../components/step-form';
import { useAdvance } from '../components/use-advance';

/** `/register`, step 1 (docs/product.md#screens, #validation): the e-mail; 409 'E-mail já cadastrado'. */
export default function EmailStep() {
  const { draft, update } = useDraft();
  // Sent here because the draft a later step asked for is gone (register-layout.tsx).
  const expired = (useLocation().state as { expired?: boolean } | null)?.expired === true;
  const send = useRegisterEmail();
  const advance = useAdvance();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(registerEmailBody), defaultValues: { email: draft.email } });

  const onSubmit = handleSubmit((body) =>
    advance(
      () => send.mutateAsync(body),
      messages.emailTaken,
      () => update({ email: body.email }),
      paths.register.personal,
    ),
  );

  return (
    <>
      {expired ? (
        <p className="register-intro" role="alert">
          {messages.registrationExpired}
        </p>
      ) : null}
      <p className="register-intro">{messages.registerEmailIntro}</p>
      <StepForm onSubmit={onSubmit} pending={send.isPending}>
        <TextField
          label={messages.fieldEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={errors.email?.message}
        />
      </StepForm>
      <p className="register-aside">
        {messages.registerHaveAccess} <Link to={paths.login}>{messages.registerBackToLogin}</Link>
      </p>
    </>
  );
}
