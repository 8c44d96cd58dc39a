import { z } from 'zod';
import { EMAIL_PATTERN } from '../rules/email.ts';
import { isValidDocument } from '../rules/documents.ts';
import { termsVersionField } from '../users/schemas.ts';
import { ACTIVITY_MAX, COMPANY_NAME_MAX, FIRSTNAME_MAX, LASTNAME_MAX, SITE_MAX } from '../contract/limits.ts';
import {
  companyPhoneField,
  emailField,
  mobileField,
  optionalTypedText,
  passwordField,
  requiredText,
  typedText,
} from '../contract/fields.ts';
import { registrationWords } from './words.ts';
import { usersWords } from '../users/words.ts';

// The five registration calls of docs/product.md#api, with the validation of docs/product.md#validation.
export const registerEmailBody = z.object({
  email: z
    .string({ error: registrationWords.fieldRequired })
    .trim()
    .toLowerCase()
    .min(1, registrationWords.fieldRequired)
    .max(254, usersWords.emailInvalid)
    .regex(EMAIL_PATTERN, usersWords.emailInvalid),
});

export const registerPeopleBody = z.object({
  email: emailField(),
  firstname: typedText(registrationWords.fillAllFields, FIRSTNAME_MAX),
  lastname: typedText(registrationWords.fillAllFields, LASTNAME_MAX),
  phone: requiredText(registrationWords.fillAllFields, 30, registrationWords.phoneInvalid).pipe(mobileField()),
});

export const registerCompanyBody = z.object({
  email: emailField(),
  document: requiredText(registrationWords.fillRequiredFields, 30).refine(
    isValidDocument,
    registrationWords.documentInvalid,
  ),
  name_company: typedText(registrationWords.fillRequiredFields, COMPANY_NAME_MAX),
  // The seed checks activity and business phone too "yet the call is made anyway": optional here.
  activity: optionalTypedText(registrationWords.checkAllFields, ACTIVITY_MAX),
  phone_company: z
    .string({ error: registrationWords.companyPhoneInvalid })
    .trim()
    .max(30, registrationWords.companyPhoneInvalid)
    .optional()
    .refine(
      (v) => v === undefined || v === '' || companyPhoneField().safeParse(v).success,
      registrationWords.companyPhoneInvalid,
    ),
  site: optionalTypedText(registrationWords.checkAllFields, SITE_MAX),
});

export const registerPassBody = z
  .object({
    email: emailField(),
    password: z
      .string({ error: registrationWords.fillAllFields })
      .min(1, registrationWords.fillAllFields)
      .pipe(passwordField()),
    confirm_password: z.string({ error: registrationWords.fillAllFields }).min(1, registrationWords.fillAllFields),
  })
  .refine((b) => b.password === b.confirm_password, {
    message: registrationWords.passwordMismatch,
    path: ['confirm_password'],
  });

export const registerTermsBody = z.object({
  email: emailField(),
  terms: z.literal(true, { error: registrationWords.termsRequired }),
  /** The version of the terms shown (docs/product.md#terms); an older one than in force is refused. */
  terms_version: termsVersionField.optional(),
});

/** GET /register-draft: what this browser's draft holds, to resume after a reload (docs/product.md#statuses-and-levels). */
export const registerDraftAnswer = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  document: z.string(),
  name_company: z.string(),
  activity: z.string(),
  phone_company: z.string(),
  site: z.string(),
  password_chosen: z.boolean(),
});

export type RegisterDraftAnswer = z.infer<typeof registerDraftAnswer>;
