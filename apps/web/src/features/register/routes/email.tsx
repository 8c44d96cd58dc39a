import { zodResolver } from '@hookform/resolvers/zod';
import { registerEmailBody } from '@arena/shared/registration/schemas';
import { registrationWords } from '@arena/shared/registration/words';
import { commonWords } from '@arena/shared/contract/words';

import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { getRegisterDraft, toDraft } from '../api/get-register-draft';
import { useRegisterEmail } from '../api/register-email';
import { type Draft, emptyDraft, useDraft } from '../components/draft-provider';
import { StepForm } from '../components/step-form';
import { furthestReady } from '../components/steps';
import { useAdvance } from '../components/use-advance';

/**
 * `/register`, step 1 (docs/product.md#screens, #validation): the e-mail; 409 'E-mail já cadastrado'. The same e-mail sent
 * again from this browser resumes its draft (docs/product.md#registration-draft): the wizard goes
 * on at the step the server's draft reaches, with what was typed.
 */
export default function EmailStep() {
  const { draft, update, begin } = useDraft();
  // Sent here because the draft a later step asked for is gone (register-layout.tsx).
  const expired = (useLocation().state as { expired?: boolean } | null)?.expired === true;
  const send = useRegisterEmail();
  const advance = useAdvance();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(registerEmailBody), defaultValues: { email: draft.email } });

  const onSubmit = handleSubmit((body) => {
    let resumed: Draft = { ...emptyDraft, email: body.email };
    return advance(
      async () => {
        const answer = await send.mutateAsync(body);
        // What the server holds for this browser now: this e-mail's draft, kept, or a fresh one.
        const held = await getRegisterDraft().catch(() => null);
        if (held && held.email === body.email) resumed = { ...resumed, ...toDraft(held) };
        return answer;
      },
      registrationWords.emailTaken,
      () => {
        begin();
        update(resumed);
      },
      () => {
        const reached = furthestReady(resumed);
        return reached.path === paths.register.email ? paths.register.personal : reached.path;
      },
    );
  });

  return (
    <>
      {expired ? (
        <p className="register-intro" role="alert">
          {registrationWords.registrationExpired}
        </p>
      ) : null}
      <p className="register-intro">{registrationWords.registerEmailIntro}</p>
      <StepForm onSubmit={onSubmit} pending={send.isPending}>
        <TextField
          label={commonWords.fieldEmail}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
          error={errors.email?.message}
        />
      </StepForm>
      <p className="register-aside">
        {registrationWords.registerHaveAccess} <Link to={paths.login}>{registrationWords.registerBackToLogin}</Link>
      </p>
    </>
  );
}
