import { screenWords } from '@arena/shared/contract/screen-words';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_MAX } from '@arena/shared/contract/limits';
import { contactBody } from '@arena/shared/requests/schemas';
import { usersWords } from '@arena/shared/users/words';
import { commonWords } from '@arena/shared/contract/words';

import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useModal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConfig } from '../../../lib/use-config';
import { type SupportMessageBody, useCreateSupportMessage } from '../api/create-support-message';
import { DepartmentSelect } from '../components/department-select';
import { WhatsappCard } from '../components/whatsapp-card';
import '../contact.css';

type ContactValues = z.input<typeof contactBody>;

// The shared schema reports empty fields with the required message before the e-mail pattern.
const resolver = zodResolver(contactBody);

/**
 * `/contact`, Atendimento (docs/product.md#screens, #validation, #api, #errors): open to every logged-in person, pending ones
 * and team members included (docs/product.md#access-rules). The department travels as the subject.
 */
export default function ContactRoute() {
  const session = useSession();
  const config = useConfig();
  const modal = useModal();
  const create = useCreateSupportMessage();
  const { register, handleSubmit, reset, getValues, formState } = useForm<ContactValues, unknown, SupportMessageBody>({
    resolver,
    // The whole name (walk P15); a session stored before `lastname` existed has the first name only.
    defaultValues: {
      name: session ? `${session.name} ${session.lastname ?? ''}`.trim() : '',
      email: session?.email ?? '',
      subject: '',
      message: '',
    },
  });
  const { errors } = formState;

  const onSubmit = async (body: SupportMessageBody) => {
    try {
      await create.mutateAsync(body);
      reset({ ...getValues(), subject: '', message: '' });
      await modal.show(usersWords.actionDone);
    } catch (error) {
      const invalid = error instanceof ApiError && error.status === 400;
      await modal.show(invalid ? usersWords.contactFailed : errorMessage(error, usersWords.contactFailed));
    }
  };

  return (
    <>
      <PageTitle>{usersWords.contactTitle}</PageTitle>
      <div className="contact-layout">
        <form className="card" noValidate onSubmit={handleSubmit(onSubmit)}>
          <p className="contact-intro">{usersWords.contactIntro}</p>
          <TextField
            label={screenWords.fieldName}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={commonWords.fieldEmail}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <DepartmentSelect
            departments={config.data?.departments ?? []}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <TextAreaField
            label={screenWords.fieldMessage}
            maxChars={MESSAGE_MAX}
            error={errors.message?.message}
            {...register('message')}
          />
          <button type="submit" className="button button-block" disabled={formState.isSubmitting}>
            {usersWords.contactSubmit}
          </button>
        </form>
        {config.data ? <WhatsappCard url={config.data.whatsapp_url} number={config.data.whatsapp_number} /> : null}
      </div>
    </>
  );
}
