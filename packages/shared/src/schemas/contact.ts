import { z } from 'zod';
import { messages } from '../messages.ts';
import { MESSAGE_MAX, NAME_MAX, SUBJECT_MAX } from '../limits.ts';
import { emailField, multilineText, optionalText, requiredText, typedText } from './fields.ts';

/** The plan screen sends `Update Plan - <product>` as its subject (docs/product.md#api). */
export const PLAN_SUBJECT_PREFIX = 'Update Plan - ';
export const plans = ['Arena Compartilhada', 'Arena Dedicada', 'Arena Exclusiva'] as const;
export const departments = ['Financeiro', 'Comercial', 'Suporte técnico', 'Recepção'] as const;

// POST /contact (docs/product.md#api): support {name, email, subject, message}; plan change adds phone.
export const contactBody = z.object({
  name: typedText(messages.fillRequiredFields, NAME_MAX),
  // A blank e-mail is a missing field (docs/product.md#validation); the pattern speaks only once it is filled.
  email: requiredText(messages.fillRequiredFields, 254).pipe(emailField()),
  phone: optionalText(messages.fillRequiredFields, 30),
  subject: typedText(messages.fillRequiredFields, SUBJECT_MAX),
  message: multilineText(messages.fillRequiredFields, MESSAGE_MAX),
});
