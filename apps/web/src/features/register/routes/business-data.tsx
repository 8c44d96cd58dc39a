import { zodResolver } from '@hookform/resolvers/zod';
import { registerCompanyBody } from '@arena/shared/registration/schemas';
import { registrationWords } from '@arena/shared/registration/words';
import { stripDocument } from '@arena/shared/rules/documents';
import { CNPJ_MASK, CPF_MASK, documentMask } from '@arena/shared/rules/masks';

import { Controller, useForm } from 'react-hook-form';
import { MaskedField } from '../../../components/masked-field';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { useRegisterCompany } from '../api/register-company';
import { useDraft } from '../components/draft-provider';
import { StepForm } from '../components/step-form';
import { useAdvance } from '../components/use-advance';

/**
 * docs/product.md#validation: the CPF form while the tax id has 11 or fewer characters, otherwise the CNPJ form,
 * which may carry letters (the alphanumeric CNPJ, docs/product.md#registration-data): a letter can only be a CNPJ's.
 * Chosen by length rather than react-imask's best fit, so deleting back to 11 digits returns to the CPF.
 */
const DOCUMENT_MASKS = [{ mask: CPF_MASK }, { mask: CNPJ_MASK }];

function chooseDocumentMask(appended: string, masked: { rawInputValue: string; compiledMasks: unknown[] }) {
  const raw = stripDocument(masked.rawInputValue + appended);
  const cpf = documentMask(raw) === CPF_MASK && !/[A-Z]/.test(raw);
  return masked.compiledMasks[cpf ? 0 : 1];
}

/** `/register/businessdata`, step 3 (docs/product.md#screens, #validation): tax id and company name required. */
export default function BusinessDataStep() {
  const { draft, update } = useDraft();
  const send = useRegisterCompany();
  const advance = useAdvance();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerCompanyBody),
    defaultValues: {
      email: draft.email,
      document: draft.cnpj_cpf,
      name_company: draft.company_name,
      activity: draft.activity,
      phone_company: draft.company_tel,
      site: draft.website,
    },
  });

  const onSubmit = handleSubmit((body) =>
    advance(
      () => send.mutateAsync(body),
      registrationWords.checkAllFields,
      () =>
        update({
          cnpj_cpf: body.document,
          company_name: body.name_company,
          activity: body.activity ?? '',
          company_tel: body.phone_company ?? '',
          website: body.site ?? '',
        }),
      paths.register.password,
    ),
  );

  return (
    <>
      <p className="register-intro">{registrationWords.registerBusinessIntro}</p>
      <StepForm className="register-grid" onSubmit={onSubmit} pending={send.isPending}>
        <Controller
          control={control}
          name="document"
          render={({ field, fieldState }) => (
            <MaskedField
              label={registrationWords.registerDocument}
              mask={DOCUMENT_MASKS}
              dispatch={chooseDocumentMask}
              inputMode="text"
              autoComplete="off"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label={registrationWords.registerCompanyName}
          autoComplete="organization"
          {...register('name_company')}
          error={errors.name_company?.message}
        />
        <TextField
          label={registrationWords.registerActivity}
          required={false}
          {...register('activity')}
          error={errors.activity?.message}
        />
        <PhoneField
          control={control}
          name="phone_company"
          label={registrationWords.registerCompanyPhone}
          kind="landline"
          required={false}
          autoComplete="off"
        />
        <TextField
          label={registrationWords.registerSite}
          required={false}
          inputMode="url"
          autoComplete="url"
          placeholder={registrationWords.registerSitePlaceholder}
          {...register('site')}
          error={errors.site?.message}
        />
        <p className="register-note">{registrationWords.registerRequiredNote}</p>
      </StepForm>
    </>
  );
}
