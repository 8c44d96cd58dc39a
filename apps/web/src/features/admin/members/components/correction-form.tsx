import {
  type AdminUser,
  type CorrectionForm as Values,
  correctionForm,
  type PatchUserBody,
} from '@arena/shared/users/staff-schemas';
import { privacyStaffWords } from '@arena/shared/privacy/staff-words';
import { registrationWords } from '@arena/shared/registration/words';
import { usersStaffWords } from '@arena/shared/users/staff-words';

import { formatDocument, stripDocument } from '@arena/shared/rules/documents';
import { digitsOnly } from '@arena/shared/rules/phones';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/text-field';
import { formatCompanyPhone, formatPhone } from './member-format';

type Props = {
  user: AdminUser;
  busy: boolean;
  /** Gets only what changed; the page remounts the form once the corrected member comes back. */
  onSave: (patch: PatchUserBody) => Promise<void>;
};

/** What the form changes compared with the member as loaded: phones and the document by their digits. */
function changes(user: AdminUser, v: Values): PatchUserBody {
  const patch: PatchUserBody = {};
  if (v.name !== user.name) patch.name = v.name;
  if (v.lastname !== user.lastname) patch.lastname = v.lastname;
  if (digitsOnly(v.phone) !== user.phone) patch.phone = v.phone;
  const c = user.company;
  if (!c) return patch;
  const company: NonNullable<PatchUserBody['company']> = {};
  if (stripDocument(v.document) !== c.document) company.document = v.document;
  if (v.company_name !== c.name) company.name = v.company_name;
  if (v.activity !== c.activity) company.activity = v.activity;
  if (digitsOnly(v.company_phone) !== c.phone) company.phone = v.company_phone;
  if (v.site !== c.site) company.site = v.site;
  return Object.keys(company).length > 0 ? { ...patch, company } : patch;
}

/**
 * Corrigir dados (docs/product.md#privacy): staff correct the person's name, phone and company —
 * the document by its check digits — as the registration checks them; audited by the server.
 */
export function CorrectionForm({ user, busy, onSave }: Props) {
  const c = user.company;
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(correctionForm),
    defaultValues: {
      name: user.name,
      lastname: user.lastname,
      phone: user.phone ? formatPhone(user.phone) : '',
      document: c ? formatDocument(c.document) : '',
      company_name: c?.name ?? '',
      activity: c?.activity ?? '',
      company_phone: c?.phone ? formatCompanyPhone(c.phone) : '',
      site: c?.site ?? '',
    },
  });
  const { errors } = formState;
  return (
    <form className="stack" noValidate onSubmit={handleSubmit((v) => onSave(changes(user, v)))}>
      <p className="members-muted">{privacyStaffWords.membersCorrectHint}</p>
      <TextField label={registrationWords.registerFirstName} error={errors.name?.message} {...register('name')} />
      <TextField
        label={registrationWords.registerLastName}
        required={false}
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      <TextField label={usersStaffWords.membersPhone} type="tel" error={errors.phone?.message} {...register('phone')} />
      {c ? (
        <>
          <TextField
            label={usersStaffWords.membersDocument}
            error={errors.document?.message}
            {...register('document')}
          />
          <TextField
            label={`${usersStaffWords.membersCompany}: ${usersStaffWords.membersCompanyName}`}
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <TextField
            label={usersStaffWords.membersActivity}
            required={false}
            error={errors.activity?.message}
            {...register('activity')}
          />
          <TextField
            label={usersStaffWords.membersCompanyPhone}
            type="tel"
            required={false}
            error={errors.company_phone?.message}
            {...register('company_phone')}
          />
          <TextField
            label={usersStaffWords.membersSite}
            required={false}
            error={errors.site?.message}
            {...register('site')}
          />
        </>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {privacyStaffWords.membersCorrectSubmit}
      </button>
    </form>
  );
}
