import { screenWords } from '@arena/shared/contract/screen-words';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_MAX } from '@arena/shared/contract/limits';
import { PLAN_SUBJECT_PREFIX, plans as knownPlans } from '@arena/shared/requests/schemas';
import { requiredText } from '@arena/shared/contract/fields';
import { registrationWords } from '@arena/shared/registration/words';
import { usersWords } from '@arena/shared/users/words';

import { formatMobile } from '@arena/shared/rules/phones';

import { type FieldErrors, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ManagersOnly } from '../../../components/managers-only';
import { useModal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';
import { TextAreaField } from '../../../components/text-area-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { refusalFor, useSession } from '../../../lib/session';
import { useConfig } from '../../../lib/use-config';
import { useCreatePlanRequest } from '../api/create-plan-request';
import { PlanOptions } from '../components/plan-options';
import '../account.css';

// docs/product.md#errors: the plan form needs all its fields; each empty one is marked where it is.
const planForm = z.object({
  plan: requiredText(registrationWords.fieldRequired, 100),
  message: requiredText(registrationWords.fieldRequired, MESSAGE_MAX, registrationWords.tooLong(MESSAGE_MAX)),
});
type PlanValues = z.infer<typeof planForm>;

/**
 * `/account/edit/plan` (docs/product.md#screens, #api, #errors): a plan change is a request to the staff, sent as
 * POST /contact with the subject 'Update Plan - <plano>' and the member's name, e-mail and phone.
 */
export default function PlanRoute() {
  // Part of Cadastro, the account holder's (docs/product.md#team-gerente): anyone else is told so on arrival.
  return (
    <ManagersOnly title={usersWords.planTitle} call="updateUser">
      <PlanScreen />
    </ManagersOnly>
  );
}

function PlanScreen() {
  const session = useSession();
  const config = useConfig();
  const modal = useModal();
  const create = useCreatePlanRequest();
  const { register, handleSubmit, reset, formState } = useForm<PlanValues>({
    resolver: zodResolver(planForm),
    defaultValues: { plan: '', message: '' },
  });
  if (!session) return null;
  // The server's list (GET /config); the shared list it comes from shows while it loads.
  const plans = config.data?.plans ?? knownPlans;

  const onSubmit = async ({ plan, message }: PlanValues) => {
    try {
      await create.mutateAsync({
        name: session.name,
        email: session.email,
        phone: formatMobile(session.phone),
        subject: `${PLAN_SUBJECT_PREFIX}${plan}`,
        message,
      });
      reset();
      await modal.show(usersWords.actionDone);
    } catch (error) {
      const invalid = error instanceof ApiError && error.status === 400;
      await modal.show(invalid ? usersWords.planFailed : errorMessage(error, usersWords.planFailed));
    }
  };

  // docs/product.md#errors's words when a field is missing; a message past its limit is named by its field alone
  // (issue 12 item 9: the words name the real problem).
  const onInvalid = (errors: FieldErrors<PlanValues>) => {
    const missing = [errors.plan, errors.message].some((e) => e?.message === registrationWords.fieldRequired);
    if (missing) void modal.show(usersWords.planFailed);
  };

  return (
    <>
      <PageTitle>{usersWords.planTitle}</PageTitle>
      <form className="card account-form" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
        <p className="account-note">{usersWords.planIntro}</p>
        <div className="two-columns">
          <PlanOptions
            plans={plans}
            hours={config.data?.plan_hours}
            // Money is the account holder's (docs/product.md#team-gerente): a team gerente sees no prices.
            prices={refusalFor(session, 'updateUser') === null ? config.data?.plan_prices : undefined}
            current={session.plan}
            error={formState.errors.plan?.message}
            field={register('plan')}
          />
          <TextAreaField
            label={screenWords.fieldMessage}
            rows={8}
            maxChars={MESSAGE_MAX}
            placeholder={usersWords.planMessagePlaceholder}
            error={formState.errors.message?.message}
            {...register('message')}
          />
        </div>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {usersWords.planSubmit}
        </button>
      </form>
    </>
  );
}
