import { z } from 'zod';
import { messages } from '../messages.ts';
import { EMAIL_PATTERN } from '../rules/email.ts';
import { isValidDocument } from '../rules/documents.ts';
import { termsVersionField } from './auth.ts';
import { ACTIVITY_MAX, COMPANY_NAME_MAX, FIRSTNAME_MAX, LASTNAME_MAX, SITE_MAX } from '../limits.ts';
import {
  companyPhoneField,
  emailField,
  mobileField,
  optionalTypedText,
  passwordField,
  requiredText,
  typedText,
} from './fields.ts';

// The five registration calls of docs/product.md#api, with the validation of docs/product.md#validation.
export const registerEmailBody = z.object({
  email: z
    .string({ error: messages.fieldRequired })
    .trim()
    .toLowerCase()
    .min(1, messages.fieldRequired)
    .max(254, messages.emailInvalid)
    .regex(EMAIL_PATTERN, messages.emailInvalid),
});

export const registerPeopleBody = z.object({
  email: emailField(),
  firstname: typedText(messages.fillAllFields, FIRSTNAME_MAX),
  lastname: typedText(messages.fillAllFields, LASTNAME_MAX),
  phone: requiredText(messages.fillAllFields, 30, messages.phoneInvalid).pipe(mobileField()),
});

export const registerCompanyBody = z.object({
  email: emailField(),
  document: requiredText(messages.fillRequiredFields, 30).refine(isValidDocument, messages.documentInvalid),
  name_company: typedText(messages.fillRequiredFields, COMPANY_NAME_MAX),
  // The seed checks activity and business phone too "yet the call is made anyway": optional here.
  activity: optionalTypedText(messages.checkAllFields, ACTIVITY_MAX),
  phone_company: z
    .string({ error: messages.companyPhoneInvalid })
    .trim()
    .max(30, messages.companyPhoneInvalid)
    .optional()
    .refine(
      (v) => v === undefined || v === '' || companyPhoneField().safeParse(v).success,
      messages.companyPhoneInvalid,
    ),
  site: optionalTypedText(messages.checkAllFields, SITE_MAX),
});

export const registerPassBody = z
  .object({
    email: emailField(),
    password: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields).pipe(passwordField()),
    confirm_password: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields),
  })
  .refine((b) => b.password === b.confirm_password, {
    message: messages.passwordMismatch,
    path: ['confirm_password'],
  });

export const registerTermsBody = z.object({
  email: emailField(),
  terms: z.literal(true, { error: messages.termsRequired }),
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
